// Atomics: atomic read-modify-write on device memory (block and system scopes too).
// One statement per row of rules/mapping/atomics.yaml that lists this test;
// the CHECK under each is the MSL the row produces (renames keep the
// arguments, templates replace the call), and the whole output must pass
// `metalify check-msl`, so a wrong spelling or a helper missing from the
// output or from the CPU prelude fails here.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal
__global__ void atomics_calls(const int *i_in, const unsigned int *u_in, int *pi, unsigned int *pu) {
  int i1 = i_in[1], i2 = i_in[2];
  unsigned int u1 = u_in[1];
  auto r_atomicAdd_block = atomicAdd_block(&pi[0], i1);
  // CHECK: auto r_atomicAdd_block = atomic_fetch_add_explicit((device atomic_int*)(&pi[0]), i1, memory_order_relaxed);
  auto r_atomicAdd_system = atomicAdd_system(&pi[0], i1);
  // CHECK: auto r_atomicAdd_system = atomic_fetch_add_explicit((device atomic_int*)(&pi[0]), i1, memory_order_relaxed);
  auto r_atomicAnd_block = atomicAnd_block(&pi[0], i1);
  // CHECK: auto r_atomicAnd_block = atomic_fetch_and_explicit((device atomic_int*)(&pi[0]), i1, memory_order_relaxed);
  auto r_atomicAnd_system = atomicAnd_system(&pi[0], i1);
  // CHECK: auto r_atomicAnd_system = atomic_fetch_and_explicit((device atomic_int*)(&pi[0]), i1, memory_order_relaxed);
  auto r_atomicCAS_block = atomicCAS_block(&pi[0], i1, i2);
  // CHECK: auto r_atomicCAS_block = metalify_atomic_cas((device atomic_int*)(&pi[0]), i1, i2);
  auto r_atomicCAS_system = atomicCAS_system(&pi[0], i1, i2);
  // CHECK: auto r_atomicCAS_system = metalify_atomic_cas((device atomic_int*)(&pi[0]), i1, i2);
  auto r_atomicDec_block = atomicDec_block(&pu[0], u1);
  // CHECK: auto r_atomicDec_block = metalify_atomic_dec((device atomic_uint*)(&pu[0]), u1);
  auto r_atomicDec_system = atomicDec_system(&pu[0], u1);
  // CHECK: auto r_atomicDec_system = metalify_atomic_dec((device atomic_uint*)(&pu[0]), u1);
  auto r_atomicExch_block = atomicExch_block(&pi[0], i1);
  // CHECK: auto r_atomicExch_block = atomic_exchange_explicit((device atomic_int*)(&pi[0]), i1, memory_order_relaxed);
  auto r_atomicExch_system = atomicExch_system(&pi[0], i1);
  // CHECK: auto r_atomicExch_system = atomic_exchange_explicit((device atomic_int*)(&pi[0]), i1, memory_order_relaxed);
  auto r_atomicInc_block = atomicInc_block(&pu[0], u1);
  // CHECK: auto r_atomicInc_block = metalify_atomic_inc((device atomic_uint*)(&pu[0]), u1);
  auto r_atomicInc_system = atomicInc_system(&pu[0], u1);
  // CHECK: auto r_atomicInc_system = metalify_atomic_inc((device atomic_uint*)(&pu[0]), u1);
  auto r_atomicMax_block = atomicMax_block(&pi[0], i1);
  // CHECK: auto r_atomicMax_block = atomic_fetch_max_explicit((device atomic_int*)(&pi[0]), i1, memory_order_relaxed);
  auto r_atomicMax_system = atomicMax_system(&pi[0], i1);
  // CHECK: auto r_atomicMax_system = atomic_fetch_max_explicit((device atomic_int*)(&pi[0]), i1, memory_order_relaxed);
  auto r_atomicMin_block = atomicMin_block(&pi[0], i1);
  // CHECK: auto r_atomicMin_block = atomic_fetch_min_explicit((device atomic_int*)(&pi[0]), i1, memory_order_relaxed);
  auto r_atomicMin_system = atomicMin_system(&pi[0], i1);
  // CHECK: auto r_atomicMin_system = atomic_fetch_min_explicit((device atomic_int*)(&pi[0]), i1, memory_order_relaxed);
  auto r_atomicOr_block = atomicOr_block(&pi[0], i1);
  // CHECK: auto r_atomicOr_block = atomic_fetch_or_explicit((device atomic_int*)(&pi[0]), i1, memory_order_relaxed);
  auto r_atomicOr_system = atomicOr_system(&pi[0], i1);
  // CHECK: auto r_atomicOr_system = atomic_fetch_or_explicit((device atomic_int*)(&pi[0]), i1, memory_order_relaxed);
  auto r_atomicSub_block = atomicSub_block(&pi[0], i1);
  // CHECK: auto r_atomicSub_block = atomic_fetch_sub_explicit((device atomic_int*)(&pi[0]), i1, memory_order_relaxed);
  auto r_atomicSub_system = atomicSub_system(&pi[0], i1);
  // CHECK: auto r_atomicSub_system = atomic_fetch_sub_explicit((device atomic_int*)(&pi[0]), i1, memory_order_relaxed);
  auto r_atomicXor_block = atomicXor_block(&pi[0], i1);
  // CHECK: auto r_atomicXor_block = atomic_fetch_xor_explicit((device atomic_int*)(&pi[0]), i1, memory_order_relaxed);
  auto r_atomicXor_system = atomicXor_system(&pi[0], i1);
  // CHECK: auto r_atomicXor_system = atomic_fetch_xor_explicit((device atomic_int*)(&pi[0]), i1, memory_order_relaxed);
}

int main() { return 0; }
