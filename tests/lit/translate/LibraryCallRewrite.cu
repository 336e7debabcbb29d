// LibraryCallRewrite: calls to CUDA device functions go through their rows
// (a rename keeps the arguments; a template rewrites the call). A function
// without a row or a definition is an error (diagnostics/MTL2014.cu).
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: FileCheck %s --check-prefix=WARN --allow-empty --input-file %t.err

#define HEIGHT 16

__global__ void calls(float *x, int i) {
  x[0] = sinf(x[1]);
  // Integer arguments of float functions: Metal's float/half overloads
  // make the integer text ambiguous, so the conversion is spelled out.
  x[4] = __powf(2, i) + __log2f(HEIGHT) + sqrtf(i * 2) + fmaxf(x[5], 1);
}

int main() { return 0; }

// CHECK:      x[0] = sin(x[1]);
// CHECK:      x[4] = fast::pow(float(2), float(i)) + fast::log2(float(16)) + sqrt(float(i * 2)) + fmax(x[5], float(1));
// WARN-NOT: warning
