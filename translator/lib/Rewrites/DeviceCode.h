//===- DeviceCode.h - Which declarations are device code -------*- C++ -*-===//
//
// Part of metalify. Classifies declarations by their CUDA qualifiers, as the
// user wrote them (Clang's implicit __host__ __device__ on constexpr
// functions does not make a function device-only).
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_REWRITES_DEVICECODE_H
#define METALIFY_REWRITES_DEVICECODE_H

namespace clang {
class FunctionDecl;
class VarDecl;
} // namespace clang

namespace metalify {

/// A __global__ function.
bool isKernel(const clang::FunctionDecl &FD);
/// A __device__ function that is not also __host__.
bool isDeviceOnly(const clang::FunctionDecl &FD);
/// A namespace-scope or static member variable in device memory
/// (__device__, __constant__, __shared__, __managed__).
bool isDeviceVariable(const clang::VarDecl &VD);
/// A __managed__ variable.
bool isManagedVariable(const clang::VarDecl &VD);

} // namespace metalify

#endif
