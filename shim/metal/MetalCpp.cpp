//===- MetalCpp.cpp - metal-cpp's private implementation ------------------===//
//
// Part of metalify. metal-cpp defines its selector and class tables in the
// translation unit that defines these two macros; exactly one of ours does.
//
//===----------------------------------------------------------------------===//
#define NS_PRIVATE_IMPLEMENTATION
#define MTL_PRIVATE_IMPLEMENTATION
#include "metal/MetalCpp.h"
