// MTL2020: template kernels (not translated yet)
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %expect-exit 1 %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: test ! -e %t.dir/%basename_t.metal
// RUN: test ! -e %t.dir/%basename_t.cpp

// CHECK: {{.*}}.cu:[[@LINE+2]]:17: error: template kernel 'fill' is not translated yet [MTL2020]
template <typename T>
__global__ void fill(T *out, T v) { out[threadIdx.x] = v; }
void launch(float *p) { fill<<<1, 32>>>(p, 1.0f); }

int main() { return 0; }
