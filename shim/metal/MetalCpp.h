//===- MetalCpp.h - metal-cpp for the Metal backend -------------*- C++ -*-===//
//
// Part of metalify. The one place shim/metal includes Apple's metal-cpp
// headers (found through METALIFY_METAL_CPP, docs/metal-backend.md); their
// private implementation is instantiated once, in MetalCpp.cpp.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_SHIM_METAL_METALCPP_H
#define METALIFY_SHIM_METAL_METALCPP_H

// metal-cpp's tables stay inside libmetalify.
#define METALCPP_SYMBOL_VISIBILITY_HIDDEN
#include <Foundation/Foundation.hpp>
#include <Metal/Metal.hpp>

#include <string>

namespace metalify {
namespace metal {

/// Drains the objects metal-cpp autoreleased while it lives: stream worker
/// threads have no pool of their own.
class AutoreleaseScope {
public:
  AutoreleaseScope() : Pool(NS::AutoreleasePool::alloc()->init()) {}
  ~AutoreleaseScope() { Pool->release(); }
  AutoreleaseScope(const AutoreleaseScope &) = delete;
  AutoreleaseScope &operator=(const AutoreleaseScope &) = delete;

private:
  NS::AutoreleasePool *Pool;
};

/// \p S as a std::string ("" for nil).
inline std::string toString(const NS::String *S) {
  const char *Text = S ? S->utf8String() : nullptr;
  return Text ? Text : "";
}

/// An autoreleased NSString holding \p Text.
inline NS::String *toNSString(const std::string &Text) {
  return NS::String::string(Text.c_str(), NS::UTF8StringEncoding);
}

/// The description of \p E, or \p Fallback when there is no error object.
inline std::string describe(const NS::Error *E, const char *Fallback) {
  return E ? toString(E->localizedDescription()) : Fallback;
}

} // namespace metal
} // namespace metalify

#endif
