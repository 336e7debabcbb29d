// Memory fences. MSL 3.1 has none without a barrier: __threadfence and
// __threadfence_system are removed with a warning (MTL2033) that says what
// that means on a Metal GPU; __threadfence_block stays a barrier. With
// --msl-version=3.2 each becomes atomic_thread_fence with its scope.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --check-prefix=MSL31 --input-file %t.dir/%basename_t.tmp.metal
// RUN: FileCheck %s --check-prefix=WARN31 --input-file %t.err
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal
// RUN: rm -rf %t.dir32 && %metalify translate --msl-version=3.2 %t.cu -o %t.dir32 2>%t.err32
// RUN: FileCheck %s --check-prefix=MSL32 --input-file %t.dir32/%basename_t.tmp.metal
// RUN: FileCheck %s --check-prefix=WARN32 --input-file %t.err32
// RUN: %metalify check-msl --msl-version=3.2 %t.dir32/%basename_t.tmp.metal

__global__ void publish(unsigned *partial, unsigned *done, unsigned *out) {
  if (threadIdx.x == 0) {
    partial[blockIdx.x] = blockIdx.x + 1;
    __threadfence();
    out[0] = atomicAdd(done, 1u);
  }
  __threadfence_block();
  __threadfence_system();
}

int main() { return 0; }

// MSL31:      partial[blockIdx.x] = blockIdx.x + 1;
// MSL31-NEXT: /* MTL2033: '__threadfence' is removed: MSL 3.1 has no memory fence without a barrier{{.*}} */ ;
// MSL31:      threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
// MSL31-NEXT: /* MTL2033: '__threadfence_system' is removed: {{.*}} */ ;
// WARN31: :[[@LINE-13]]:5: warning: '__threadfence' is removed: {{.*}} [MTL2033]
// WARN31: :[[@LINE-11]]:3: warning: '__threadfence_block' is approximated: {{.*}} [MTL2013]
// WARN31: :[[@LINE-11]]:3: warning: '__threadfence_system' is removed: {{.*}} [MTL2033]

// MSL32:      partial[blockIdx.x] = blockIdx.x + 1;
// MSL32-NEXT: /* MTL2013: {{.*}} */ atomic_thread_fence(mem_flags::mem_device, memory_order_seq_cst, thread_scope_device);
// MSL32:      atomic_thread_fence(mem_flags::mem_device | mem_flags::mem_threadgroup, memory_order_seq_cst, thread_scope_threadgroup);
// MSL32-NEXT: /* MTL2013: {{.*}} */ atomic_thread_fence(mem_flags::mem_device, memory_order_seq_cst, thread_scope_device);
// WARN32-NOT: MTL2033
// WARN32: :[[@LINE-22]]:5: warning: '__threadfence' is approximated: {{.*}}coherent(device){{.*}} [MTL2013]
// WARN32-NOT: __threadfence_block
// WARN32: :[[@LINE-20]]:3: warning: '__threadfence_system' is approximated: {{.*}} [MTL2013]
