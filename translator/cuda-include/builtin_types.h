//===- builtin_types.h - CUDA's built-in types -----------------*- C++ -*-===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#ifndef __METALIFY_BUILTIN_TYPES_H
#define __METALIFY_BUILTIN_TYPES_H

#include "driver_types.h"
#include "vector_types.h"

#endif
