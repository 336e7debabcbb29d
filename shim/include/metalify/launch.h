//===- launch.h - Typed kernel handles and launches -------------*- C++ -*-===//
//
// Part of metalify. What `kernel<<<grid, block, shmem, stream>>>(args...)`
// becomes in translated host code (docs/ABI.md):
//
//   inline metalify::Kernel<int, const float *, float *> saxpy{"foo.metal", "saxpy"};
//   metalify::launch(saxpy, grid, block, shmem, stream, n, x, y);
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_LAUNCH_H
#define METALIFY_LAUNCH_H

#include "metalify/cuda_types.h"

#include <cstddef>
#include <cstring>
#include <type_traits>
#include <vector>

namespace metalify {

/// The untyped identity of a translated kernel: the module (.metal file name)
/// and the kernel's host name in it. The shim resolves and caches the
/// compiled function on first launch.
class KernelRef {
public:
  constexpr KernelRef(const char *Module, const char *Name)
      : Module(Module), Name(Name) {}
  const char *module() const { return Module; }
  const char *name() const { return Name; }

private:
  const char *Module;
  const char *Name;
};

/// The arguments of one launch after the ABI split: pointer arguments (in
/// order, buffers 0..P-1) and the packed bytes of the by-value arguments
/// (buffer P), laid out like the MSL `<kernel>_args` struct.
struct PackedArgs {
  std::vector<const void *> Pointers;
  std::vector<unsigned char> Bytes;
  /// Index (in CUDA parameter order) of each pointer argument, for messages.
  std::vector<unsigned> PointerParamIndex;
};

namespace detail {

inline void appendValue(PackedArgs &Out, const void *Data, size_t Size,
                        size_t Align) {
  size_t Offset = (Out.Bytes.size() + Align - 1) / Align * Align;
  Out.Bytes.resize(Offset + Size);
  std::memcpy(Out.Bytes.data() + Offset, Data, Size);
}

/// Packs one argument already converted to its parameter type.
template <typename Param>
void packOne(PackedArgs &Out, unsigned Index, const Param &Value) {
  if constexpr (std::is_pointer_v<Param>) {
    Out.Pointers.push_back(static_cast<const void *>(Value));
    Out.PointerParamIndex.push_back(Index);
  } else {
    static_assert(std::is_trivially_copyable_v<Param>,
                  "kernel arguments passed by value must be trivially copyable");
    appendValue(Out, &Value, sizeof(Param), alignof(Param));
  }
}

template <typename... Params, typename... Args, size_t... I>
PackedArgs packAll(std::index_sequence<I...>, Args &&...A) {
  PackedArgs Out;
  // Each argument converts to its parameter's type first, as in a call.
  (packOne<Params>(Out, static_cast<unsigned>(I),
                   static_cast<Params>(std::forward<Args>(A))),
   ...);
  // The struct's size is a multiple of its alignment in both C++ and MSL.
  size_t MaxAlign = 1;
  ((MaxAlign = std::is_pointer_v<Params> || alignof(Params) < MaxAlign
                   ? MaxAlign
                   : alignof(Params)),
   ...);
  Out.Bytes.resize((Out.Bytes.size() + MaxAlign - 1) / MaxAlign * MaxAlign);
  return Out;
}

} // namespace detail

/// Launches a kernel from its packed arguments; the entry point every typed
/// launch funnels into. Asynchronous on \p Stream like a CUDA launch; the
/// result is also recorded for cudaGetLastError.
cudaError_t launchKernel(const KernelRef &Kernel, dim3 Grid, dim3 Block,
                         size_t SharedMem, cudaStream_t Stream,
                         const PackedArgs &Args);

/// A translated kernel with CUDA parameter types Params. Named like the
/// kernel in host code, so `saxpy` keeps meaning the kernel.
template <typename... Params> class Kernel : public KernelRef {
public:
  constexpr Kernel(const char *Module, const char *Name)
      : KernelRef(Module, Name) {}
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

/// Registers the MSL text of a module under its file name; `metalify cc`
/// emits one call per translated file so executables are self-contained.
/// Returns true so it can initialise a static.
bool registerModule(const char *Name, const char *Source, size_t Size);

} // namespace metalify

#endif
