// Lambdas in device code below MSL 3.2 (which has none) become function
// objects: a struct per lambda, declared before the functions in the
// namespace of the function that holds it, one member per capture (explicit
// and implicit; by-reference captures as `thread` references), the call
// operator defined out of line after its callees (const unless mutable; one
// overload per instance of a generic lambda), and the lambda expression
// replaced by `Name{captures}`. Built-in variables the body reads are
// members too (an operator call cannot pass them as helper parameters).
// Captured pointers keep their space and constness, pointer parameters give
// one overload per space, default arguments are written out at each call.
// Uncaptured integer constants are copied in,
// template instances get their own structs, and closure types passed to
// device templates name the struct. The CPU backend runs the result.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: FileCheck %s --check-prefix=ERR --allow-empty --input-file %t.err
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal
// RUN: %cxx -std=c++17 -fsyntax-only -I %shim_include %t.dir/%basename_t.tmp.cpp
// RUN: env METALIFY_CACHE_DIR=%t.cache %metalify run %t.cu | FileCheck %s --check-prefix=EXEC

#include <cstdio>

template <class F, class T> __device__ T apply(F f, T x) { return f(x); }

namespace ops {
__device__ int square(int v) { return v * v; }

__global__ void captures(const int *in, int *out) {
  int i = threadIdx.x;
  int bias = i % 3;
  int hits = 0;
  const int kScale = 4;
  auto twice = [](int v) { return 2 * v; };
  auto addBias = [bias](int v) { return v + bias; };
  auto count = [&hits](int v) {
    if (v % 2 == 0)
      ++hits;
  };
  auto all = [=](int v) { return v * kScale + bias + square(v); };
  auto total = [&] { return hits + bias; };
  int v = addBias(twice(in[i]));
  count(v);
  count(in[i]);
  out[i] = all(v) * 100 + total();
}
} // namespace ops

__global__ void stateful(int *out) {
  int i = threadIdx.x;
  auto next = [n = i](int step) mutable {
    n += step;
    return n;
  };
  next(1);
  out[i] = next(10);
}

__global__ void generic(const float *in, float *out) {
  int i = threadIdx.x;
  auto twice = [](auto x) { return x + x; };
  float f = twice(in[i]);
  int k = twice(i);
  out[i] = f + k;
}

__global__ void passed(const float *in, float *out) {
  int i = threadIdx.x;
  float s = 3.0f;
  out[i] = apply([s](float v) { return v * s; }, in[i]) +
           apply([](int v) { return v + 1; }, i);
}

template <typename T, int N>
__global__ void scaled(const T *in, T *out) {
  int i = threadIdx.x;
  T factor = T(N);
  auto mul = [factor](T v) { return v * factor + T(N); };
  out[i] = apply(mul, in[i]);
}

__global__ void nested(int *out) {
  int i = threadIdx.x;
  int base = 7;
  auto outer = [base](int v) {
    auto inner = [base, v](int w) { return base * v + w; };
    return inner(1) + inner(2);
  };
  out[i] = outer(i);
}

__global__ void indexed(int *out) {
  auto idx = [] { return blockIdx.x * blockDim.x + threadIdx.x; };
  int base = 100;
  auto plusLane = [base](int v) { return v + base + (int)threadIdx.x; };
  int i = idx();
  out[i] = apply(plusLane, i * 1000);
}

__global__ void pointers(const float *in, float *out) {
  __shared__ float tile[8];
  int i = threadIdx.x;
  tile[i] = in[i];
  __syncthreads();
  const float *tp = tile;
  auto get = [in](int j) { return in[j]; };
  auto put = [out](int j, float v) { out[j] = v; };
  auto pick = [](const float *q, int j) { return q[j]; };
  auto scale = [](float x, float by = 2.0f) { return x * by; };
  int once = [&] { return i * 3; }();
  put(i, scale(get(i)) + scale(pick(tp, i), 3.0f) + pick(in, 7 - i) + once);
}

int main() {
  const int n = 8;
  int hi[n], ho[n];
  float hf[n], hfo[n];
  for (int i = 0; i < n; ++i) {
    hi[i] = i * 3;
    hf[i] = 0.5f * i;
  }
  int *di, *dout;
  float *df, *dfo;
  cudaMalloc(&di, sizeof hi);
  cudaMalloc(&dout, sizeof ho);
  cudaMalloc(&df, sizeof hf);
  cudaMalloc(&dfo, sizeof hfo);
  cudaMemcpy(di, hi, sizeof hi, cudaMemcpyHostToDevice);
  cudaMemcpy(df, hf, sizeof hf, cudaMemcpyHostToDevice);
  ops::captures<<<1, n>>>(di, dout);
  cudaMemcpy(ho, dout, sizeof ho, cudaMemcpyDeviceToHost);
  printf("captures:");
  for (int v : ho) printf(" %d", v);
  stateful<<<1, n>>>(dout);
  cudaMemcpy(ho, dout, sizeof ho, cudaMemcpyDeviceToHost);
  printf("\nmutable:");
  for (int v : ho) printf(" %d", v);
  generic<<<1, n>>>(df, dfo);
  cudaMemcpy(hfo, dfo, sizeof hfo, cudaMemcpyDeviceToHost);
  printf("\ngeneric:");
  for (float v : hfo) printf(" %g", v);
  passed<<<1, n>>>(df, dfo);
  cudaMemcpy(hfo, dfo, sizeof hfo, cudaMemcpyDeviceToHost);
  printf("\npassed:");
  for (float v : hfo) printf(" %g", v);
  scaled<float, 2><<<1, n>>>(df, dfo);
  cudaMemcpy(hfo, dfo, sizeof hfo, cudaMemcpyDeviceToHost);
  printf("\nscaled<float, 2>:");
  for (float v : hfo) printf(" %g", v);
  scaled<int, 3><<<1, n>>>(di, dout);
  cudaMemcpy(ho, dout, sizeof ho, cudaMemcpyDeviceToHost);
  printf("\nscaled<int, 3>:");
  for (int v : ho) printf(" %d", v);
  nested<<<1, n>>>(dout);
  cudaMemcpy(ho, dout, sizeof ho, cudaMemcpyDeviceToHost);
  printf("\nnested:");
  for (int v : ho) printf(" %d", v);
  pointers<<<1, n>>>(df, dfo);
  cudaMemcpy(hfo, dfo, sizeof hfo, cudaMemcpyDeviceToHost);
  printf("\npointers:");
  for (float v : hfo) printf(" %g", v);
  indexed<<<2, n / 2>>>(dout);
  cudaMemcpy(ho, dout, sizeof ho, cudaMemcpyDeviceToHost);
  printf("\nindexed:");
  for (int v : ho) printf(" %d", v);
  printf("\n");
  return 0;
}

// ERR-NOT: {{warning|error}}
// CHECK-NOT: [](
// CHECK-NOT: [=]
// CHECK-NOT: [&]
// The helper the lowered call operators call is declared ahead of them.
// CHECK-LABEL: namespace ops {
// CHECK-NEXT: int square(int v);
// CHECK-NEXT: }
// CHECK: namespace ops {
// CHECK-NEXT: struct captures_lambda_0 {
// CHECK-NEXT:   int operator()(int v) thread const;
// CHECK-NEXT: };
// CHECK-NEXT: }
// CHECK-NEXT: namespace ops {
// CHECK-NEXT: struct captures_lambda_1 {
// CHECK-NEXT:   int bias;
// CHECK-NEXT:   int operator()(int v) thread const;
// CHECK-NEXT: };
// CHECK-NEXT: }
// CHECK-NEXT: namespace ops {
// CHECK-NEXT: struct captures_lambda_2 {
// CHECK-NEXT:   thread int &hits;
// CHECK-NEXT:   void operator()(int v) thread const;
// CHECK-NEXT: };
// CHECK-NEXT: }
// CHECK-NEXT: namespace ops {
// CHECK-NEXT: struct captures_lambda_3 {
// CHECK-NEXT:   int bias;
// CHECK-NEXT:   int operator()(int v) thread const;
// CHECK-NEXT: };
// CHECK-NEXT: }
// CHECK-NEXT: namespace ops {
// CHECK-NEXT: struct captures_lambda_4 {
// CHECK-NEXT:   thread int &hits;
// CHECK-NEXT:   thread int &bias;
// CHECK-NEXT:   int operator()() thread const;
// CHECK-NEXT: };
// CHECK-NEXT: }
// CHECK-NEXT: struct stateful_lambda_0 {
// CHECK-NEXT:   int n;
// CHECK-NEXT:   int operator()(int step) thread;
// CHECK-NEXT: };
// CHECK-NEXT: struct generic_lambda_0 {
// CHECK-NEXT:   float operator()(float x) thread const;
// CHECK-NEXT:   int operator()(int x) thread const;
// CHECK-NEXT: };
// CHECK-NEXT: struct passed_lambda_0 {
// CHECK-NEXT:   float s;
// CHECK-NEXT:   float operator()(float v) thread const;
// CHECK-NEXT: };
// CHECK-NEXT: struct passed_lambda_1 {
// CHECK-NEXT:   int operator()(int v) thread const;
// CHECK-NEXT: };
// CHECK-NEXT: struct scaled_float_2_lambda_0 {
// CHECK-NEXT:   float factor;
// CHECK-NEXT:   float operator()(float v) thread const;
// CHECK-NEXT: };
// CHECK-NEXT: struct scaled_int_3_lambda_0 {
// CHECK-NEXT:   int factor;
// CHECK-NEXT:   int operator()(int v) thread const;
// CHECK-NEXT: };
// CHECK-NEXT: struct nested_lambda_0 {
// CHECK-NEXT:   int base;
// CHECK-NEXT:   int operator()(int v) thread const;
// CHECK-NEXT: };
// CHECK-NEXT: struct nested_lambda_0_lambda_0 {
// CHECK-NEXT:   int base;
// CHECK-NEXT:   int v;
// CHECK-NEXT:   int operator()(int w) thread const;
// CHECK-NEXT: };
// CHECK-NEXT: struct indexed_lambda_0 {
// CHECK-NEXT:   uint3 blockDim;
// CHECK-NEXT:   uint3 blockIdx;
// CHECK-NEXT:   uint3 threadIdx;
// CHECK-NEXT:   uint operator()() thread const;
// CHECK-NEXT: };
// CHECK-NEXT: struct indexed_lambda_1 {
// CHECK-NEXT:   int base;
// CHECK-NEXT:   uint3 threadIdx;
// CHECK-NEXT:   int operator()(int v) thread const;
// CHECK-NEXT: };
// CHECK-NEXT: struct pointers_lambda_0 {
// CHECK-NEXT:   const device float *in;
// CHECK-NEXT:   float operator()(int j) thread const;
// CHECK-NEXT: };
// CHECK-NEXT: struct pointers_lambda_1 {
// CHECK-NEXT:   device float *out;
// CHECK-NEXT:   void operator()(int j, float v) thread const;
// CHECK-NEXT: };
// CHECK-NEXT: struct pointers_lambda_2 {
// CHECK-DAG:    float operator()(const threadgroup float *q, int j) thread const;
// CHECK-DAG:    float operator()(const device float *q, int j) thread const;
// CHECK:      struct pointers_lambda_3 {
// CHECK-NEXT:   float operator()(float x, float by) thread const;
// CHECK-NEXT: };
// CHECK-NEXT: struct pointers_lambda_4 {
// CHECK-NEXT:   thread int &i;
// CHECK-NEXT:   int operator()() thread const;
// CHECK-NEXT: };

// CHECK: int square(int v) { return v * v; }
// CHECK: inline int captures_lambda_3::operator()(int v) thread const {
// CHECK-NEXT: constexpr int kScale = 4; return v * kScale + bias + square(v); }
// CHECK: inline int stateful_lambda_0::operator()(int step) thread {
// CHECK: inline float generic_lambda_0::operator()(float x) thread const { return x + x; }
// CHECK: inline int generic_lambda_0::operator()(int x) thread const { return x + x; }
// CHECK: inline float passed_lambda_0::operator()(float v) thread const { return v * s; }
// CHECK-EMPTY:
// CHECK-NEXT: float apply_passed_lambda_0_float(passed_lambda_0 f, float x) {
// CHECK-NEXT:   using F = passed_lambda_0;
// CHECK: inline float scaled_float_2_lambda_0::operator()(float v) thread const {
// CHECK-NEXT:   using T = float;
// CHECK-NEXT:   constexpr int N = 2; return v * factor + T(N); }
// CHECK: inline int nested_lambda_0_lambda_0::operator()(int w) thread const { return base * v + w; }
// CHECK-EMPTY:
// CHECK-NEXT: inline int nested_lambda_0::operator()(int v) thread const {
// CHECK-NEXT:     auto inner = nested_lambda_0_lambda_0{base, v};

// CHECK-LABEL: kernel void captures(
// CHECK:        using namespace ops;
// CHECK:        auto twice = captures_lambda_0{};
// CHECK-NEXT:   auto addBias = captures_lambda_1{bias};
// CHECK-NEXT:   auto count = captures_lambda_2{hits};
// CHECK:        auto all = captures_lambda_3{bias};
// CHECK-NEXT:   auto total = captures_lambda_4{hits, bias};
// CHECK-LABEL: kernel void stateful(
// CHECK:        auto next = stateful_lambda_0{i};
// CHECK-LABEL: kernel void generic(
// CHECK:        auto twice = generic_lambda_0{};
// CHECK-LABEL: kernel void passed(
// CHECK:        out[i] = apply_passed_lambda_0_float(passed_lambda_0{s}, in[i]) +
// CHECK-NEXT:            apply_passed_lambda_1_int(passed_lambda_1{}, i);
// CHECK-LABEL: kernel void scaled_float_2(
// CHECK:        auto mul = scaled_float_2_lambda_0{factor};
// CHECK-LABEL: kernel void scaled_int_3(
// CHECK:        auto mul = scaled_int_3_lambda_0{factor};
// CHECK-LABEL: kernel void nested(
// CHECK:        auto outer = nested_lambda_0{base};
// CHECK-LABEL: kernel void indexed(
// CHECK:        auto idx = indexed_lambda_0{blockDim, blockIdx, threadIdx};
// CHECK:        auto plusLane = indexed_lambda_1{base, threadIdx};
// CHECK-NEXT:   int i = idx();
// CHECK-NEXT:   out[i] = apply_indexed_lambda_1_int(plusLane, i * 1000, threadIdx);
// CHECK-LABEL: kernel void pointers(
// CHECK:        int once = pointers_lambda_4{i}();
// CHECK-NEXT:   put(i, scale(get(i), 2.0f) + scale(pick(tp, i), 3.0f) + pick(in, 7 - i) + once);

// EXEC:      captures: 2 7801 25404 39601 72602 115403 144002 202201
// EXEC-NEXT: mutable: 11 12 13 14 15 16 17 18
// EXEC-NEXT: generic: 0 3 6 9 12 15 18 21
// EXEC-NEXT: passed: 1 3.5 6 8.5 11 13.5 16 18.5
// EXEC-NEXT: scaled<float, 2>: 2 3 4 5 6 7 8 9
// EXEC-NEXT: scaled<int, 3>: 3 12 21 30 39 48 57 66
// EXEC-NEXT: nested: 3 17 31 45 59 73 87 101
// EXEC-NEXT: pointers: 3.5 8.5 13.5 18.5 23.5 28.5 33.5 38.5
// EXEC-NEXT: indexed: 100 1101 2102 3103 4100 5101 6102 7103
