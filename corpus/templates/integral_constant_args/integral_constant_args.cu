// std::integral_constant tags as kernel and device-function parameters:
// an empty argument that picks a branch at compile time.
#include <cstdio>
#include <type_traits>

template <bool Accumulate>
__device__ void store(float *out, float v, std::bool_constant<Accumulate>) {
  if constexpr (Accumulate)
    *out += v;
  else
    *out = v;
}

template <typename T, bool Accumulate>
__global__ void scaleInto(T *out, const T *in, T by,
                          std::bool_constant<Accumulate> tag) {
  int i = threadIdx.x;
  store(&out[i], in[i] * by, tag);
}

__global__ void fill(int *out, std::integral_constant<int, 7> seven,
                     std::true_type) {
  out[threadIdx.x] = decltype(seven)::value * (1 + (int)threadIdx.x);
}

int main() {
  const int n = 8;
  float h[n], *in, *out;
  for (int i = 0; i < n; ++i)
    h[i] = (float)i;
  cudaMalloc(&in, sizeof h);
  cudaMalloc(&out, sizeof h);
  cudaMemcpy(in, h, sizeof h, cudaMemcpyHostToDevice);
  scaleInto<<<1, n>>>(out, in, 2.0f, std::bool_constant<false>{});
  scaleInto<<<1, n>>>(out, in, 0.5f, std::true_type{});
  float r[n];
  cudaMemcpy(r, out, sizeof r, cudaMemcpyDeviceToHost);
  int *d, ri[n];
  cudaMalloc(&d, sizeof ri);
  fill<<<1, n>>>(d, std::integral_constant<int, 7>{}, std::true_type{});
  cudaMemcpy(ri, d, sizeof ri, cudaMemcpyDeviceToHost);
  int wrong = 0;
  for (int i = 0; i < n; ++i) {
    printf("%d: %.2f %d\n", i, r[i], ri[i]);
    wrong += r[i] != 2.5f * i || ri[i] != 7 + 7 * i;
  }
  printf("%s\n", wrong ? "FAIL" : "PASS");
  return 0;
}
