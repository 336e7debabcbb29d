// A helper header in the style of the CUDA samples' helper_cuda.h: what it
// declares depends on NVIDIA's include guards.
#include <cstdio>

inline void printGuards(const char *who) {
  printf("%s:", who);
#ifdef __CUDA_RUNTIME_H__
  printf(" runtime");
#endif
#ifdef __CUDA_RUNTIME_API_H__
  printf(" runtime_api");
#endif
#ifdef __DRIVER_TYPES_H__
  printf(" driver_types");
#endif
#ifdef __VECTOR_TYPES_H__
  printf(" vector_types");
#endif
  printf("\n");
}

#ifdef __DRIVER_TYPES_H__
#define checkErrors(val) reportError((val), #val)
inline int reportError(cudaError_t e, const char *what) {
  if (e != cudaSuccess)
    printf("%s failed: %s\n", what, cudaGetErrorName(e));
  return e != cudaSuccess;
}
#endif
