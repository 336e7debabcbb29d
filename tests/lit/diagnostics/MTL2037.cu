// MTL2037: under --fp64=demote, double in a kernel parameter stays an error:
// the host's 8-byte values would be read as floats. Nothing is written.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %expect-exit 1 %metalify translate --fp64=demote %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: test ! -e %t.dir/%basename_t.tmp.metal
// RUN: test ! -e %t.dir/%basename_t.tmp.cpp

// CHECK: {{.*}}.cu:[[@LINE+1]]:19: error: 'double' in a kernel parameter is data shared with the host and cannot be demoted to float: the host's 8-byte values would be read as 4-byte ones [MTL2037]
__global__ void k(double *out) { out[0] = 1.0; }

int main() { return 0; }
