// Cost of one double operation in device code (metalify::f64, docs/fp64.md)
// on the CPU backend, end to end through `metalify cc`: each kernel runs a
// chain of dependent operations per thread (so the operations cannot
// overlap), and the host divides the kernel's time by the number of
// operations. Run it twice, on the host's double (the default) and on the
// software arithmetic Metal runs (METALIFY_CPU_FP64=software):
//
//   build/bin/metalify cc -O2 bench/fp64_ops.cu -o /tmp/fp64_ops
//   /tmp/fp64_ops && METALIFY_CPU_FP64=software /tmp/fp64_ops
#include <chrono>
#include <cstdio>

constexpr int kThreads = 1 << 14;
constexpr int kChain = 256;

__global__ void chainAdd(double *x, double y) {
  double v = x[blockIdx.x * blockDim.x + threadIdx.x];
  for (int i = 0; i < kChain; ++i)
    v = v + y;
  x[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

__global__ void chainMul(double *x, double y) {
  double v = x[blockIdx.x * blockDim.x + threadIdx.x];
  for (int i = 0; i < kChain; ++i)
    v = v * y;
  x[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

__global__ void chainDiv(double *x, double y) {
  double v = x[blockIdx.x * blockDim.x + threadIdx.x];
  for (int i = 0; i < kChain; ++i)
    v = y / v;
  x[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

__global__ void chainSqrt(double *x, double y) {
  double v = x[blockIdx.x * blockDim.x + threadIdx.x];
  for (int i = 0; i < kChain; ++i)
    v = sqrt(v + y);
  x[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

__global__ void chainExp(double *x, double y) {
  double v = x[blockIdx.x * blockDim.x + threadIdx.x];
  for (int i = 0; i < kChain; ++i)
    v = exp(v * y);
  x[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

template <typename Kernel>
static double nanosecondsPerOp(Kernel K, double *X, double Y) {
  K<<<kThreads / 128, 128>>>(X, Y); // compile and warm up
  cudaDeviceSynchronize();
  auto Start = std::chrono::steady_clock::now();
  const int Runs = 5;
  for (int R = 0; R < Runs; ++R)
    K<<<kThreads / 128, 128>>>(X, Y);
  cudaDeviceSynchronize();
  double Seconds = std::chrono::duration<double>(
                       std::chrono::steady_clock::now() - Start)
                       .count();
  return Seconds * 1e9 / ((double)Runs * kThreads * kChain);
}

int main() {
  double *X;
  cudaMallocManaged(&X, kThreads * sizeof(double));
  for (int I = 0; I < kThreads; ++I)
    X[I] = 1.0 + I * 1e-6;
  printf("add   %6.2f ns\n", nanosecondsPerOp(chainAdd, X, 1e-9));
  printf("mul   %6.2f ns\n", nanosecondsPerOp(chainMul, X, 1.0000001));
  printf("div   %6.2f ns\n", nanosecondsPerOp(chainDiv, X, 1.5));
  printf("sqrt  %6.2f ns (with an add)\n", nanosecondsPerOp(chainSqrt, X, 0.25));
  printf("exp   %6.2f ns (with a mul)\n", nanosecondsPerOp(chainExp, X, 0.001));
  return 0;
}
