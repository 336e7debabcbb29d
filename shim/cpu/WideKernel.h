//===- WideKernel.h - Barrier-free kernels over vector lanes ----*- C++ -*-===//
//
// Part of metalify. Whole-function vectorisation of a kernel without
// barriers or SIMD-group functions: the thread entry, fully inlined, becomes
// a function that runs METALIFY_WIDE_LANES consecutive threads of a
// SIMD-group at once, one vector lane each, statement by statement (as a
// GPU's SIMD-group runs them). Branches become masks, loops run while any
// lane is still in them, memory accesses become masked gathers and
// scatters, and what has no vector form (atomics, calls) runs lane by lane
// in lane order. LLVM's loop vectorizer cannot do this for a kernel whose
// body holds a loop (it vectorizes only innermost loops), which is where the
// time of real kernels goes.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_SHIM_CPU_WIDEKERNEL_H
#define METALIFY_SHIM_CPU_WIDEKERNEL_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <string>

namespace llvm {
class Function;
class FunctionType;
class LLVMContext;
} // namespace llvm

namespace metalify::cpu {

/// Prefix of the functions that run a chunk of threads as vector lanes:
/// `void __metalify_wide_K(const MetalifyDispatch *, const MetalifyThread *,
/// unsigned Count)`, declared by the entry points and defined here.
inline constexpr llvm::StringLiteral WideEntryPrefix = "__metalify_wide_";
/// Prefix of the group entries that call them (EntryPoints.cpp).
inline constexpr llvm::StringLiteral WideGroupPrefix = "__metalify_widegroup_";

/// False when METALIFY_CPU_WIDE=0 asks for the scalar thread loops (for
/// comparison); part of the compile cache's key.
bool wideKernelsEnabled();

/// Whether \p F, or a function it calls, contains a loop: the kernels worth
/// widening (without one, LLVM's loop vectorizer handles the thread loop).
bool reachesLoop(const llvm::Function &F);

/// Defines \p Wide, a declaration with the signature above, as the
/// vectorised form of \p Source: a copy of the thread entry that calls
/// nothing but intrinsics and declarations and is in LCSSA form. Returns
/// false, with \p WhyNot set and \p Wide left a declaration, for code it
/// cannot vectorise (the kernel then keeps its scalar loop).
bool buildWideKernel(llvm::Function &Source, llvm::Function &Wide,
                     std::string &WhyNot);

/// The type of a region run in vector lanes: `void (const MetalifyDispatch
/// *D, const MetalifyThread *First, unsigned char *Frames, unsigned Count,
/// unsigned *Stops)`. Lane L runs thread First->IndexInThreadgroup + L
/// (L < Count) if it waits at the region's stop, with its frame at
/// Frames + index * FrameSize, and writes where it stopped to Stops[index].
llvm::FunctionType *wideRegionType(llvm::LLVMContext &C);

/// Defines \p Wide (wideRegionType) as the vectorised form of \p Region, a
/// copy of a resumable entry that starts only at \p Stop (copyRegion),
/// calling nothing but intrinsics and declarations.
bool buildWideRegion(llvm::Function &Region, llvm::Function &Wide,
                     unsigned Stop, uint64_t FrameSize, std::string &WhyNot);

/// A function with the signature of the region loops \p Scalar
/// (metalify_cpu_abi.h) that runs each row of the threadgroup in chunks
/// through \p Regions (one per stop, from 0), and calls \p Scalar for the
/// stops whose region is null and for threadgroups whose rows are narrower
/// than half a chunk.
llvm::Function *buildWideRegionLoops(llvm::Function &Scalar,
                                     llvm::ArrayRef<llvm::Function *> Regions);

} // namespace metalify::cpu

#endif
