//===- BuiltinOperator.cpp - User operators MSL has built in --------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Analysis/BuiltinOperator.h"
#include "Driver/CudaHeaders.h"

#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"

using namespace clang;

namespace metalify {
namespace {

/// The element type of \p T when it is one of CUDA's vector types of two
/// to four components (`uint4`: a struct of our headers with fields x, y,
/// z, w of one arithmetic type), which MSL has built in; else null.
QualType vectorElement(QualType T, const SourceManager &SM) {
  const auto *R = dyn_cast_or_null<CXXRecordDecl>(
      T.getCanonicalType()->getAsRecordDecl());
  if (!R || !R->hasDefinition() || R->hasUserDeclaredConstructor() ||
      !isInCudaOrSystemHeader(SM, R->getLocation()))
    return QualType();
  static constexpr llvm::StringLiteral Names = "xyzw";
  QualType Element;
  unsigned N = 0;
  for (const FieldDecl *F : R->fields()) {
    QualType FT = F->getType().getCanonicalType();
    if (N == Names.size() || F->getName() != Names.substr(N, 1) ||
        !FT->isArithmeticType() || (N && FT != Element))
      return QualType();
    Element = FT;
    ++N;
  }
  return N >= 2 ? Element : QualType();
}

/// What an operand of type \p T is to the built-in operators: the CUDA
/// vector type it names (references and qualifiers aside) in \p Vector,
/// else itself in \p Scalar.
void classify(QualType T, QualType &Vector, QualType &Scalar,
              const SourceManager &SM) {
  QualType Value = T.getNonReferenceType().getCanonicalType();
  Value = Value.getUnqualifiedType();
  if (!vectorElement(Value, SM).isNull())
    Vector = Value;
  else
    Scalar = Value;
}

/// True when the operands \p Params fit one built-in vector operator: one
/// vector type, and a scalar only of its element type. Sets \p Vector.
bool operandsFit(ArrayRef<ParmVarDecl *> Params, QualType &Vector,
                 const SourceManager &SM) {
  QualType Scalar;
  for (const ParmVarDecl *P : Params) {
    QualType V, S;
    classify(P->getType(), V, S, SM);
    if (!V.isNull() && !Vector.isNull() && V != Vector)
      return false;
    if (!V.isNull())
      Vector = V;
    if (!S.isNull())
      Scalar = S;
  }
  return !Vector.isNull() &&
         (Scalar.isNull() || Scalar == vectorElement(Vector, SM));
}

/// True when MSL defines \p Op on vectors of \p Element only for integers.
bool needsIntegers(OverloadedOperatorKind Op) {
  switch (Op) {
  case OO_Percent: case OO_Amp: case OO_Pipe: case OO_Caret:
  case OO_LessLess: case OO_GreaterGreater: case OO_Tilde:
  case OO_PercentEqual: case OO_AmpEqual: case OO_PipeEqual:
  case OO_CaretEqual: case OO_LessLessEqual: case OO_GreaterGreaterEqual:
    return true;
  default:
    return false;
  }
}

/// True for the compound assignments MSL defines on vectors.
bool isCompoundAssignment(OverloadedOperatorKind Op) {
  switch (Op) {
  case OO_PlusEqual: case OO_MinusEqual: case OO_StarEqual:
  case OO_SlashEqual: case OO_PercentEqual: case OO_AmpEqual:
  case OO_PipeEqual: case OO_CaretEqual: case OO_LessLessEqual:
  case OO_GreaterGreaterEqual:
    return true;
  default:
    return false;
  }
}

/// True for the binary operators MSL defines on vectors, component-wise
/// and with a vector result (comparisons give bool vectors: not these).
bool isArithmetic(OverloadedOperatorKind Op) {
  switch (Op) {
  case OO_Plus: case OO_Minus: case OO_Star: case OO_Slash: case OO_Percent:
  case OO_Amp: case OO_Pipe: case OO_Caret: case OO_LessLess:
  case OO_GreaterGreater:
    return true;
  default:
    return false;
  }
}

/// True when \p F, a compound assignment on \p Vector, updates its first
/// operand in place and returns nothing or that operand, as MSL's does.
bool isBuiltinAssignment(const FunctionDecl *F, QualType Vector) {
  QualType Target = F->getParamDecl(0)->getType();
  if (!Target->isLValueReferenceType() ||
      Target.getNonReferenceType().isConstQualified() ||
      Target.getNonReferenceType().getCanonicalType().getUnqualifiedType() !=
          Vector)
    return false;
  QualType Result = F->getReturnType();
  return Result->isVoidType() ||
         (Result->isLValueReferenceType() &&
          Result.getNonReferenceType().getCanonicalType() == Vector);
}

} // namespace

bool isMslBuiltinOperator(const FunctionDecl *F, const SourceManager &SM) {
  OverloadedOperatorKind Op = F->getOverloadedOperator();
  if (Op == OO_None || isa<CXXMethodDecl>(F) || F->isTemplated() ||
      isInCudaOrSystemHeader(SM, F->getLocation()))
    return false;
  QualType Vector;
  if (!operandsFit(F->parameters(), Vector, SM))
    return false;
  if (needsIntegers(Op) && !vectorElement(Vector, SM)->isIntegerType())
    return false;
  if (isCompoundAssignment(Op))
    return F->getNumParams() == 2 && isBuiltinAssignment(F, Vector);
  bool Unary = F->getNumParams() == 1 &&
               (Op == OO_Minus || Op == OO_Plus || Op == OO_Tilde);
  bool Binary = F->getNumParams() == 2 && isArithmetic(Op);
  return (Unary || Binary) &&
         F->getReturnType().getCanonicalType().getUnqualifiedType() == Vector;
}

} // namespace metalify
