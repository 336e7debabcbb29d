// Barriers come from the sync rows: __syncthreads orders threadgroup and
// device memory; __syncwarp and __threadfence_block are approximations and
// leave a marker for a human.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: FileCheck %s --check-prefix=WARN --input-file %t.err
// RUN: %msl-syntax %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal

__global__ void phases(float *data) {
  data[threadIdx.x] += 1.0f;
  __syncthreads();
  data[threadIdx.x] += data[0];
  __syncwarp();
  __threadfence_block();
}

int main() { return 0; }

// CHECK:      data[threadIdx.x] += 1.0f;
// CHECK-NEXT: threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
// CHECK-NEXT: data[threadIdx.x] += data[0];
// CHECK-NEXT: /* MTL2013: '__syncwarp' is approximated: {{.*}} */ simdgroup_barrier(mem_flags::mem_threadgroup);
// CHECK-NEXT: /* MTL2013: '__threadfence_block' is approximated: {{.*}} */ threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
// WARN: :[[@LINE-11]]:3: warning: '__syncwarp' is approximated: {{.*}} [MTL2013]
// WARN: :[[@LINE-11]]:3: warning: '__threadfence_block' is approximated: {{.*}} [MTL2013]
