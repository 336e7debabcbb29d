// A device function of a user header whose macro use needs rewriting
// inside: user headers are pre-expanded like the .cu file.
#define SYNC_THEN(x) (__syncthreads(), (x))
__device__ inline float syncedRead(const float *p) {
  return SYNC_THEN(p[1]);
}
