//===- EntryPoints.cpp - Kernel trampolines as C++ text -------------------===//
//
// Part of metalify. Each entry point declares the same locals (X, Y, Z: the
// position in the threadgroup; NX..NZ: threads per threadgroup; GX..GZ: the
// threadgroup's position; MX..MZ: threadgroups per grid; Index, Lane, Simd),
// so every built-in is one expression over them.
//
//===----------------------------------------------------------------------===//
#include "cpu/EntryPoints.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringRef.h"

#include <fmt/format.h>

using namespace metalify::cpu;

namespace {

/// A built-in attribute of MSL Table 5.8 and how to compute it.
struct BuiltInDef {
  std::string_view Name;
  unsigned Width;
  std::string_view Components[3];
};

constexpr BuiltInDef BuiltIns[] = {
    {"thread_position_in_grid", 3,
     {"GX * NX + X", "GY * NY + Y", "GZ * NZ + Z"}},
    {"thread_position_in_threadgroup", 3, {"X", "Y", "Z"}},
    {"threadgroup_position_in_grid", 3, {"GX", "GY", "GZ"}},
    {"threads_per_threadgroup", 3, {"NX", "NY", "NZ"}},
    {"dispatch_threads_per_threadgroup", 3, {"NX", "NY", "NZ"}},
    {"threadgroups_per_grid", 3, {"MX", "MY", "MZ"}},
    {"threads_per_grid", 3, {"MX * NX", "MY * NY", "MZ * NZ"}},
    {"grid_size", 3, {"MX * NX", "MY * NY", "MZ * NZ"}},
    {"grid_origin", 3, {"0u", "0u", "0u"}},
    {"thread_index_in_threadgroup", 1, {"Index"}},
    {"thread_index_in_simdgroup", 1, {"Lane"}},
    {"simdgroup_index_in_threadgroup", 1, {"Simd"}},
    {"threads_per_simdgroup", 1, {"32u"}},
    {"thread_execution_width", 1, {"32u"}},
    {"simdgroups_per_threadgroup", 1, {"(NX * NY * NZ + 31u) / 32u"}},
    {"dispatch_simdgroups_per_threadgroup", 1, {"(NX * NY * NZ + 31u) / 32u"}},
    {"thread_index_in_quadgroup", 1, {"Index % 4u"}},
    {"quadgroup_index_in_threadgroup", 1, {"Index / 4u"}},
    {"quadgroups_per_threadgroup", 1, {"(NX * NY * NZ + 3u) / 4u"}},
    {"dispatch_quadgroups_per_threadgroup", 1, {"(NX * NY * NZ + 3u) / 4u"}},
};

const BuiltInDef *findBuiltIn(std::string_view Name) {
  for (const BuiltInDef &B : BuiltIns)
    if (B.Name == Name)
      return &B;
  return nullptr;
}

/// Helpers the trampolines use; reserved names only.
constexpr std::string_view HelperText = R"cpp(
# 1 "<metalify entry points>"
#include "metalify_cpu_abi.h"
extern "C" void __metalify_tg_marker(void *);
template <unsigned I, class... A> struct __mtl_nth;
template <class H, class... A> struct __mtl_nth<0, H, A...> { using type = H; };
template <unsigned I, class H, class... A>
struct __mtl_nth<I, H, A...> : __mtl_nth<I - 1, A...> {};
template <unsigned I, class F> struct __mtl_param;
template <unsigned I, class R, class... A> struct __mtl_param<I, R (*)(A...)> {
  using type = typename __mtl_nth<I, A...>::type;
};
template <class T> struct __mtl_bind;
template <class T> struct __mtl_bind<T *> {
  static T *get(void *P) { return (T *)P; }
};
template <class T> struct __mtl_bind<T &> {
  static T &get(void *P) { return *(T *)P; }
};
)cpp";

std::string paramType(const KernelDesc &K, unsigned I) {
  return fmt::format("typename __mtl_param<{}, decltype(&{})>::type", I,
                     K.CallName);
}

std::string builtInArg(const KernelDesc &K, unsigned I, const KernelParam &P) {
  const BuiltInDef *B = findBuiltIn(P.Attribute);
  std::string Type = paramType(K, I);
  if (P.Width == 1)
    return fmt::format("({})({})", Type, B->Components[0]);
  std::string Elem = P.ElementType.empty() ? "unsigned" : P.ElementType;
  std::vector<std::string> Parts;
  for (unsigned C = 0; C < P.Width; ++C)
    Parts.push_back(fmt::format("({})({})", Elem, B->Components[C]));
  // Braces for Clang vectors; parentheses for class vectors (constructors).
  if (P.ElementType.empty())
    return fmt::format("{}({})", Type, fmt::join(Parts, ", "));
  return fmt::format("{}{{{}}}", Type, fmt::join(Parts, ", "));
}

/// The locals `__mtl_argI` that hold each buffer and threadgroup argument,
/// bound once per call of an entry point. The thread loop of the Group entry
/// must see the pointers as loop invariant: read from D inside the loop, a
/// store through a char (or any) pointer may alias D->Buffers, so LLVM
/// reloads them per thread and the vectorised loop gathers the pointers and
/// turns every access into a gather/scatter or per-lane scalar code (about
/// five times slower for a plain copy kernel).
std::string bindArgs(const KernelDesc &K) {
  std::string Text;
  for (auto [I, P] : llvm::enumerate(K.Params)) {
    if (P.Kind == KernelParam::BuiltIn)
      continue;
    unsigned Idx = static_cast<unsigned>(I);
    const char *Table =
        P.Kind == KernelParam::Buffer ? "Buffers" : "Threadgroup";
    Text += fmt::format("\n  {0} __mtl_arg{1} = __mtl_bind<{0}>::get(D->{2}[{3}]);",
                        paramType(K, Idx), Idx, Table, P.Index);
  }
  return Text;
}

std::string callKernel(const KernelDesc &K) {
  std::vector<std::string> Args;
  for (auto [I, P] : llvm::enumerate(K.Params)) {
    unsigned Idx = static_cast<unsigned>(I);
    if (P.Kind == KernelParam::BuiltIn)
      Args.push_back(builtInArg(K, Idx, P));
    else
      Args.push_back(fmt::format("__mtl_arg{}", Idx));
  }
  return fmt::format("{}({});", K.CallName, fmt::join(Args, ",\n      "));
}

/// Locals shared by both entry points.
constexpr std::string_view CommonLocals = R"cpp(
  __metalify_tg_marker(D->ThreadgroupStatic);
  const unsigned NX = D->ThreadsPerThreadgroup[0];
  const unsigned NY = D->ThreadsPerThreadgroup[1];
  const unsigned NZ = D->ThreadsPerThreadgroup[2];
  const unsigned MX = D->ThreadgroupsPerGrid[0];
  const unsigned MY = D->ThreadgroupsPerGrid[1];
  const unsigned MZ = D->ThreadgroupsPerGrid[2];
  (void)NX; (void)NY; (void)NZ; (void)MX; (void)MY; (void)MZ;
)cpp";

std::string threadEntry(const KernelDesc &K) {
  return fmt::format(R"cpp(
extern "C" void __metalify_thread_{0}(const MetalifyDispatch *D,
                                     const MetalifyThread *T) {{{1}
  const unsigned GX = D->ThreadgroupPosition[0];
  const unsigned GY = D->ThreadgroupPosition[1];
  const unsigned GZ = D->ThreadgroupPosition[2];
  const unsigned X = T->PositionInThreadgroup[0];
  const unsigned Y = T->PositionInThreadgroup[1];
  const unsigned Z = T->PositionInThreadgroup[2];
  const unsigned Index = T->IndexInThreadgroup;
  const unsigned Lane = T->IndexInSimdgroup;
  const unsigned Simd = T->SimdgroupIndex;
  (void)GX; (void)GY; (void)GZ; (void)X; (void)Y; (void)Z;
  (void)Index; (void)Lane; (void)Simd;{3}
  {2}
}}
)cpp",
                     K.SymbolName, CommonLocals, callKernel(K), bindArgs(K));
}

std::string groupEntry(const KernelDesc &K) {
  return fmt::format(R"cpp(
extern "C" void __metalify_group_{0}(const MetalifyDispatch *D,
                                    const unsigned *G) {{{1}
  const unsigned GX = G[0], GY = G[1], GZ = G[2];
  (void)GX; (void)GY; (void)GZ;{3}
  for (unsigned Z = 0; Z < NZ; ++Z)
    for (unsigned Y = 0; Y < NY; ++Y)
#pragma clang loop vectorize(assume_safety)
      for (unsigned X = 0; X < NX; ++X) {{
        const unsigned Index = X + NX * (Y + NY * Z);
        const unsigned Lane = Index % 32u, Simd = Index / 32u;
        (void)Index; (void)Lane; (void)Simd;
        {2}
      }}
}}
)cpp",
                     K.SymbolName, CommonLocals, callKernel(K), bindArgs(K));
}

/// The group entry of a widened kernel: each row of the threadgroup in
/// chunks of up to METALIFY_WIDE_LANES threads (WideKernel.h defines the
/// function it calls). Rows narrower than half a chunk would leave most
/// lanes idle: those threadgroups take the scalar loop.
std::string wideGroupEntry(const KernelDesc &K) {
  return fmt::format(R"cpp(
extern "C" void __metalify_wide_{0}(const MetalifyDispatch *D,
                                   const MetalifyThread *First,
                                   unsigned Count);
extern "C" void __metalify_widegroup_{0}(const MetalifyDispatch *D,
                                        const unsigned *G) {{
  const unsigned NX = D->ThreadsPerThreadgroup[0];
  const unsigned NY = D->ThreadsPerThreadgroup[1];
  const unsigned NZ = D->ThreadsPerThreadgroup[2];
  if (NX < METALIFY_WIDE_LANES / 2) {{
    __metalify_group_{0}(D, G);
    return;
  }}
  MetalifyThread First;
  for (unsigned Z = 0; Z < NZ; ++Z)
    for (unsigned Y = 0; Y < NY; ++Y)
      for (unsigned X = 0; X < NX; X += METALIFY_WIDE_LANES) {{
        const unsigned Index = X + NX * (Y + NY * Z);
        First.PositionInThreadgroup[0] = X;
        First.PositionInThreadgroup[1] = Y;
        First.PositionInThreadgroup[2] = Z;
        First.IndexInThreadgroup = Index;
        First.IndexInSimdgroup = Index % 32u;
        First.SimdgroupIndex = Index / 32u;
        const unsigned Left = NX - X;
        __metalify_wide_{0}(D, &First, Left < METALIFY_WIDE_LANES ? Left : METALIFY_WIDE_LANES);
      }}
}}
)cpp",
                     K.SymbolName);
}

} // namespace

unsigned metalify::cpu::builtInWidth(std::string_view Name) {
  const BuiltInDef *B = findBuiltIn(Name);
  return B ? B->Width : 0;
}

std::string
metalify::cpu::generateEntryPoints(const std::vector<KernelDesc> &Kernels) {
  std::string Text(HelperText);
  for (const KernelDesc &K : Kernels)
    Text += threadEntry(K) + groupEntry(K) + wideGroupEntry(K);
  return Text;
}

std::string_view metalify::cpu::compilerPreamble() {
  return R"cpp(
#define kernel __attribute__((annotate("metalify_kernel")))
#define __mtl_tgvar static __attribute__((section(".metalify_tg"))) threadgroup
)cpp";
}
