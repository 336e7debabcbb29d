// MTL2024: below MSL 3.2 a lambda becomes a function object; what such a
// struct cannot hold (arrays, pointers by reference, uncaptured __shared__
// storage) and lambdas in member functions (whose class is emitted before
// the function objects) are located errors, and nothing is written.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %expect-exit 1 %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: test ! -e %t.dir/%basename_t.tmp.metal
// RUN: test ! -e %t.dir/%basename_t.tmp.cpp
// At 3.2 the same lambdas are kept as written.
// RUN: rm -rf %t.dir32 && %metalify translate %t.cu -o %t.dir32 --msl-version=3.2
// RUN: FileCheck %s --check-prefix=KEPT --input-file %t.dir32/%basename_t.tmp.metal

struct Scaler {
  float scale;
  __device__ float run(float v) const {
    // CHECK-DAG: {{.*}}.cu:[[@LINE+1]]:14: error: this lambda cannot become a function object for MSL 3.1: it is inside member function 'run', whose class is emitted before the function objects [MTL2024]
    auto f = [this](float x) { return x * scale; };
    return f(v);
  }
};

__global__ void k(float *out, Scaler s) {
  __shared__ float tile[32];
  int i = threadIdx.x;
  float arr[2] = {1.0f, 2.0f};
  float *p = out;
  tile[i] = out[i];
  // CHECK-DAG: {{.*}}.cu:[[@LINE+1]]:13: error: this lambda cannot become a function object for MSL 3.1: it captures array 'arr'; capture a pointer to its first element [MTL2024]
  auto a = [arr](int j) { return arr[j]; };
  // CHECK-DAG: {{.*}}.cu:[[@LINE+1]]:14: error: this lambda cannot become a function object for MSL 3.1: it captures pointer 'p' by reference; capture it by copy [MTL2024]
  auto b = [&p](int j) { return p[j]; };
  // CHECK-DAG: {{.*}}.cu:[[@LINE+1]]:31: error: this lambda cannot become a function object for MSL 3.1: it uses 'tile' of the enclosing function without capturing it (static or __shared__ storage); capture a pointer to it [MTL2024]
  auto c = [](int j) { return tile[j]; };
  out[i] = a(0) + b(1) + c(i) + s.run(1.0f);
}

// KEPT: auto a = [arr](int j) { return arr[j]; };
// KEPT: auto b = [&p](int j) { return p[j]; };
// KEPT: auto c = [](int j) { return tile[j]; };

int main() { return 0; }
