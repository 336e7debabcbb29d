//===- launch.h - Typed kernel handles and launches -------------*- C++ -*-===//
//
// Part of metalify. What `kernel<<<grid, block, shmem, stream>>>(args...)`
// becomes in translated host code (docs/ABI.md):
//
//   inline metalify::Kernel<int, const float *, float *> saxpy{"foo.metal",
//   "saxpy"}; metalify::launch(saxpy, grid, block, shmem, stream, n, x, y);
//
// and what a `__constant__` / `__device__` global becomes:
//
//   inline metalify::Symbol<float[16]> coef{"foo.metal", "coef"};
//   inline const void *const k_symbols[] = {&coef};
//   inline metalify::Kernel<float *> k{"foo.metal", "k", k_symbols};
//
// and a kernel taking a struct with pointer members by value lists them:
//
//   inline const metalify::PointerField k_pointer_fields[] = {{0, 0}, {0, 8}};
//   inline metalify::Kernel<Arrays> k{"foo.metal", "k", k_pointer_fields};
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_LAUNCH_H
#define METALIFY_LAUNCH_H

#include "metalify/cuda_types.h"

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <type_traits>
#include <utility>
#include <vector>

namespace metalify {

/// Tags a kernel handle so a `const void *` that CUDA code passes for a
/// kernel (`cudaLaunchKernel((void *)&k, ...)`) can be recognised.
enum class HandleKind : uint32_t {
  Kernel = 0x4b524e4c, // "KRNL"
};

/// Registers a device global's host handle (a Symbol's address) with its
/// module, name and size; the handle's bytes are its initial value.
void registerSymbol(const void *Handle, const char *Module, const char *Name,
                    size_t Size);

/// A `__constant__` or `__device__` global of host type T (an array type
/// for arrays): `Symbol<float[16]> coef{"foo.metal", "coef", {1, 2, 3}}`.
/// Like CUDA's host shadow of a device variable it has T's size, so
/// `cudaMemcpyToSymbol(coef, src, sizeof(coef))` keeps working; its bytes
/// are the initial value of the device storage the shim creates on first
/// use. Kernels that reach it bind that storage (docs/ABI.md).
template <typename T> class Symbol {
public:
  Symbol(const char *Module, const char *Name) : Storage{} {
    registerSymbol(this, Module, Name, sizeof(T));
  }
  Symbol(const char *Module, const char *Name, const T &Init) {
    std::memcpy(Storage, &Init, sizeof(T));
    registerSymbol(this, Module, Name, sizeof(T));
  }
  Symbol(const Symbol &) = delete;
  Symbol &operator=(const Symbol &) = delete;

private:
  alignas(T) unsigned char Storage[sizeof(T)];
};

/// A pointer member of a by-value struct parameter (docs/ABI.md): the
/// parameter's index in CUDA order and the member's byte offset inside the
/// parameter's value. The translator lists one per pointer member; the shim
/// checks each such pointer against the live allocations and, on Metal,
/// replaces it with the buffer's GPU address.
struct PointerField {
  unsigned Param;
  unsigned Offset;
};

/// The arguments of one launch after the ABI split: pointer arguments (in
/// order, buffers 0..P-1) and the packed bytes of the by-value arguments
/// (buffer P), laid out like the MSL `<kernel>_args` struct.
struct PackedArgs {
  /// A by-value struct argument: where its bytes are in Bytes. The shim
  /// checks the pointer members the kernel declares (PointerField) and
  /// that no other device pointer hides in them (Metal cannot follow one).
  struct StructSpan {
    unsigned ParamIndex;
    size_t Offset, Size;
  };

  std::vector<const void *> Pointers;
  std::vector<unsigned char> Bytes;
  /// Index (in CUDA parameter order) of each pointer argument, for messages.
  std::vector<unsigned> PointerParamIndex;
  /// The by-value structs that could hold a pointer (8-byte aligned ones:
  /// every struct with a pointer member is).
  std::vector<StructSpan> Structs;
};

/// Packs the CUDA-style argument array of cudaLaunchKernel (one pointer to
/// each argument's value) for a kernel's parameter types.
using ArgvPacker = PackedArgs (*)(void **Argv);

/// The untyped identity of a translated kernel: the module (.metal file name),
/// the kernel's host name in it and the globals it reaches. The shim
/// resolves and caches the compiled function on first launch.
class KernelRef {
public:
  constexpr KernelRef(const char *Module, const char *Name,
                      ArgvPacker Packer = nullptr, unsigned NumParams = 0,
                      const void *const *Symbols = nullptr,
                      unsigned NumSymbols = 0,
                      const PointerField *PointerFields = nullptr,
                      unsigned NumPointerFields = 0)
      : Module(Module), Name(Name), Packer(Packer), NumParams(NumParams),
        Symbols(Symbols), NumSymbols(NumSymbols),
        PointerFields(PointerFields), NumPointerFields(NumPointerFields) {}
  const char *module() const { return Module; }
  const char *name() const { return Name; }
  HandleKind kind() const { return Kind; }
  /// Null for an untyped reference (no cudaLaunchKernel through it).
  ArgvPacker packer() const { return Packer; }
  /// The number of CUDA parameters (known when packer() is set).
  unsigned numParams() const { return NumParams; }
  /// The `__constant__` / `__device__` globals (Symbol addresses) the
  /// kernel reaches, bound to the buffers after its argument struct, in
  /// this order.
  const void *const *symbols() const { return Symbols; }
  unsigned numSymbols() const { return NumSymbols; }
  /// The pointer members of by-value struct arguments, which the shim
  /// checks and translates (empty for most kernels).
  const PointerField *pointerFields() const { return PointerFields; }
  unsigned numPointerFields() const { return NumPointerFields; }
  /// CUDA code passes kernels as `(const void *)kernel` (cudaLaunchKernel,
  /// cudaFuncGetAttributes); the handle's address identifies it.
  explicit operator const void *() const { return this; }
  /// `(void *)kernel`, as CUDA samples pass kernels to the occupancy API.
  explicit operator void *() const { return const_cast<KernelRef *>(this); }

private:
  HandleKind Kind = HandleKind::Kernel;
  const char *Module;
  const char *Name;
  ArgvPacker Packer;
  unsigned NumParams;
  const void *const *Symbols;
  unsigned NumSymbols;
  const PointerField *PointerFields;
  unsigned NumPointerFields;
};

namespace detail {

/// Appends \p Size bytes at the next multiple of \p Align; returns where.
inline size_t appendValue(PackedArgs &Out, const void *Data, size_t Size,
                          size_t Align) {
  size_t Offset = (Out.Bytes.size() + Align - 1) / Align * Align;
  Out.Bytes.resize(Offset + Size);
  std::memcpy(Out.Bytes.data() + Offset, Data, Size);
  return Offset;
}

/// Packs one argument already converted to its parameter type.
template <typename Param>
void packOne(PackedArgs &Out, unsigned Index, const Param &Value) {
  if constexpr (std::is_pointer_v<Param>) {
    // The address is what travels: `volatile T *` parameters too.
    Out.Pointers.push_back(const_cast<const void *>(
        static_cast<const volatile void *>(Value)));
    Out.PointerParamIndex.push_back(Index);
  } else {
    // The bytes are what travels, as CUDA copies an argument: a copy and a
    // destruction that do nothing but copy and drop the bytes suffice
    // (std::pair has a user-provided assignment, which no copy here uses).
    static_assert(std::is_trivially_copy_constructible_v<Param> &&
                      std::is_trivially_destructible_v<Param>,
                  "kernel arguments passed by value must be trivially "
                  "copy-constructible and destructible");
    size_t Offset = appendValue(Out, &Value, sizeof(Param), alignof(Param));
    if constexpr (std::is_class_v<Param> && alignof(Param) >= sizeof(void *))
      Out.Structs.push_back({Index, Offset, sizeof(Param)});
  }
}

/// Rounds the by-value bytes up to the struct's alignment, as C++ and MSL
/// both size a struct to a multiple of its alignment.
template <typename... Params> void padToAlignment(PackedArgs &Out) {
  size_t MaxAlign = 1;
  ((MaxAlign = std::is_pointer_v<Params> || alignof(Params) < MaxAlign
                   ? MaxAlign
                   : alignof(Params)),
   ...);
  Out.Bytes.resize((Out.Bytes.size() + MaxAlign - 1) / MaxAlign * MaxAlign);
}

/// Converts a launch argument to its parameter's type, as a call would. A
/// literal `0` or `NULL` for a pointer parameter arrives here as an integer
/// (forwarding loses "null pointer constant"), so integers become pointers.
template <typename Param, typename Arg> Param convertArg(Arg &&A) {
  if constexpr (std::is_pointer_v<Param> &&
                std::is_integral_v<std::remove_reference_t<Arg>>)
    return reinterpret_cast<Param>(static_cast<uintptr_t>(A));
  else
    return static_cast<Param>(std::forward<Arg>(A));
}

template <typename... Params, typename... Args, size_t... I>
PackedArgs packAll(std::index_sequence<I...>, Args &&...A) {
  PackedArgs Out;
  (packOne<Params>(Out, static_cast<unsigned>(I),
                   convertArg<Params>(std::forward<Args>(A))),
   ...);
  padToAlignment<Params...>(Out);
  return Out;
}

template <typename... Params, size_t... I>
PackedArgs packArgv(std::index_sequence<I...>, void **Argv) {
  PackedArgs Out;
  (packOne<Params>(Out, static_cast<unsigned>(I),
                   *static_cast<const Params *>(Argv[I])),
   ...);
  padToAlignment<Params...>(Out);
  return Out;
}

/// The ArgvPacker of a kernel with parameter types Params.
template <typename... Params> PackedArgs packArgvFor(void **Argv) {
  return packArgv<Params...>(std::index_sequence_for<Params...>{}, Argv);
}

} // namespace detail

/// Launches a kernel from its packed arguments; the entry point every typed
/// launch funnels into. Asynchronous on \p Stream like a CUDA launch; the
/// result is also recorded for cudaGetLastError.
cudaError_t launchKernel(const KernelRef &Kernel, dim3 Grid, dim3 Block,
                         size_t SharedMem, cudaStream_t Stream,
                         const PackedArgs &Args);

/// Records cudaErrorInvalidDeviceFunction for a kernel function that no
/// translated file registered (its defining .cu was not linked in).
cudaError_t failUnregisteredStub();

/// Records cudaErrorMissingConfiguration for a kernel called like a
/// function, without a launch configuration; nothing runs.
cudaError_t failMissingConfiguration(const KernelRef &Kernel);

/// A translated kernel with CUDA parameter types Params. Named like the
/// kernel in host code, so `saxpy` keeps meaning the kernel.
template <typename... Params> class Kernel : public KernelRef {
public:
  constexpr Kernel(const char *Module, const char *Name)
      : KernelRef(Module, Name, &detail::packArgvFor<Params...>,
                  sizeof...(Params)) {}
  /// A kernel that reaches device globals: \p Symbols is a static array
  /// of their addresses (`inline const void *const k_symbols[] = {&coef};`).
  template <unsigned N>
  constexpr Kernel(const char *Module, const char *Name,
                   const void *const (&Symbols)[N])
      : KernelRef(Module, Name, &detail::packArgvFor<Params...>,
                  sizeof...(Params), Symbols, N) {}
  /// A kernel taking structs with pointer members by value: \p Fields is
  /// a static array of where those pointers are (PointerField).
  template <unsigned F>
  constexpr Kernel(const char *Module, const char *Name,
                   const PointerField (&Fields)[F])
      : KernelRef(Module, Name, &detail::packArgvFor<Params...>,
                  sizeof...(Params), nullptr, 0, Fields, F) {}
  template <unsigned N, unsigned F>
  constexpr Kernel(const char *Module, const char *Name,
                   const void *const (&Symbols)[N],
                   const PointerField (&Fields)[F])
      : KernelRef(Module, Name, &detail::packArgvFor<Params...>,
                  sizeof...(Params), Symbols, N, Fields, F) {}
  /// `kernel(args...)` with no `<<<...>>>`, which compiles in CUDA when the
  /// kernel reaches a template as a value (`benchmark(kernel, args...)`):
  /// like CUDA, nothing runs and the last error becomes
  /// cudaErrorMissingConfiguration.
  template <typename... Args> void operator()(Args &&...) const {
    failMissingConfiguration(*this);
  }
};

/// `kernel<<<Grid, Block, SharedMem, Stream>>>(args...)`.
template <typename... Params, typename... Args>
cudaError_t launch(const Kernel<Params...> &K, dim3 Grid, dim3 Block,
                   size_t SharedMem, cudaStream_t Stream, Args &&...A) {
  static_assert(sizeof...(Params) == sizeof...(Args),
                "wrong number of kernel arguments");
  PackedArgs Packed = detail::packAll<Params...>(
      std::index_sequence_for<Args...>{}, std::forward<Args>(A)...);
  return launchKernel(K, Grid, Block, SharedMem, Stream, Packed);
}

/// Registers \p Stub, the host function of a kernel declared in a shared
/// header, as standing for the translated kernel \p Kernel: launches through
/// the function, `(void *)kernel` and the attribute queries find it.
/// Returns true so it can initialise a static.
bool registerKernelStub(const void *Stub, const KernelRef &Kernel);
/// The kernel registered for \p Stub, or null.
const KernelRef *kernelForStub(const void *Stub);
/// The body of a registered stub: calling the kernel as a plain function,
/// without `<<<>>>`, launches nothing and records
/// cudaErrorInvalidConfiguration.
void kernelStubCalled(const KernelRef &Kernel);

/// `kernel<<<Grid, Block, SharedMem, Stream>>>(args...)` for a kernel that
/// host code knows as a function (declared in a shared header, defined in
/// another .cu file): the function's address identifies the kernel, as a
/// host stub's does in CUDA.
template <typename... Params, typename... Args>
cudaError_t launch(void (*Stub)(Params...), dim3 Grid, dim3 Block,
                   size_t SharedMem, cudaStream_t Stream, Args &&...A) {
  static_assert(sizeof...(Params) == sizeof...(Args),
                "wrong number of kernel arguments");
  const KernelRef *K = kernelForStub(reinterpret_cast<const void *>(Stub));
  if (!K)
    return failUnregisteredStub();
  PackedArgs Packed = detail::packAll<Params...>(
      std::index_sequence_for<Args...>{}, std::forward<Args>(A)...);
  return launchKernel(*K, Grid, Block, SharedMem, Stream, Packed);
}

/// `kernel<<<Grid, Block>>>(args...)` and `<<<Grid, Block, SharedMem>>>`
/// need no special form: pass 0 for the missing SharedMem and Stream.

/// Registers the MSL text of a module under its file name; `metalify cc`
/// emits one call per translated file so executables are self-contained.
/// The text is copied. Returns true so it can initialise a static.
bool registerModule(const char *Name, const char *Source, size_t Size);

} // namespace metalify

#endif
