// Launches (the <<<>>> row) inside macro arguments (error-check macros) and
// inside macro bodies are rewritten where they are written, also when the
// kernel is a macro parameter or a macro of its own.
// RUN: rm -rf %t.out && %blank-checks %s %t.cu
// RUN: %metalify translate %t.cu -o %t.out
// RUN: FileCheck %s --input-file %t.out/%basename_t.tmp.cpp
// RUN: %cxx -std=c++17 -fsyntax-only -I %shim_include %t.out/%basename_t.tmp.cpp

#define CHECK(call)                                                            \
  do {                                                                         \
    cudaError_t err = (call);                                                  \
    if (err != cudaSuccess)                                                    \
      return err;                                                              \
  } while (0)
#define CHECK_LAUNCH(...) __VA_ARGS__
// CHECK: #define LAUNCH_ALL(n, x) metalify::launch(fill, ((n) + 127) / 128, 128, 0, 0, x, n)
#define LAUNCH_ALL(n, x) fill<<<((n) + 127) / 128, 128>>>(x, n)
// CHECK: #define RUN_ON(kern, blocks) metalify::launch(kern, blocks, 128, 0, 0, x, n)
#define RUN_ON(kern, blocks) kern<<<blocks, 128>>>(x, n)
#define FILL_KERNEL fill

__global__ void fill(float *x, int n) {
  int i = blockIdx.x * 128 + threadIdx.x;
  if (i < n)
    x[i] = 1.0f;
}

__global__ void clear(float *x, int n) {
  int i = blockIdx.x * 128 + threadIdx.x;
  if (i < n)
    x[i] = 0.0f;
}

cudaError_t run(float *x, int n) {
  // CHECK: CHECK((metalify::launch(fill, 1, 128, 0, 0, x, n), cudaSuccess));
  CHECK((fill<<<1, 128>>>(x, n), cudaSuccess));
  // CHECK: CHECK_LAUNCH(metalify::launch(fill, 2, 64, 0, 0, x, n));
  CHECK_LAUNCH(fill<<<2, 64>>>(x, n));
  // The macro body is rewritten once, however often it expands.
  // CHECK: LAUNCH_ALL(n, x);
  LAUNCH_ALL(n, x);
  // CHECK: LAUNCH_ALL(2 * n, x);
  LAUNCH_ALL(2 * n, x);
  // One body, two kernels: the parameter is where the call opens.
  // CHECK: RUN_ON(fill, 4);
  RUN_ON(fill, 4);
  // CHECK: RUN_ON(clear, 2);
  RUN_ON(clear, 2);
  // CHECK: metalify::launch(FILL_KERNEL, 1, 32, 0, 0, x, n);
  FILL_KERNEL<<<1, 32>>>(x, n);
  return cudaSuccess;
}
