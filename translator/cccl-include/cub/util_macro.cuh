//===- cub/util_macro.cuh - Common CUB macros --------------------*- CUDA -*-===//
//
// Part of metalify's own subset of CUB, written from CUB's documented API.
//
//===----------------------------------------------------------------------===//

#ifndef METALIFY_CUB_UTIL_MACRO_CUH
#define METALIFY_CUB_UTIL_MACRO_CUH

#include <cub/config.cuh>

#ifndef CUB_MAX
/// Larger of \p a and \p b (evaluates its arguments more than once).
#define CUB_MAX(a, b) (((b) > (a)) ? (b) : (a))
#endif

#ifndef CUB_MIN
/// Smaller of \p a and \p b (evaluates its arguments more than once).
#define CUB_MIN(a, b) (((b) < (a)) ? (b) : (a))
#endif

#ifndef CUB_QUOTIENT_FLOOR
/// Quotient of \p x / \p y rounded down.
#define CUB_QUOTIENT_FLOOR(x, y) ((x) / (y))
#endif

#ifndef CUB_QUOTIENT_CEILING
/// Quotient of \p x / \p y rounded up.
#define CUB_QUOTIENT_CEILING(x, y) (((x) + (y)-1) / (y))
#endif

#ifndef CUB_ROUND_UP_NEAREST
/// \p x rounded up to the nearest multiple of \p y.
#define CUB_ROUND_UP_NEAREST(x, y) ((((x) + (y)-1) / (y)) * (y))
#endif

#ifndef CUB_ROUND_DOWN_NEAREST
/// \p x rounded down to the nearest multiple of \p y.
#define CUB_ROUND_DOWN_NEAREST(x, y) (((x) / (y)) * (y))
#endif

#ifndef CUB_STATIC_ASSERT
#define CUB_STATIC_ASSERT(cond, msg) static_assert(cond, #msg)
#endif

#endif // METALIFY_CUB_UTIL_MACRO_CUH
