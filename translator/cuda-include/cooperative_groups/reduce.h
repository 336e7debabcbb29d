//===- cooperative_groups/reduce.h - Group reduce -----------------*- C++ -*-===//
//
// Part of metalify. The declarations live in cooperative_groups.h.
//
//===----------------------------------------------------------------------===//
#include "../cooperative_groups.h"
