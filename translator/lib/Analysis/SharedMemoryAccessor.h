//===- SharedMemoryAccessor.h - Classes that hand out extern shared -*- C++ -*-===//
//
// Part of metalify. CUDA forbids two `extern __shared__` arrays of different
// types with one name, so templated kernels (the CUDA samples' reductions
// and scans) reach dynamic shared memory through a small class whose
// conversion operators declare the array and return a cast of it:
//
//   template <class T> struct SharedMemory {
//     __device__ operator T *() { extern __shared__ int __smem[]; return (T *)__smem; }
//   };
//   T *sdata = SharedMemory<T>();
//
// MSL has no threadgroup variables outside kernel scope, so the class cannot
// be emitted: each conversion becomes a view of the kernel's dynamic
// threadgroup buffer instead (SharedMemoryRewrite), and the class is left
// out of the module (DeclarationOrder).
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_ANALYSIS_SHAREDMEMORYACCESSOR_H
#define METALIFY_ANALYSIS_SHAREDMEMORYACCESSOR_H

namespace clang {
class CXXRecordDecl;
class Expr;
class FunctionDecl;
class VarDecl;
} // namespace clang

namespace metalify {

/// The `extern __shared__` array \p F returns when \p F is a conversion
/// operator of that shape (declarations, then `return (T *)array;`), else
/// null. Template instances are judged by their pattern.
const clang::VarDecl *accessedDynamicShared(const clang::FunctionDecl *F);

/// True when \p R is such a class: no fields, and every user-written
/// member function is an accessor conversion.
bool isSharedMemoryAccessor(const clang::CXXRecordDecl *R);

/// The conversion of \p E (implicit or explicit) through an accessor
/// class's operator, or null.
const clang::FunctionDecl *accessorConversion(const clang::Expr *E);

} // namespace metalify

#endif
