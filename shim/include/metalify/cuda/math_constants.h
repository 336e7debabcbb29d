//===- math_constants.h - <math_constants.h> for plain .cpp inputs -*- C++ -*-=//
//
// Part of metalify. Lets a .cpp file given to `metalify cc` include
// <math_constants.h> as it would with nvcc.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_CUDA_MATH_CONSTANTS_H
#define METALIFY_CUDA_MATH_CONSTANTS_H

#include "metalify/math_constants.h"

#endif
