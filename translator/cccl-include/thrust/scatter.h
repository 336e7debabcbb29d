//===- thrust/scatter.h - Thrust subset public header ---------------------===//
//
// Part of metalify's own subset of Thrust. Every public header provides the
// whole subset (see thrust/detail/all.h).
//
//===----------------------------------------------------------------------===//

#ifndef METALIFY_THRUST_SCATTER_H
#define METALIFY_THRUST_SCATTER_H

#include <thrust/detail/all.h>

namespace thrust {
namespace detail {
} // namespace detail
} // namespace thrust

#endif // METALIFY_THRUST_SCATTER_H
