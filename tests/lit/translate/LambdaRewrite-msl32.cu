// At --msl-version=3.2 (which has lambda expressions) device lambdas are
// kept as written, and the CPU backend accepts them in a module whose
// options line says 3.2.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir --msl-version=3.2 2>%t.err
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: FileCheck %s --check-prefix=ERR --allow-empty --input-file %t.err
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal

__global__ void k(const int *in, int *out) {
  int i = threadIdx.x;
  int bias = i % 3;
  int hits = 0;
  auto addBias = [bias](int v) { return v + bias; };
  auto count = [&hits](int v) { hits += v % 2; };
  count(in[i]);
  out[i] = addBias(in[i]) + hits;
}

int main() { return 0; }

// ERR-NOT: {{warning|error}}
// CHECK: // metalify-options: msl-version=3.2
// CHECK-NOT: struct k_lambda
// CHECK: auto addBias = [bias](int v) { return v + bias; };
// CHECK-NEXT: auto count = [&hits](int v) { hits += v % 2; };
