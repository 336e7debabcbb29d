// VectorTypes: CUDA vector types and their make_* constructors.
// One statement per row of rules/mapping/vector.yaml that lists this test;
// the CHECK under each is the MSL the row produces (renames keep the
// arguments, templates replace the call), and the whole output must pass
// `metalify check-msl`, so a wrong spelling or a helper missing from the
// output or from the CPU prelude fails here.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal
__global__ void vectorTypes_calls(const char *c_in, const float *f_in, const int *i_in, const long *l_in, const long long *ll_in, const short *s_in, const unsigned int *u_in, const unsigned char *uc_in, const unsigned long *ul_in, const unsigned long long *ull_in, const unsigned short *us_in) {
  char c0 = c_in[0], c1 = c_in[1], c2 = c_in[2], c3 = c_in[3];
  float f0 = f_in[0], f1 = f_in[1];
  int i0 = i_in[0], i1 = i_in[1], i2 = i_in[2], i3 = i_in[3];
  long l0 = l_in[0], l1 = l_in[1], l2 = l_in[2], l3 = l_in[3];
  long long ll0 = ll_in[0], ll1 = ll_in[1], ll2 = ll_in[2], ll3 = ll_in[3];
  short s0 = s_in[0], s1 = s_in[1], s2 = s_in[2], s3 = s_in[3];
  unsigned int u0 = u_in[0], u1 = u_in[1], u2 = u_in[2], u3 = u_in[3];
  unsigned char uc0 = uc_in[0], uc1 = uc_in[1], uc2 = uc_in[2];
  unsigned long ul0 = ul_in[0], ul1 = ul_in[1], ul2 = ul_in[2], ul3 = ul_in[3];
  unsigned long long ull0 = ull_in[0], ull1 = ull_in[1], ull2 = ull_in[2], ull3 = ull_in[3];
  unsigned short us0 = us_in[0], us1 = us_in[1], us2 = us_in[2], us3 = us_in[3];
  char2 t_char2{};
  // CHECK: char2 t_char2{};
  char3 t_char3{};
  // CHECK: char3 t_char3{};
  char4 t_char4{};
  // CHECK: char4 t_char4{};
  float2 t_float2{};
  // CHECK: float2 t_float2{};
  int4 t_int4{};
  // CHECK: int4 t_int4{};
  long2 t_long2{};
  // CHECK: long2 t_long2{};
  long3 t_long3{};
  // CHECK: long3 t_long3{};
  long4 t_long4{};
  // CHECK: long4 t_long4{};
  longlong2 t_longlong2{};
  // CHECK: long2 t_longlong2{};
  longlong3 t_longlong3{};
  // CHECK: long3 t_longlong3{};
  longlong4 t_longlong4{};
  // CHECK: long4 t_longlong4{};
  auto r_make_char2 = make_char2(c0, c1);
  // CHECK: auto r_make_char2 = char2(c0, c1);
  auto r_make_char3 = make_char3(c0, c1, c2);
  // CHECK: auto r_make_char3 = char3(c0, c1, c2);
  auto r_make_char4 = make_char4(c0, c1, c2, c3);
  // CHECK: auto r_make_char4 = char4(c0, c1, c2, c3);
  auto r_make_float2 = make_float2(f0, f1);
  // CHECK: auto r_make_float2 = float2(f0, f1);
  auto r_make_int4 = make_int4(i0, i1, i2, i3);
  // CHECK: auto r_make_int4 = int4(i0, i1, i2, i3);
  auto r_make_long2 = make_long2(l0, l1);
  // CHECK: auto r_make_long2 = long2(l0, l1);
  auto r_make_long3 = make_long3(l0, l1, l2);
  // CHECK: auto r_make_long3 = long3(l0, l1, l2);
  auto r_make_long4 = make_long4(l0, l1, l2, l3);
  // CHECK: auto r_make_long4 = long4(l0, l1, l2, l3);
  auto r_make_longlong2 = make_longlong2(ll0, ll1);
  // CHECK: auto r_make_longlong2 = long2(ll0, ll1);
  auto r_make_longlong3 = make_longlong3(ll0, ll1, ll2);
  // CHECK: auto r_make_longlong3 = long3(ll0, ll1, ll2);
  auto r_make_longlong4 = make_longlong4(ll0, ll1, ll2, ll3);
  // CHECK: auto r_make_longlong4 = long4(ll0, ll1, ll2, ll3);
  auto r_make_short2 = make_short2(s0, s1);
  // CHECK: auto r_make_short2 = short2(s0, s1);
  auto r_make_short3 = make_short3(s0, s1, s2);
  // CHECK: auto r_make_short3 = short3(s0, s1, s2);
  auto r_make_short4 = make_short4(s0, s1, s2, s3);
  // CHECK: auto r_make_short4 = short4(s0, s1, s2, s3);
  auto r_make_uchar2 = make_uchar2(uc0, uc1);
  // CHECK: auto r_make_uchar2 = uchar2(uc0, uc1);
  auto r_make_uchar3 = make_uchar3(uc0, uc1, uc2);
  // CHECK: auto r_make_uchar3 = uchar3(uc0, uc1, uc2);
  auto r_make_uint2 = make_uint2(u0, u1);
  // CHECK: auto r_make_uint2 = uint2(u0, u1);
  auto r_make_uint3 = make_uint3(u0, u1, u2);
  // CHECK: auto r_make_uint3 = uint3(u0, u1, u2);
  auto r_make_uint4 = make_uint4(u0, u1, u2, u3);
  // CHECK: auto r_make_uint4 = uint4(u0, u1, u2, u3);
  auto r_make_ulong2 = make_ulong2(ul0, ul1);
  // CHECK: auto r_make_ulong2 = ulong2(ul0, ul1);
  auto r_make_ulong3 = make_ulong3(ul0, ul1, ul2);
  // CHECK: auto r_make_ulong3 = ulong3(ul0, ul1, ul2);
  auto r_make_ulong4 = make_ulong4(ul0, ul1, ul2, ul3);
  // CHECK: auto r_make_ulong4 = ulong4(ul0, ul1, ul2, ul3);
  auto r_make_ulonglong2 = make_ulonglong2(ull0, ull1);
  // CHECK: auto r_make_ulonglong2 = ulong2(ull0, ull1);
  auto r_make_ulonglong3 = make_ulonglong3(ull0, ull1, ull2);
  // CHECK: auto r_make_ulonglong3 = ulong3(ull0, ull1, ull2);
  auto r_make_ulonglong4 = make_ulonglong4(ull0, ull1, ull2, ull3);
  // CHECK: auto r_make_ulonglong4 = ulong4(ull0, ull1, ull2, ull3);
  auto r_make_ushort2 = make_ushort2(us0, us1);
  // CHECK: auto r_make_ushort2 = ushort2(us0, us1);
  auto r_make_ushort3 = make_ushort3(us0, us1, us2);
  // CHECK: auto r_make_ushort3 = ushort3(us0, us1, us2);
  auto r_make_ushort4 = make_ushort4(us0, us1, us2, us3);
  // CHECK: auto r_make_ushort4 = ushort4(us0, us1, us2, us3);
  short2 t_short2{};
  // CHECK: short2 t_short2{};
  short3 t_short3{};
  // CHECK: short3 t_short3{};
  short4 t_short4{};
  // CHECK: short4 t_short4{};
  uchar2 t_uchar2{};
  // CHECK: uchar2 t_uchar2{};
  uchar3 t_uchar3{};
  // CHECK: uchar3 t_uchar3{};
  uint2 t_uint2{};
  // CHECK: uint2 t_uint2{};
  uint3 t_uint3{};
  // CHECK: uint3 t_uint3{};
  uint4 t_uint4{};
  // CHECK: uint4 t_uint4{};
  ulong2 t_ulong2{};
  // CHECK: ulong2 t_ulong2{};
  ulong3 t_ulong3{};
  // CHECK: ulong3 t_ulong3{};
  ulong4 t_ulong4{};
  // CHECK: ulong4 t_ulong4{};
  ulonglong2 t_ulonglong2{};
  // CHECK: ulong2 t_ulonglong2{};
  ulonglong3 t_ulonglong3{};
  // CHECK: ulong3 t_ulonglong3{};
  ulonglong4 t_ulonglong4{};
  // CHECK: ulong4 t_ulonglong4{};
  ushort2 t_ushort2{};
  // CHECK: ushort2 t_ushort2{};
  ushort3 t_ushort3{};
  // CHECK: ushort3 t_ushort3{};
  ushort4 t_ushort4{};
  // CHECK: ushort4 t_ushort4{};
}

int main() { return 0; }
