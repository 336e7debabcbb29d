// MTL2023: a device function whose row needs a newer MSL than the target.
// No built-in row needs more than 3.1 today, so a user rules file supplies
// one; at --msl-version=3.2 the same call translates.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %expect-exit 1 %metalify translate --rules %S/Inputs/needs-msl32.yaml %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: test ! -e %t.dir/%basename_t.tmp.metal
// RUN: %metalify translate --rules %S/Inputs/needs-msl32.yaml --msl-version=3.2 %t.cu -o %t.ok
// RUN: FileCheck %s --check-prefix=OK --input-file %t.ok/%basename_t.tmp.metal

__global__ void k(float *out) {
  // CHECK: {{.*}}.cu:[[@LINE+2]]:12: error: '__fmaf_rn' needs MSL 3.2; translating for MSL 3.1 [MTL2023]
  // OK: out[0] = fma(out[1], out[2], out[3]);
  out[0] = __fmaf_rn(out[1], out[2], out[3]);
}

int main() { return 0; }
