//===- cooperative_groups/scan.h - Group scan -----------------*- C++ -*-===//
//
// Part of metalify. The declarations live in cooperative_groups.h.
//
//===----------------------------------------------------------------------===//
#include "../cooperative_groups.h"
