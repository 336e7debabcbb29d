// A device macro whose expansion cannot be translated at all still fails
// closed, at the line of the use, after pre-expansion.
#include <cuda_runtime.h>
#define GRID_SYNC() cooperative_groups::this_grid().sync()
#include <cooperative_groups.h>
#define CLAMP01(x) (fminf(fmaxf((x), 0.f), 1.f))

__global__ void k(float *o) {
  o[0] = CLAMP01(o[0]);
  GRID_SYNC();
}
int main() { return 0; }
