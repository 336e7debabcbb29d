//===- cooperative_groups.h - Host side of cooperative groups ---*- C++ -*-===//
//
// Part of metalify. What translated host code gets for
// <cooperative_groups.h>: the runtime header and the namespace, so that
// `namespace cg = cooperative_groups;` at file scope keeps compiling. Groups
// exist only in device code (the .metal file); host code cannot use them,
// as in CUDA.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_COOPERATIVE_GROUPS_H
#define METALIFY_COOPERATIVE_GROUPS_H
#include "metalify/detail/macro_shield_push.h"

#include "metalify/runtime.h"

namespace cooperative_groups {}

#include "metalify/detail/macro_shield_pop.h"
#endif
