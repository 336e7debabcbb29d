//===- thrust/detail/all.h - The whole Thrust subset ----------------------===//
//
// Part of metalify's own subset of Thrust, written from Thrust's documented
// API. Every public Thrust header includes this file.
//
//===----------------------------------------------------------------------===//

#ifndef METALIFY_THRUST_DETAIL_ALL_H
#define METALIFY_THRUST_DETAIL_ALL_H

#include <thrust/detail/core.h>
#include <thrust/detail/algorithms.h>
#include <thrust/detail/vectors.h>

namespace thrust {
namespace detail {
} // namespace detail
} // namespace thrust

#endif // METALIFY_THRUST_DETAIL_ALL_H
