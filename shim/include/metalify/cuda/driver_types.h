//===- driver_types.h - Forwards to the runtime --------------- -*- C++ -*-===//
//
// Part of metalify. `metalify cc` puts this folder on the include path of
// plain .cpp inputs, so host files that include <driver_types.h> directly
// compile against the shim's CUDA runtime API.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_CUDA_DRIVER_TYPES_H
#define METALIFY_CUDA_DRIVER_TYPES_H

#include "metalify/runtime.h"

#endif
