//===- cub/util_debug.cuh - Error checking helpers ---------------*- CUDA -*-===//
//
// Part of metalify's own subset of CUB, written from CUB's documented API.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// CubDebug / CubDebugExit / _CubLog. As in CUB, errors are printed to stderr
/// only when CUB_STDERR is defined before inclusion.
///
//===----------------------------------------------------------------------===//

#ifndef METALIFY_CUB_UTIL_DEBUG_CUH
#define METALIFY_CUB_UTIL_DEBUG_CUH

#include <cub/config.cuh>
#include <cstdio>
#include <cstdlib>

namespace cub {

/// Returns \p error unchanged; when CUB_STDERR is defined and \p error is not
/// cudaSuccess, prints it with \p filename and \p line to stderr.
__host__ inline cudaError_t Debug(cudaError_t error, const char *filename,
                                  int line) {
#ifdef CUB_STDERR
  if (error != cudaSuccess)
    fprintf(stderr, "CUDA error %d [%s, %d]: %s\n", (int)error, filename, line,
            cudaGetErrorString(error));
#else
  (void)filename;
  (void)line;
#endif
  return error;
}

} // namespace cub

#ifndef CubDebug
/// Checks \p e (a cudaError_t expression) and yields it.
#define CubDebug(e) ::cub::Debug((cudaError_t)(e), __FILE__, __LINE__)
#endif

#ifndef CubDebugExit
/// Checks \p e and exits the process when it is not cudaSuccess.
#define CubDebugExit(e)                                                        \
  do {                                                                         \
    if (::cub::Debug((cudaError_t)(e), __FILE__, __LINE__))                    \
      exit(1);                                                                 \
  } while (0)
#endif

#ifndef _CubLog
/// printf-style logging (host and device).
#define _CubLog(format, ...) printf(format, __VA_ARGS__)
#endif

#endif // METALIFY_CUB_UTIL_DEBUG_CUH
