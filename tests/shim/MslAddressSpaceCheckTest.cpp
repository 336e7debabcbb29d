//===- MslAddressSpaceCheckTest.cpp - Conversions to `thread` -------------===//
//
// Part of metalify's tests. Conversions from device, constant and
// threadgroup to thread must be rejected as on Metal; copies, assignments
// and member calls on objects in those address spaces must not.
//
//===----------------------------------------------------------------------===//
#include "cpu/MslAddressSpaceCheck.h"
#include "cpu/MslPrepass.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

using metalify::cpu::checkMslAddressSpacesInSource;

namespace {

std::vector<std::string> args() {
  return {"-std=c++17", "-Xclang", "-fsycl-is-device", "-Xclang",
          "-aux-triple", "-Xclang", "x86_64-pc-linux-gnu", "-nostdinc++",
          "-ffreestanding", "-x", "c++", "-isystem",
          METALIFY_SOURCE_DIR "/shim/cpu/prelude"};
}

bool check(const std::string &Body, std::string &Messages) {
  std::string Source = "#include <metal_stdlib>\nusing namespace metal;\n" +
                       Body;
  return checkMslAddressSpacesInSource(
      metalify::cpu::prepareMslForCpu(Source), args(), Messages);
}

TEST(MslAddressSpaceCheckTest, CopiesAndMemberCallsAreAllowed) {
  std::string Messages;
  EXPECT_TRUE(check(R"(
struct S {
  float A;
  float get() const { return A; }
  float get() device const { return A; }
  float get() threadgroup const { return A; }
};
struct Args { packed_float3 P; };
void f(device S *D, constant Args &C, threadgroup S *T, device float4 *V) {
  S Copy = D[0];
  D[1] = Copy;
  D[2] = D[0];
  T[0] = D[1];
  float X = D[0].get() + T[0].get() + D->get();
  float3 P = C.P;
  V[0].xy = float2(P.xy) + X;
  thread float *L = &Copy.A;
  *L = simd_sum(X);
  threadgroup float Tile[4];
  Tile[0] = X;
}
)",
                    Messages))
      << Messages;
}

TEST(MslAddressSpaceCheckTest, ConversionsToThreadAreRejected) {
  std::string Messages;
  EXPECT_FALSE(check(R"(
struct S { float A; };
void take(thread float *P);
void takeRef(thread S &R);
void f(device float *D, constant float *C, threadgroup S *T) {
  thread float *P = D;
  const float *Q = C;
  take(D);
  takeRef(T[0]);
  thread S &R = T[1];
  float4 V = (float4)int4(1);
  float4 W = static_cast<float4>(uint4(1));
  float4 Ok = (float4)float4(1) + float4(int4(2));
}
template <class T> void g(device T *D) { thread T *P = D; }
template void g<int>(device int *);
)",
                     Messages));
  const char *Expected[] = {
      "input.metal:8:21: error: cannot convert from the device address space",
      "input.metal:9:20: error: cannot convert from the constant address space",
      "input.metal:10:8: error: cannot convert from the device address space",
      "input.metal:11:11: error: cannot convert from the threadgroup address "
      "space",
      "input.metal:12:17: error: cannot convert from the threadgroup address "
      "space",
      "input.metal:13:14: error: cast from 'vec<int, 4>' (vector of 4 'int' "
      "values) to 'float4' (aka 'vec<float, 4>') would reinterpret the bits",
      "input.metal:14:14: error: static_cast from 'vec<unsigned int, 4>'",
      "input.metal:17:56: error: cannot convert from the device address space"};
  EXPECT_EQ(Messages.find("input.metal:15:"), std::string::npos) << Messages;
  for (const char *Message : Expected)
    EXPECT_NE(Messages.find(Message), std::string::npos)
        << Message << "\n" << Messages;
}

TEST(MslAddressSpaceCheckTest, MembersNeedAnOverloadForTheObjectsSpace) {
  // Metal: "address space mismatch in 'this' argument".
  std::string Messages;
  EXPECT_FALSE(check(R"(
struct S {
  float A;
  float get() const { return A; }
  float dev() device const { return A; }
  S operator+(const device S &o) const { return S{A + o.A}; }
  device S &operator+=(float x) device { A += x; return *this; }
};
void f(device S *D, threadgroup S *T, constant S &C) {
  S Local = D[0];
  float X = D->get() + T[0].get() + C.get() + Local.get() + D->dev();
  Local = Local + D[1];
  D[0] += X;
  T[0] += X;
  X += Local.dev();
}
)",
                     Messages));
  const char *Expected[] = {
      "input.metal:13:16: error: member function 'get' is called on an object "
      "in the device address space",
      "input.metal:13:29: error: member function 'get' is called on an object "
      "in the threadgroup address space",
      "input.metal:13:39: error: member function 'get' is called on an object "
      "in the constant address space",
      "input.metal:16:8: error: member function 'operator+=' is called on an "
      "object in the threadgroup address space",
      "input.metal:17:14: error: member function 'dev' is called on an object "
      "in the thread address space"};
  for (const char *Message : Expected)
    EXPECT_NE(Messages.find(Message), std::string::npos)
        << Message << "\n" << Messages;
  EXPECT_EQ(Messages.find("input.metal:14:"), std::string::npos) << Messages;
  EXPECT_EQ(Messages.find("input.metal:15:"), std::string::npos) << Messages;
}

} // namespace
