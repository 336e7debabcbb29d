//===- BufferMap.cpp - Host addresses to (MTLBuffer, offset) --------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "metal/MetalBackend.h"

namespace metalify {
namespace metal {

void BufferMap::insert(const void *Base, size_t Size, MTL::Buffer *B) {
  std::lock_guard<std::mutex> Lock(Mutex);
  ByBase[reinterpret_cast<uintptr_t>(Base)] = Entry{Size, B};
}

MTL::Buffer *BufferMap::remove(const void *Base) {
  std::lock_guard<std::mutex> Lock(Mutex);
  auto It = ByBase.find(reinterpret_cast<uintptr_t>(Base));
  if (It == ByBase.end())
    return nullptr;
  MTL::Buffer *B = It->second.Buffer;
  ByBase.erase(It);
  return B;
}

std::optional<BufferSlice> BufferMap::find(const void *P) const {
  auto Address = reinterpret_cast<uintptr_t>(P);
  std::lock_guard<std::mutex> Lock(Mutex);
  auto It = ByBase.upper_bound(Address);
  if (It == ByBase.begin())
    return std::nullopt;
  --It;
  size_t Offset = Address - It->first;
  // One past the end still names the allocation (an empty tail).
  if (Offset > It->second.Size)
    return std::nullopt;
  return BufferSlice{It->second.Buffer, Offset, It->second.Size - Offset};
}

} // namespace metal
} // namespace metalify
