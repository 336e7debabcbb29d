//===- BuiltinOperator.h - User operators MSL has built in -----*- C++ -*-===//
//
// Part of metalify. CUDA's vector types are structs, so programs define
// their arithmetic (`__device__ uint4 operator+(uint4 a, uint4 b)`, as
// helper_math.h does). In MSL they are built-in vectors whose operators
// already work component by component, and an overload on them is an
// error ("must have at least one parameter of class or enumeration
// type"). Such a user operator is not emitted; its calls, written as
// operators, resolve to the built-in one. Only operators whose signature
// is that of the built-in are recognized (a `float operator*(float4,
// float4)` dot product is not).
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_ANALYSIS_BUILTINOPERATOR_H
#define METALIFY_ANALYSIS_BUILTINOPERATOR_H

namespace clang {
class FunctionDecl;
class SourceManager;
} // namespace clang

namespace metalify {

/// True when \p F is a non-member operator on CUDA vector types (and
/// their element type) that MSL provides with the same signature and
/// component-wise meaning: `+ - * /` (and `% & | ^ << >> ~` on integer
/// vectors), unary `-` and `+`, and their compound assignments.
bool isMslBuiltinOperator(const clang::FunctionDecl *F,
                          const clang::SourceManager &SM);

} // namespace metalify

#endif
