//===- CompileTimeCall.h - Calls evaluated at compile time -----*- C++ -*-===//
//
// Part of metalify. A call of a constexpr function of the program whose
// arguments are constants (`cilog2(kWidth)`) is evaluated by the compiler,
// as nvcc evaluates it: it is not a call at run time. Such a call adds no
// edge to the device call graph (a recursive constexpr helper used only
// this way is legal MSL: Metal forbids run-time recursion) and the MSL has
// its value in its place (CompileTimeCallRewrite). One query serves the
// analysis and the rewrite, so they always agree.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_ANALYSIS_COMPILETIMECALL_H
#define METALIFY_ANALYSIS_COMPILETIMECALL_H

#include "clang/AST/APValue.h"

#include <optional>

namespace clang {
class ASTContext;
class Stmt;
} // namespace clang

namespace metalify {

/// The value of \p S, evaluated at compile time, when it is a call of a
/// constexpr device function defined in the program (or the C++ library:
/// `std::numeric_limits<float>::max()`) or a constant of namespace std
/// (`std::is_same<T, float>::value`, `std::is_same_v<...>`), or a
/// constant double expression converted at once to another type
/// (`float(-0x1.8p-1)`), with an
/// integer, enumeration, bool, float or half result (an Int or a Float
/// APValue); none otherwise.
std::optional<clang::APValue> compileTimeValue(const clang::Stmt *S,
                                               const clang::ASTContext &Ctx);

} // namespace metalify

#endif
