//===- MslAttributesTest.cpp - MSL attributes out of the text -------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "cpu/MslAttributes.h"

#include <gtest/gtest.h>

using namespace metalify::cpu;

namespace {

TEST(MslAttributes, ListsAreRecordedAndBlankedInPlace) {
  std::string Source = "kernel void k(device float *p [[buffer(3)]],\n"
                       "  uint2 g [[thread_position_in_grid]]) {}\n";
  MslAttributeScan S = extractMslAttributes(Source);
  std::string Blanked = Source;
  Blanked.replace(Source.find("[[buffer"), 13, std::string(13, ' '));
  Blanked.replace(Source.find("[[thread"), 27, std::string(27, ' '));
  EXPECT_EQ(S.Text, Blanked);
  ASSERT_EQ(S.Attributes.size(), 2u);
  EXPECT_EQ(S.Attributes[0].Name, "buffer");
  EXPECT_EQ(S.Attributes[0].Args, (std::vector<std::string>{"3"}));
  EXPECT_EQ(S.Attributes[0].Offset, Source.find("buffer"));
  EXPECT_EQ(S.Attributes[1].Name, "thread_position_in_grid");
  EXPECT_TRUE(S.Attributes[1].Args.empty());
}

TEST(MslAttributes, SeveralAttributesAndArguments) {
  std::string Source =
      "[[kernel, host_name(\"a,b\"), max_total_threads_per_threadgroup(64)]]"
      " void f();";
  MslAttributeScan S = extractMslAttributes(Source);
  ASSERT_EQ(S.Attributes.size(), 3u);
  EXPECT_EQ(S.Attributes[1].Name, "host_name");
  EXPECT_EQ(S.Attributes[1].Args, (std::vector<std::string>{"\"a,b\""}));
  EXPECT_EQ(S.Attributes[2].Args, (std::vector<std::string>{"64"}));
  // [[kernel]] stays a kernel for the parser.
  EXPECT_EQ(S.Text.substr(0, 7), "kernel ");
  EXPECT_EQ(S.Text.size(), Source.size());
}

TEST(MslAttributes, StandardAttributesCommentsAndStringsAreLeftAlone) {
  std::string Source = "[[maybe_unused]] int x; // [[buffer(0)]]\n"
                       "const char *s = \"[[buffer(1)]]\"; /* [[kernel]] */\n";
  MslAttributeScan S = extractMslAttributes(Source);
  EXPECT_EQ(S.Text, Source);
  EXPECT_TRUE(S.Attributes.empty());
}

TEST(MslAttributes, KernelScopeThreadgroupDeclarationsAreMarked) {
  std::string Source = "threadgroup float g;\n"
                       "kernel void k(threadgroup float *p) {\n"
                       "  threadgroup float tile[4];\n"
                       "  threadgroup float *q = p;\n"
                       "  f((threadgroup float *)q);\n"
                       "}\n";
  MslAttributeScan S = extractMslAttributes(Source);
  EXPECT_EQ(S.Text.size(), Source.size());
  // Program scope, parameters and casts keep the qualifier.
  EXPECT_EQ(S.Text.find("threadgroup float g;"), 0u);
  EXPECT_NE(S.Text.find("(threadgroup float *p)"), std::string::npos);
  EXPECT_NE(S.Text.find("__mtl_tgvar float tile[4];"), std::string::npos);
  // A pointer to threadgroup memory is an ordinary per-thread local.
  EXPECT_NE(S.Text.find("  threadgroup float *q = p;"), std::string::npos);
  EXPECT_NE(S.Text.find("f((threadgroup float *)q);"), std::string::npos);
}

TEST(MslAttributes, CommentsBeforeThreadgroupDeclarationsAreSkipped) {
  // The translator keeps user comments; a declaration after one is still a
  // kernel-scope threadgroup variable (else it stayed one static shared by
  // every worker running the kernel's threadgroups).
  std::string Source = "kernel void k() {\n"
                       "  // A tile with a halo on each side.\n"
                       "  threadgroup float tile[10][34];\n"
                       "  int x = 0; /* then */ threadgroup int n;\n"
                       "  f(x) // not a statement start\n"
                       "  threadgroup float *q;\n"
                       "}\n";
  MslAttributeScan S = extractMslAttributes(Source);
  EXPECT_NE(S.Text.find("__mtl_tgvar float tile[10][34];"), std::string::npos);
  EXPECT_NE(S.Text.find("/* then */ __mtl_tgvar int n;"), std::string::npos);
  EXPECT_NE(S.Text.find("  threadgroup float *q;"), std::string::npos);
}

TEST(MslAttributes, UnterminatedListsAreLeftToTheParser) {
  std::string Source = "int a [[buffer(0) ;";
  EXPECT_EQ(extractMslAttributes(Source).Text, Source);
}

TEST(MslAttributes, SnippetsShowTheUserText) {
  std::string Original = "a [[buffer(0)]];\nb;\n";
  std::string Rewritten = extractMslAttributes(Original).Text;
  std::string Messages = "x.metal:1:1: error: e\n    1 | " +
                         Rewritten.substr(0, Rewritten.find('\n')) +
                         "\n      | ^\n    2 | b;\n";
  EXPECT_EQ(restoreSourceLines(Messages, Original, Rewritten),
            "x.metal:1:1: error: e\n    1 | a [[buffer(0)]];\n      | ^\n"
            "    2 | b;\n");
}

} // namespace
