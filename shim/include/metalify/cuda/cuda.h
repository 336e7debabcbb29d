//===- cuda.h - Forwards to the runtime ----------------------- -*- C++ -*-===//
//
// Part of metalify. `metalify cc` puts this folder on the include path of
// plain .cpp inputs, so host files that include <cuda.h> directly compile
// against the shim's CUDA runtime API.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_CUDA_CUDA_H
#define METALIFY_CUDA_CUDA_H

#include "metalify/runtime.h"

#endif
