// DeviceMisc: load/store cache hints, address-space queries, clocks and sleeps.
// One statement per row of rules/mapping/device-misc.yaml that lists this test;
// the CHECK under each is the MSL the row produces (renames keep the
// arguments, templates replace the call), and the whole output must pass
// `metalify check-msl`, so a wrong spelling or a helper missing from the
// output or from the CPU prelude fails here.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal
// The kernel receives the device log, and the helper raises its fault word.
// CHECK: inline void metalify_trap(device metalify_log_ring &log) {
// CHECK-NEXT: atomic_fetch_max_explicit(&log.asserted, 2u, memory_order_relaxed);
__global__ void deviceMisc_calls(const float *f_in, const int *i_in, const unsigned int *u_in, float *pf) {
  float f0 = f_in[0];
  int i0 = i_in[0];
  unsigned int u0 = u_in[0];
  auto r___globaltimer = __globaltimer();
  // CHECK: auto r___globaltimer = /* MTL3012: '__globaltimer' reads a clock, which Metal does not have: the value is always 0 */ 0;
  auto r___isConstant = __isConstant(&f_in[1]);
  // CHECK: auto r___isConstant = 0u;
  auto r___isGlobal = __isGlobal(&f_in[1]);
  // CHECK: auto r___isGlobal = 1u;
  auto r___isLocal = __isLocal(&f_in[1]);
  // CHECK: auto r___isLocal = 0u;
  auto r___isShared = __isShared(&f_in[1]);
  // CHECK: auto r___isShared = 0u;
  auto r___ldca = __ldca(&f_in[1]);
  // CHECK: auto r___ldca = (*(&f_in[1]));
  auto r___ldcg = __ldcg(&f_in[1]);
  // CHECK: auto r___ldcg = (*(&f_in[1]));
  auto r___ldcs = __ldcs(&f_in[1]);
  // CHECK: auto r___ldcs = (*(&f_in[1]));
  auto r___ldcv = __ldcv(&f_in[1]);
  // CHECK: auto r___ldcv = (*(&f_in[1]));
  auto r___ldg = __ldg(&f_in[1]);
  // CHECK: auto r___ldg = (*(&f_in[1]));
  auto r___ldlu = __ldlu(&f_in[1]);
  // CHECK: auto r___ldlu = (*(&f_in[1]));
  __nanosleep(u0);
  // CHECK: /* MTL3011: '__nanosleep' in device code is removed: Removed: Metal has no sleep. Spin-wait loops that relied on it still work, only without back-off. */ ;
  __prof_trigger(i0);
  // CHECK: /* MTL3011: '__prof_trigger' in device code is removed: Removed: profiler counters have no Metal counterpart. */ ;
  __stcg(&pf[0], f0);
  // CHECK: (*(&pf[0]) = (f0));
  __stcs(&pf[0], f0);
  // CHECK: (*(&pf[0]) = (f0));
  __stwb(&pf[0], f0);
  // CHECK: (*(&pf[0]) = (f0));
  __stwt(&pf[0], f0);
  // CHECK: (*(&pf[0]) = (f0));
  auto r_clock = clock();
  // CHECK: auto r_clock = /* MTL3012: 'clock' reads a clock, which Metal does not have: the value is always 0 */ 0;
  auto r_clock64 = clock64();
  // CHECK: auto r_clock64 = /* MTL3012: 'clock64' reads a clock, which Metal does not have: the value is always 0 */ 0;
  if (i0 < 0)
    __trap();
  // CHECK: metalify_trap(metalify_device_log);
}


int main() { return 0; }
