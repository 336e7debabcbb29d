//===- cuda_runtime_api.h - Forwards to the runtime ----------- -*- C++ -*-===//
//
// Part of metalify. `metalify cc` puts this folder on the include path of
// plain .cpp inputs, so host files that include <cuda_runtime_api.h> directly
// compile against the shim's CUDA runtime API.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_CUDA_CUDA_RUNTIME_API_H
#define METALIFY_CUDA_CUDA_RUNTIME_API_H

#include "metalify/runtime.h"

#endif
