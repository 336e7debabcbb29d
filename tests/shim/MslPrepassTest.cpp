//===- MslPrepassTest.cpp - Token rewrites before MSL parses as C++ -------===//
//
// Part of metalify's tests.
//
//===----------------------------------------------------------------------===//
#include "cpu/MslPrepass.h"

#include <gtest/gtest.h>

using metalify::cpu::prepareMslForCpu;

namespace {

TEST(MslPrepassTest, RenamesThreadgroupInsideAttributes) {
  EXPECT_EQ(prepareMslForCpu("kernel void k(threadgroup float *T "
                             "[[threadgroup(0)]], device int *D "
                             "[[buffer(1)]]) {}"),
            "kernel void k(threadgroup float *T [[tgroup_bind(0)]], device "
            "int *D [[buffer(1)]]) {}");
}

TEST(MslPrepassTest, ThreadgroupObjectsInBodiesBecomeStatic) {
  EXPECT_EQ(prepareMslForCpu("void f() {\n  threadgroup float Tile[32];\n"
                             "  threadgroup float *P = Tile;\n"
                             "  threadgroup atomic_int C;\n"
                             "  threadgroup float (&R)[32] = Tile;\n"
                             "  { threadgroup vec<float, 4> A[2], B; }\n}"),
            "void f() {\n  __tg_static float Tile[32];\n"
            "  threadgroup float *P = Tile;\n"
            "  __tg_static atomic_int C;\n"
            "  threadgroup float (&R)[32] = Tile;\n"
            "  { __tg_static vec<float, 4> A[2], B; }\n}");
  // A line comment before the declaration (the translator keeps the user's
  // comments) does not hide where the statement starts.
  EXPECT_EQ(prepareMslForCpu("void f() {\n  // A tile of the block's data.\n"
                             "  threadgroup float Tile[32];\n}"),
            "void f() {\n  // A tile of the block's data.\n"
            "  __tg_static float Tile[32];\n}");
  // Parameters and program scope are left alone (the compiler rejects
  // program-scope threadgroup variables).
  EXPECT_EQ(prepareMslForCpu("threadgroup int G;\nvoid f(threadgroup int &R);"),
            "threadgroup int G;\nvoid f(threadgroup int &R);");
}

TEST(MslPrepassTest, AnnotatesMemberFunctionAddressSpaces) {
  EXPECT_EQ(prepareMslForCpu("struct S { float V;\n"
                             "  float get() const device { return V; }\n"
                             "  float get2() threadgroup const;\n"
                             "  void set(device float *P) { *P = V; } };"),
            "struct S { float V;\n"
            "  float get() const _s(D)  { return V; }\n"
            "  float get2() const _s(G)      ;\n"
            "  void set(device float *P) { *P = V; } };");
  // Outside a class body the qualifier is only blanked.
  EXPECT_EQ(prepareMslForCpu("float S::get() const device { return V; }"),
            "float S::get() const        { return V; }");
}

TEST(MslPrepassTest, OutOfLineReturnTypesMatchTheirDeclaration) {
  // The declaration's return type loses its space (its `this` is generic on
  // the CPU); an out-of-line definition's must lose it too, or the two
  // declare different functions.
  EXPECT_EQ(prepareMslForCpu("struct S { device float *P;\n"
                             "  device float &at(int i) thread const; };\n"
                             "inline device float &S::at(int i) thread const "
                             "{ return P[i]; }"),
            "struct S { device float *P;\n"
            "         float &at(int i) const _s(T) ; };\n"
            "inline        float &S::at(int i)        const "
            "{ return P[i]; }");
}

TEST(MslPrepassTest, TypesThisInMembersOfOneSpace) {
  // Declared for threadgroup objects only: the return type keeps its space
  // and `this` in the body is the prelude's `_tG`, a threadgroup pointer.
  EXPECT_EQ(prepareMslForCpu("struct S { int W;\n"
                             "  threadgroup int &w() threadgroup { "
                             "return reinterpret_cast<threadgroup int &>"
                             "(*this); }\n"
                             "  device S &self() device { return *this; }\n"
                             "  threadgroup S &f() threadgroup; };"),
            "struct S { int W;\n"
            "  threadgroup int &w() _s(G)       { "
            "_rG    reinterpret_cast<threadgroup int &>(*_tG ); }\n"
            "  device S &self() _s(D)  { _rD    *_tD ; }\n"
            "              S &f() _s(G)      ; };");
  // Declared for thread objects: `this` is the CPU's generic one already,
  // and what it returns keeps its space.
  EXPECT_EQ(prepareMslForCpu("struct P { threadgroup float *T;\n"
                             "  threadgroup float *get() thread { return T; } };"),
            "struct P { threadgroup float *T;\n"
            "  threadgroup float *get() _s(T)  { return T; } };");
  // Declared for device objects, naming its member without `this`, which
  // is read through Clang's generic `this`: `return` puts it in the
  // member's space.
  EXPECT_EQ(prepareMslForCpu("struct B { float V;\n"
                             "  const device float &v() device const { "
                             "return V; } };"),
            "struct B { float V;\n"
            "  const device float &v() const _s(D)  { _rD    V; } };");
}

TEST(MslPrepassTest, CollapsesCopiesThatDifferOnlyInThisSpace) {
  // Clang would see three definitions of one function: the copy with the
  // longest qualifier stays, annotated with every space; its return type
  // becomes generic like its `this`. The other copies are blanked.
  std::string Thread = "S &add(float x) { V += x; return *this; }";
  std::string Device = "device S &add(float x) device { V += x; return *this; }";
  std::string Group = "threadgroup S &add(float x) threadgroup { V += x; "
                      "return *this; }";
  std::string GetDevice = "float get(const device S &o) device { return o.V; }";
  std::string GetThread = "float get(const device S &o) { return o.V; }";
  auto Blank = [](const std::string &Line) {
    return std::string(Line.size(), ' ');
  };
  EXPECT_EQ(prepareMslForCpu("struct S { float V;\n" + Thread + "\n" + Device +
                             "\n" + Group + "\n" + GetDevice + "\n" +
                             GetThread + "\n};"),
            "struct S { float V;\n" + Blank(Thread) + "\n" + Blank(Device) +
                "\n" +
                "            S &add(float x) _s(TDG)     { V += x; return "
                "*this; }\n"
                "float get(const device S &o) _s(TD) { return o.V; }\n" +
                Blank(GetThread) + "\n};");
}

TEST(MslPrepassTest, KeepsLengthCommentsStringsAndDirectives) {
  std::string Source = "#define X threadgroup\n"
                       "// threadgroup float C[2];\n"
                       "const char *S = \"[[threadgroup(0)]]\";\n"
                       "void f() { if (x) device_fn(); }\n";
  EXPECT_EQ(prepareMslForCpu(Source), Source);
}

TEST(MslPrepassTest, MalformedInputIsLeftAsIs) {
  EXPECT_EQ(prepareMslForCpu(""), "");
  EXPECT_EQ(prepareMslForCpu("[[threadgroup("), "[[tgroup_bind(");
  EXPECT_EQ(prepareMslForCpu("void f() { threadgroup"), "void f() { threadgroup");
  std::string Unterminated = "const char *S = \"threadgroup\n/* device";
  EXPECT_EQ(prepareMslForCpu(Unterminated), Unterminated);
  std::string WithNul("a\0threadgroup b;", 16);
  EXPECT_EQ(prepareMslForCpu(WithNul).size(), WithNul.size());
}

} // namespace
