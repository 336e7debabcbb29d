// Exercises shared memory declared as raw words and viewed as a typed struct
// through a member function that returns `*this` reinterpreted (the
// "uninitialized storage" idiom of collective libraries), a derived
// TempStorage type, and a collective object holding a reference to it.
#include <cstdio>

struct Exchange {
  float vals[128];
  int count;
};

template <typename T>
struct RawStorage {
  unsigned int words[(sizeof(T) + 3) / 4];
  __device__ T &view() { return reinterpret_cast<T &>(*this); }
  __device__ RawStorage &self() { return *this; }
};

class BlockReverser {
public:
  struct TempStorage : RawStorage<Exchange> {};

  __device__ BlockReverser(TempStorage &storage)
      : shared(storage.self().view()), tid(threadIdx.x) {}

  __device__ float reverse(float v) {
    shared.vals[tid] = v;
    if (tid == 0)
      shared.count = blockDim.x;
    __syncthreads();
    float r = shared.vals[shared.count - 1 - tid];
    __syncthreads();
    return r;
  }

private:
  Exchange &shared;
  int tid;
};

__global__ void reverseBlocks(const float *in, float *out) {
  __shared__ BlockReverser::TempStorage storage;
  BlockReverser reverser(storage);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = reverser.reverse(in[i]) + 0.5f * blockIdx.x;
}

int main() {
  const int Blocks = 6, Threads = 128, N = Blocks * Threads;
  float h[N], r[N];
  for (int i = 0; i < N; ++i)
    h[i] = (float)((i * 37) % 101) - 50.0f;
  float *din, *dout;
  cudaMalloc(&din, sizeof h);
  cudaMalloc(&dout, sizeof r);
  cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
  reverseBlocks<<<Blocks, Threads>>>(din, dout);
  cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost);
  int bad = 0;
  double sum = 0;
  for (int b = 0; b < Blocks; ++b)
    for (int t = 0; t < Threads; ++t) {
      float want = h[b * Threads + Threads - 1 - t] + 0.5f * b;
      float got = r[b * Threads + t];
      bad += got != want;
      sum += got * (t + 1);
    }
  printf("first %.1f %.1f last %.1f\n", r[0], r[1], r[N - 1]);
  printf("weighted sum %.1f\n", sum);
  printf("mismatches %d\n", bad);
  printf("%s\n", bad ? "FAIL" : "PASS");
  cudaFree(din);
  cudaFree(dout);
  return bad != 0;
}
