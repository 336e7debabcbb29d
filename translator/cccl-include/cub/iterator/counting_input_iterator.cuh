//===- cub/iterator/counting_input_iterator.cuh ------------------*- CUDA -*-===//
//
// Part of metalify's own subset of CUB. CountingInputIterator is defined
// with ConstantInputIterator.
//
//===----------------------------------------------------------------------===//

#include <cub/iterator/constant_input_iterator.cuh>
