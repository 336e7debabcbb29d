// MTL2033: a memory fence removed because MSL 3.1 has none; a warning with
// a marker at the place, and the translation goes on.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: FileCheck %s --check-prefix=MARK --input-file %t.dir/%basename_t.tmp.metal

__global__ void k(float *out) {
  out[0] = 1.0f;
  // CHECK: {{.*}}.cu:[[@LINE+1]]:3: warning: '__threadfence' is removed: MSL 3.1 has no memory fence without a barrier, so the call is removed. {{.*}}--msl-version=3.2{{.*}} [MTL2033]
  __threadfence();
  out[1] = 2.0f;
}

int main() { return 0; }

// MARK: out[0] = 1.0f;
// MARK-EMPTY:
// MARK-NEXT: /* MTL2033: '__threadfence' is removed: {{.*}} */ ;
// MARK-NEXT: out[1] = 2.0f;
