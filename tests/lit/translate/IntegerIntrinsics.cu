// IntegerIntrinsics: integer intrinsics (bit counts, funnel shifts, high multiplies, min/max).
// One statement per row of rules/mapping/integer.yaml that lists this test;
// the CHECK under each is the MSL the row produces (renames keep the
// arguments, templates replace the call), and the whole output must pass
// `metalify check-msl`, so a wrong spelling or a helper missing from the
// output or from the CPU prelude fails here.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal
__global__ void integerIntrinsics_calls(const int *i_in, const long *l_in, const long long *ll_in, const unsigned int *u_in, const unsigned long long *ull_in) {
  int i0 = i_in[0], i1 = i_in[1], i2 = i_in[2];
  long l0 = l_in[0];
  long long ll0 = ll_in[0], ll1 = ll_in[1];
  unsigned int u0 = u_in[0], u1 = u_in[1], u2 = u_in[2];
  unsigned long long ull0 = ull_in[0], ull1 = ull_in[1];
  auto r___brevll = __brevll(ull0);
  // CHECK: auto r___brevll = reverse_bits(ull0);
  auto r___clzll = __clzll(ll0);
  // CHECK: auto r___clzll = int(clz(ll0));
  auto r___dp4a = __dp4a(i0, i1, i2);
  // CHECK: auto r___dp4a = metalify_dp4a(i0, i1, i2);
  auto r___ffsll = __ffsll(ll0);
  // CHECK: auto r___ffsll = metalify_ffs((long)(ll0));
  auto r___funnelshift_rc = __funnelshift_rc(u0, u1, u2);
  // CHECK: auto r___funnelshift_rc = metalify_funnelshift_r(u0, u1, min(uint(u2), 32u));
  auto r___mul64hi = __mul64hi(ll0, ll1);
  // CHECK: auto r___mul64hi = mulhi(ll0, ll1);
  auto r___popcll = __popcll(ull0);
  // CHECK: auto r___popcll = int(popcount(ull0));
  auto r___umul64hi = __umul64hi(ull0, ull1);
  // CHECK: auto r___umul64hi = mulhi(ull0, ull1);
  auto r_labs = labs(l0);
  // CHECK: auto r_labs = abs(l0);
  auto r_llabs = llabs(ll0);
  // CHECK: auto r_llabs = abs(ll0);
  auto r_llmax = llmax(ll0, ll1);
  // CHECK: auto r_llmax = max(ll0, ll1);
  auto r_llmin = llmin(ll0, ll1);
  // CHECK: auto r_llmin = min(ll0, ll1);
  auto r_max = max(i0, u0);
  // CHECK: auto r_max = max(uint(i0), u0);
  auto r_min = min(u0, i1 - 1);
  // CHECK: auto r_min = min(u0, uint(i1 - 1));
  auto r_minl = min(ull0, ll1);
  // CHECK: auto r_minl = min(ull0, ulong(ll1));
  auto r_ullmax = ullmax(ull0, ull1);
  // CHECK: auto r_ullmax = max(ull0, ull1);
  auto r_ullmin = ullmin(ull0, ull1);
  // CHECK: auto r_ullmin = min(ull0, ull1);
  auto r_umax = umax(u0, u1);
  // CHECK: auto r_umax = max(u0, u1);
  auto r_umin = umin(u0, u1);
  // CHECK: auto r_umin = min(u0, u1);
}

int main() { return 0; }
