//===- HostTypesTest.cpp - Vector types, __half, argument packing ---------===//
//
// Part of metalify. Layouts must match CUDA's (and so the MSL argument
// structs of docs/ABI.md).
//
//===----------------------------------------------------------------------===//
#include "metalify/runtime.h"

#include <cmath>
#include <cstring>
#include <gtest/gtest.h>
#include <limits>
#include <utility>

using namespace metalify;

namespace {

TEST(HostTypesTest, VectorLayoutsAreCudas) {
  EXPECT_EQ(sizeof(float3), 12u);
  EXPECT_EQ(alignof(float3), 4u);
  EXPECT_EQ(sizeof(float4), 16u);
  EXPECT_EQ(alignof(float4), 16u);
  EXPECT_EQ(alignof(float2), 8u);
  EXPECT_EQ(sizeof(int3), 12u);
  EXPECT_EQ(alignof(short2), 4u);
  EXPECT_EQ(sizeof(uchar4), 4u);
  EXPECT_EQ(alignof(double2), 16u);
  EXPECT_EQ(alignof(longlong2), 16u);
  float4 V = make_float4(1, 2, 3, 4);
  EXPECT_EQ(V.w, 4.0f);
  uint3 U = make_uint3(1, 2, 3);
  dim3 D(U);
  EXPECT_EQ(D.z, 3u);
  dim3 Default;
  EXPECT_EQ(Default.x * Default.y * Default.z, 1u);
}

TEST(HostTypesTest, HalfConversionsRoundToNearestEven) {
  EXPECT_EQ(sizeof(__half), 2u);
  EXPECT_EQ(__half_as_ushort(__float2half(1.0f)), 0x3c00);
  EXPECT_EQ(__half_as_ushort(__float2half(-2.0f)), 0xc000);
  EXPECT_EQ(__half_as_ushort(__float2half(65504.0f)), 0x7bff);
  EXPECT_EQ(__half_as_ushort(__float2half(1e6f)), 0x7c00);
  // 1 + 2^-11 is halfway between 1 and 1 + 2^-10: ties to even (1.0).
  EXPECT_EQ(__half_as_ushort(__float2half(1.0f + 0x1p-11f)), 0x3c00);
  EXPECT_EQ(__half_as_ushort(__float2half(1.0f + 0x1p-11f + 0x1p-20f)), 0x3c01);
  EXPECT_EQ(__half_as_ushort(__float2half(0x1p-24f)), 0x0001); // subnormal
  EXPECT_EQ(__half2float(__ushort_as_half(0x0001)), 0x1p-24f);
  EXPECT_EQ(__half2float(__ushort_as_half(0x3555)), 0.333251953125f);
  EXPECT_TRUE(std::isnan(
      __half2float(__float2half(std::numeric_limits<float>::quiet_NaN()))));
  __half H = 2.5f;
  EXPECT_EQ(float(H), 2.5f);
  for (unsigned Bits = 0; Bits < 0x7c00; Bits += 7) {
    __half X = __ushort_as_half(static_cast<unsigned short>(Bits));
    EXPECT_EQ(__half_as_ushort(__float2half(__half2float(X))), Bits);
  }
}

TEST(HostTypesTest, HalfOperatorsRoundEachResultToHalf) {
  // cuda_fp16.h's operators are __host__ __device__: host code of a .cu
  // file accumulates in __half (HeCBench nlll's reference).
  __half Acc = 0.0f;
  for (int I = 0; I < 3; ++I)
    Acc -= __half(0.5f);
  EXPECT_EQ(float(Acc), -1.5f);
  // 2048 + 1 is not a half: the sum rounds (ties to even) before the next
  // operation, as on the GPU.
  __half Big = 2048.0f, One = 1.0f;
  EXPECT_EQ(float((Big + One) - Big), 0.0f);
  EXPECT_EQ(float(Big * One), 2048.0f);
  EXPECT_TRUE(One < Big && One != Big && !(One == Big));
  EXPECT_EQ(float(-One), -1.0f);
  __half H = One;
  EXPECT_EQ(float(H++), 1.0f);
  EXPECT_EQ(float(++H), 3.0f);
  __half NaN = __ushort_as_half(0x7e00);
  EXPECT_FALSE(NaN == NaN);
  EXPECT_TRUE(NaN != NaN);
  EXPECT_FALSE(__hne(NaN, One));
  EXPECT_EQ(float(__hmax(NaN, One)), 1.0f);
  __half2 P{One, Big};
  __half2 Q = P + P;
  EXPECT_EQ(float(Q.x), 2.0f);
  EXPECT_EQ(float(Q.y), 4096.0f);
  EXPECT_TRUE(P < Q);
}

TEST(HostTypesTest, BfloatConversionsFollowCudasRoundingModes) {
  EXPECT_EQ(sizeof(__nv_bfloat16), 2u);
  EXPECT_EQ(sizeof(__nv_bfloat162), 4u);
  EXPECT_EQ(alignof(__nv_bfloat162), 4u);
  EXPECT_EQ(__bfloat16_as_ushort(__float2bfloat16(1.0f)), 0x3f80);
  EXPECT_EQ(__bfloat16_as_ushort(__float2bfloat16(-2.0f)), 0xc000);
  // 1 + 2^-8 is halfway between 1 and 1 + 2^-7: ties to even (1.0); a bit
  // more rounds up.
  EXPECT_EQ(__bfloat16_as_ushort(__float2bfloat16(1.0f + 0x1p-8f)), 0x3f80);
  EXPECT_EQ(__bfloat16_as_ushort(__float2bfloat16(1.0f + 0x1p-8f + 0x1p-20f)),
            0x3f81);
  EXPECT_EQ(__bfloat16_as_ushort(__float2bfloat16(1.0f + 3 * 0x1p-8f)), 0x3f82);
  // Directed modes: 1 + 2^-10 lies between 0x3f80 and 0x3f81.
  float Between = 1.0f + 0x1p-10f;
  EXPECT_EQ(__bfloat16_as_ushort(__float2bfloat16_rz(Between)), 0x3f80);
  EXPECT_EQ(__bfloat16_as_ushort(__float2bfloat16_ru(Between)), 0x3f81);
  EXPECT_EQ(__bfloat16_as_ushort(__float2bfloat16_rd(Between)), 0x3f80);
  EXPECT_EQ(__bfloat16_as_ushort(__float2bfloat16_ru(-Between)), 0xbf80);
  EXPECT_EQ(__bfloat16_as_ushort(__float2bfloat16_rd(-Between)), 0xbf81);
  // The largest float rounds to infinity, and NaN stays NaN.
  EXPECT_EQ(__bfloat16_as_ushort(__float2bfloat16(3.4e38f)), 0x7f80);
  EXPECT_TRUE(std::isnan(__bfloat162float(
      __float2bfloat16(std::numeric_limits<float>::quiet_NaN()))));
  for (unsigned Bits = 0; Bits < 0x7f80; Bits += 13) {
    __nv_bfloat16 B = __ushort_as_bfloat16(static_cast<unsigned short>(Bits));
    EXPECT_EQ(__bfloat16_as_ushort(__float2bfloat16(__bfloat162float(B))), Bits);
  }
}

TEST(HostTypesTest, BfloatArithmeticRoundsAFloatResult) {
  __nv_bfloat16 A = 1.5f, B = 0.0078125f; // 2^-7
  EXPECT_EQ(float(__hadd(A, B)), 1.5f + 0.0078125f);
  // 1 + 2^-9 is not representable: ties go to even.
  EXPECT_EQ(float(__hadd(__nv_bfloat16(1.0f), __nv_bfloat16(0x1p-9f))), 1.0f);
  EXPECT_EQ(float(__hmul(A, A)), 2.25f);
  EXPECT_EQ(float(__hneg(A)), -1.5f);
  EXPECT_EQ(float(__habs(__hneg(A))), 1.5f);
  EXPECT_TRUE(__hlt(B, A));
  __nv_bfloat16 C = A;
  C += 1.0f;
  EXPECT_EQ(float(C), 2.5f);
  float Sum = A + B; // arithmetic on the float values
  EXPECT_EQ(Sum, 1.5078125f);
  __nv_bfloat162 V = __floats2bfloat162_rn(1.0f, -3.0f);
  EXPECT_EQ(__low2float(V), 1.0f);
  EXPECT_EQ(__high2float(V), -3.0f);
}

TEST(HostTypesTest, Fp8ConversionsRoundToNearestEvenAndSaturate) {
  EXPECT_EQ(__nv_cvt_float_to_fp8(1.0f, __NV_SATFINITE, __NV_E4M3), 0x38);
  EXPECT_EQ(__nv_cvt_float_to_fp8(-2.0f, __NV_NOSAT, __NV_E5M2), 0xc0);
  EXPECT_EQ(__nv_cvt_float_to_fp8(0.3f, __NV_SATFINITE, __NV_E4M3), 0x2a);
  EXPECT_EQ(__nv_cvt_float_to_fp8(0x1p-9f, __NV_SATFINITE, __NV_E4M3), 0x01);
  // Overflow: the largest finite code, or NaN (E4M3) / infinity (E5M2).
  EXPECT_EQ(__nv_cvt_float_to_fp8(1000.0f, __NV_SATFINITE, __NV_E4M3), 0x7e);
  EXPECT_EQ(__nv_cvt_float_to_fp8(1000.0f, __NV_NOSAT, __NV_E4M3), 0x7f);
  EXPECT_EQ(__nv_cvt_float_to_fp8(1e6f, __NV_SATFINITE, __NV_E5M2), 0x7b);
  EXPECT_EQ(__nv_cvt_float_to_fp8(1e6f, __NV_NOSAT, __NV_E5M2), 0x7c);
  // 1000 rounds up into the next binade in E5M2 (1024).
  EXPECT_EQ(__nv_cvt_float_to_fp8(1000.0f, __NV_NOSAT, __NV_E5M2), 0x64);
  EXPECT_EQ(__nv_cvt_float_to_fp8(std::numeric_limits<float>::quiet_NaN(),
                                  __NV_SATFINITE, __NV_E5M2),
            0x7f);
  EXPECT_EQ(__nv_cvt_float2_to_fp8x2(float2{1.0f, -2.0f}, __NV_NOSAT,
                                     __NV_E4M3),
            0xc038);
}

TEST(HostTypesTest, PackingFollowsTheArgumentStructLayout) {
  // struct { char c; double d; float3 v; short s; } -> offsets 0, 8, 16, 28.
  PackedArgs P = detail::packAll<char, float *, double, float3, short>(
      std::index_sequence_for<int, int, int, int, int>{}, 'a',
      static_cast<float *>(nullptr), 2.5, make_float3(1, 2, 3), short(7));
  ASSERT_EQ(P.Pointers.size(), 1u);
  EXPECT_EQ(P.PointerParamIndex[0], 1u);
  ASSERT_EQ(P.Bytes.size(), 32u); // padded to alignof(double)
  EXPECT_EQ(P.Bytes[0], 'a');
  double D;
  std::memcpy(&D, P.Bytes.data() + 8, 8);
  EXPECT_EQ(D, 2.5);
  float Z;
  std::memcpy(&Z, P.Bytes.data() + 24, 4);
  EXPECT_EQ(Z, 3.0f);
  short S;
  std::memcpy(&S, P.Bytes.data() + 28, 2);
  EXPECT_EQ(S, 7);
}

TEST(HostTypesTest, ArgumentsConvertToParameterTypes) {
  // An int passed for a float parameter is converted, as in a call.
  PackedArgs P = detail::packAll<float, unsigned long long>(
      std::index_sequence_for<int, int>{}, 3, 5);
  ASSERT_EQ(P.Bytes.size(), 16u);
  float F;
  std::memcpy(&F, P.Bytes.data(), 4);
  EXPECT_EQ(F, 3.0f);
  unsigned long long U;
  std::memcpy(&U, P.Bytes.data() + 8, 8);
  EXPECT_EQ(U, 5u);
}

TEST(HostTypesTest, PairsTravelAsTheirBytes) {
  // std::pair has a user-provided assignment (not trivially copyable), but
  // copying and dropping one copies bytes, as CUDA passes it.
  PackedArgs P = detail::packAll<std::pair<int, float>, char>(
      std::index_sequence_for<int, int>{}, std::make_pair(7, 1.5f), 'z');
  ASSERT_EQ(P.Bytes.size(), 12u);
  int First;
  float Second;
  std::memcpy(&First, P.Bytes.data(), 4);
  std::memcpy(&Second, P.Bytes.data() + 4, 4);
  EXPECT_EQ(First, 7);
  EXPECT_EQ(Second, 1.5f);
  EXPECT_EQ(P.Bytes[8], 'z');
}

TEST(HostTypesTest, NullLiteralsBindToPointerParameters) {
  // `k<<<g, b>>>(0, NULL)` in CUDA: both are null pointer constants, and
  // arrive as int and long (GCC's NULL) after forwarding.
  PackedArgs P = detail::packAll<float *, const int *>(
      std::index_sequence_for<int, long>{}, 0, 0L);
  ASSERT_EQ(P.Pointers.size(), 2u);
  EXPECT_EQ(P.Pointers[0], nullptr);
  EXPECT_EQ(P.Pointers[1], nullptr);
  EXPECT_TRUE(P.Bytes.empty());
}

TEST(HostTypesTest, IntegerConversionsRoundInTheNamedModeAndSaturate) {
  EXPECT_EQ(__half2int_rz(__float2half(-2.7f)), -2);
  EXPECT_EQ(__half2int_rd(__float2half(-2.2f)), -3);
  EXPECT_EQ(__half2int_rn(__float2half(2.5f)), 2) << "ties to even";
  EXPECT_EQ(__half2short_rn(__float2half(60000.0f)), 32767);
  EXPECT_EQ(__half2uint_ru(__float2half(-3.0f)), 0u);
  EXPECT_EQ(__half2int_rn(__ushort_as_half(0x7e00)), 0) << "NaN";
  EXPECT_EQ(__int2half_rn(65519).__x, 0x7bff) << "below the midpoint";
  EXPECT_EQ(__int2half_rn(65520).__x, 0x7c00) << "a tie rounds to inf";
  EXPECT_EQ(__int2half_rz(100000).__x, 0x7bff) << "largest finite";
  EXPECT_EQ(__uint2half_ru(2049).__x, 0x6801) << "2050";
  EXPECT_EQ(__uint2half_rd(2049).__x, 0x6800) << "2048";
  EXPECT_EQ(__float2half_rz(1.0009f).__x, 0x3c00);
  EXPECT_EQ(__float2half_ru(1.0000001f).__x, 0x3c01);
  EXPECT_EQ(__bfloat162int_rn(__float2bfloat16(3.5f)), 4);
  EXPECT_EQ(__int2bfloat16_rz(257).__x, 0x4380) << "256";
  float2 F = __half22float2(__floats2half2_rn(1.5f, -2.25f));
  EXPECT_EQ(F.x, 1.5f);
  EXPECT_EQ(F.y, -2.25f);
  __half2 Flags = __hlt2(__floats2half2_rn(1, 2), __floats2half2_rn(2, 1));
  EXPECT_EQ(float(Flags.x), 1.0f);
  EXPECT_EQ(float(Flags.y), 0.0f);
  EXPECT_TRUE(__hequ(__ushort_as_half(0x7e00), __float2half(1.0f)));
  EXPECT_EQ(float(__hadd_sat(__float2half(0.75f), __float2half(0.5f))), 1.0f);
}

TEST(HostTypesTest, VolatilePointerParametersPackTheirAddress) {
  // `__global__ void k(volatile int *out)`: the address travels.
  int Storage[2] = {};
  PackedArgs P = detail::packAll<volatile int *, const volatile float *>(
      std::index_sequence_for<int *, float *>{}, Storage,
      reinterpret_cast<float *>(Storage + 1));
  ASSERT_EQ(P.Pointers.size(), 2u);
  EXPECT_EQ(P.Pointers[0], static_cast<const void *>(Storage));
  EXPECT_EQ(P.Pointers[1], static_cast<const void *>(Storage + 1));
}

} // namespace
