//===- FakeFoundation.h - The emulated Foundation classes -------*- C++ -*-===//
//
// Part of metalify's test infrastructure. NSObject, NSAutoreleasePool,
// NSString, NSError, NSArray and NSDictionary: what metal-cpp and the Metal
// backend use of them, for the fake Metal to build and read.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_TESTS_METAL_EMULATION_FAKEFOUNDATION_H
#define METALIFY_TESTS_METAL_EMULATION_FAKEFOUNDATION_H

#include "ObjcRuntime.h"

#include <string>
#include <utility>
#include <vector>

namespace metalify {
namespace emu {

/// The root class: every emulated object derives from it.
Class &rootClass();

/// A new NSString (+1).
Object *makeString(const std::string &Text);
/// The text of an NSString.
const std::string &stringText(const Object *S);
/// A new NSError (+1).
Object *makeError(const std::string &Domain, long Code,
                  const std::string &Description);
/// A new NSArray (+1) holding (and retaining) \p Items.
Object *makeArray(const std::vector<Object *> &Items);
/// The (key, value) pairs of an NSDictionary of NSStrings.
std::vector<std::pair<std::string, std::string>>
dictionaryStrings(const Object *D);

} // namespace emu
} // namespace metalify

#endif
