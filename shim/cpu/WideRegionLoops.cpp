//===- WideRegionLoops.cpp - Region loops over chunks of threads ----------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "cpu/WideKernel.h"

#include "cpu/prelude/metalify_cpu_abi.h"

#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Module.h"

#include <cstddef>

using namespace llvm;

namespace {
constexpr unsigned Lanes = METALIFY_WIDE_LANES;
} // namespace

Function *
metalify::cpu::buildWideRegionLoops(Function &Scalar,
                                    ArrayRef<Function *> Regions) {
  LLVMContext &C = Scalar.getContext();
  Function *F = Function::Create(Scalar.getFunctionType(),
                                 GlobalValue::InternalLinkage,
                                 Scalar.getName() + ".wide", Scalar.getParent());
  F->copyAttributesFrom(&Scalar);
  Argument *D = F->getArg(0), *Threads = F->getArg(1), *Frames = F->getArg(2),
           *At = F->getArg(4), *Stops = F->getArg(5), *Current = F->getArg(6);
  auto *Entry = BasicBlock::Create(C, "entry", F);
  auto *Narrow = BasicBlock::Create(C, "narrow", F);
  auto *Rows = BasicBlock::Create(C, "rows", F);
  auto *Exit = BasicBlock::Create(C, "exit", F);
  IRBuilder<> B(Entry);
  Type *I32 = B.getInt32Ty();
  auto Field = [&](size_t Offset) {
    return B.CreateLoad(I32, B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), D,
                                                          Offset));
  };
  Value *NX = Field(offsetof(MetalifyDispatch, ThreadsPerThreadgroup));
  Value *NY = Field(offsetof(MetalifyDispatch, ThreadsPerThreadgroup) + 4);
  Value *NZ = Field(offsetof(MetalifyDispatch, ThreadsPerThreadgroup) + 8);
  Value *RowCount = B.CreateMul(NY, NZ);
  // Stops without a wide region, and narrow rows, take the scalar loops.
  auto *Wide = BasicBlock::Create(C, "wide", F, Narrow);
  B.CreateCondBr(B.CreateICmpULT(NX, B.getInt32(Lanes / 2)), Narrow, Wide);
  B.SetInsertPoint(Wide);
  SwitchInst *Which = B.CreateSwitch(At, Narrow, Regions.size());
  for (auto [Stop, Region] : enumerate(Regions))
    if (Region)
      Which->addCase(B.getInt32(unsigned(Stop)), Rows);

  B.SetInsertPoint(Narrow);
  SmallVector<Value *, 8> Args;
  for (Argument &A : F->args())
    Args.push_back(&A);
  B.CreateCall(&Scalar, Args);
  B.CreateRetVoid();

  // rows: for (Row = 0; Row < NY * NZ; ++Row)
  //         for (X = 0; X < NX; X += Lanes) Regions[At](...);
  B.SetInsertPoint(Rows);
  auto *RowHead = BasicBlock::Create(C, "row", F, Exit);
  auto *Chunk = BasicBlock::Create(C, "chunk", F, Exit);
  auto *RowNext = BasicBlock::Create(C, "row.next", F, Exit);
  B.CreateBr(RowHead);
  B.SetInsertPoint(RowHead);
  PHINode *Row = B.CreatePHI(I32, 2, "row");
  Row->addIncoming(B.getInt32(0), Rows);
  B.CreateBr(Chunk);
  B.SetInsertPoint(Chunk);
  PHINode *X = B.CreatePHI(I32, 2, "x");
  X->addIncoming(B.getInt32(0), RowHead);
  Value *Index = B.CreateAdd(B.CreateMul(Row, NX), X, "index");
  Value *First = B.CreateInBoundsGEP(
      B.getInt8Ty(), Threads,
      B.CreateMul(B.CreateZExt(Index, B.getInt64Ty()),
                  B.getInt64(sizeof(MetalifyThread))));
  Value *Left = B.CreateSub(NX, X);
  Value *Count = B.CreateSelect(B.CreateICmpULT(Left, B.getInt32(Lanes)), Left,
                                B.getInt32(Lanes));
  B.CreateStore(Index, Current);
  auto *AfterCall = BasicBlock::Create(C, "chunk.next", F, RowNext);
  SwitchInst *Switch = B.CreateSwitch(At, AfterCall, Regions.size());
  for (auto [Stop, Region] : enumerate(Regions)) {
    if (!Region)
      continue;
    auto *Case = BasicBlock::Create(C, "stop", F, AfterCall);
    Switch->addCase(B.getInt32(unsigned(Stop)), Case);
    IRBuilder<> CB(Case);
    CB.CreateCall(Region, {D, First, Frames, Count, Stops});
    CB.CreateBr(AfterCall);
  }
  B.SetInsertPoint(AfterCall);
  Value *NextX = B.CreateAdd(X, B.getInt32(Lanes));
  X->addIncoming(NextX, AfterCall);
  B.CreateCondBr(B.CreateICmpULT(NextX, NX), Chunk, RowNext);
  B.SetInsertPoint(RowNext);
  Value *NextRow = B.CreateAdd(Row, B.getInt32(1));
  Row->addIncoming(NextRow, RowNext);
  B.CreateCondBr(B.CreateICmpULT(NextRow, RowCount), RowHead, Exit);
  B.SetInsertPoint(Exit);
  B.CreateRetVoid();
  return F;
}
