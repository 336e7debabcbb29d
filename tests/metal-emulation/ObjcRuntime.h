//===- ObjcRuntime.h - An emulated Objective-C runtime ----------*- C++ -*-===//
//
// Part of metalify's test infrastructure (never shipped). Just enough of
// Apple's Objective-C message runtime for metal-cpp to run on x86_64 Linux:
// classes with method tables, objects whose first word is their class,
// reference counting and autorelease pools. objc_msgSend and friends are
// assembly trampolines (MsgSend_x86_64.S) over lookupMethod().
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_TESTS_METAL_EMULATION_OBJCRUNTIME_H
#define METALIFY_TESTS_METAL_EMULATION_OBJCRUNTIME_H

#include <atomic>
#include <string>
#include <unordered_map>

struct objc_selector;
using SEL = objc_selector *;

namespace metalify {
namespace emu {

struct Object;
using IMP = void (*)();

/// A class (or, with IsMeta, the class of a class: its class methods).
/// Classes are objects too: messaging one looks in its metaclass.
struct Class {
  Class *Isa = nullptr;
  std::string Name;
  Class *Super = nullptr;
  bool IsMeta = false;
  std::unordered_map<SEL, IMP> Methods;
  /// Makes a fresh instance (+alloc); null for abstract classes.
  Object *(*Create)() = nullptr;
  /// Frees an instance whose count fell to zero.
  void (*Destroy)(Object *) = nullptr;
};

/// The start of every emulated object: the class pointer, then the count.
struct Object {
  Class *Isa = nullptr;
  std::atomic<long> Refs{1};
};

/// The interned selector named \p Name.
SEL selector(const char *Name);
/// The selector's name.
const char *selectorName(SEL S);

/// Creates a class named \p Name under \p Super (null for the root) and
/// registers it for objc_lookUpClass. T is the instance type.
template <class T> Class &defineClass(const char *Name, Class *Super);
/// Adds the instance method \p Sel to \p C.
template <class Fn> void method(Class &C, const char *Sel, Fn *F) {
  C.Methods[selector(Sel)] = reinterpret_cast<IMP>(F);
}
/// Adds the class method \p Sel to \p C.
template <class Fn> void classMethod(Class &C, const char *Sel, Fn *F) {
  method(*C.Isa, Sel, F);
}

/// Registers \p C (and its metaclass) under its name.
void registerClass(Class &C);
/// The class named \p Name, or null.
Class *findClass(const char *Name);
/// Makes an instance of \p C (its Create), counting it as live.
Object *createInstance(Class &C);

/// -retain, -release and -autorelease, for C++ callers of the emulation.
Object *retain(Object *O);
void release(Object *O);
Object *autorelease(Object *O);
/// Objects created and not yet freed.
long liveObjects();

/// Called once before the first lookup: defines every emulated class.
void defineFoundation();
void defineMetal();

template <class T> Class &defineClass(const char *Name, Class *Super) {
  auto *Meta = new Class;
  Meta->Name = Name;
  Meta->IsMeta = true;
  auto *C = new Class;
  // As in Objective-C, the root metaclass inherits from the root class, so
  // classes answer -retain and -release too.
  Meta->Super = Super ? Super->Isa : C;
  C->Isa = Meta;
  C->Name = Name;
  C->Super = Super;
  C->Create = []() -> Object * { return new T; };
  C->Destroy = [](Object *O) { delete static_cast<T *>(O); };
  registerClass(*C);
  return *C;
}

} // namespace emu
} // namespace metalify

#endif
