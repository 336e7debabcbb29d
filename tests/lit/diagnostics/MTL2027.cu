// MTL2027: a parameter or local takes the name of a global the function
// passes on to a helper.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %expect-exit 1 %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: test ! -e %t.dir/%basename_t.tmp.metal

__constant__ float scale;
__device__ float scaled(float x) { return x * scale; }

// CHECK: {{.*}}.cu:[[@LINE+1]]:31: error: 'scale' in 'byParam' has the name of a __constant__ / __device__ variable the function reaches; {{.*}} [MTL2027]
__global__ void byParam(float scale, float *out) { out[0] = scaled(scale); }

__global__ void byLocal(float *out) {
  // CHECK: {{.*}}.cu:[[@LINE+1]]:9: error: 'scale' in 'byLocal' has the name {{.*}} [MTL2027]
  float scale = 2.0f;
  out[0] = scaled(scale);
}

int main() { return 0; }
