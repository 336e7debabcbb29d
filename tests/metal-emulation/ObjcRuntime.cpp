//===- ObjcRuntime.cpp - An emulated Objective-C runtime ------------------===//
//
// Part of metalify's test infrastructure.
//
//===----------------------------------------------------------------------===//
#include "ObjcRuntime.h"

#include <cstdio>
#include <cstdlib>
#include <memory>
#include <mutex>

namespace metalify {
namespace emu {
namespace {

/// Interned selector names; a SEL is the address of its name.
struct SelectorTable {
  std::mutex Mutex;
  std::unordered_map<std::string, std::unique_ptr<char[]>> ByName;
};

SelectorTable &selectors() {
  static SelectorTable *Table = new SelectorTable;
  return *Table;
}

/// Classes by name. Filled once (defineAll) and read-only afterwards.
std::unordered_map<std::string, Class *> &classes() {
  static auto *Table = new std::unordered_map<std::string, Class *>;
  return *Table;
}

std::atomic<long> Live{0};

void defineAll() {
  static std::once_flag Once;
  std::call_once(Once, [] {
    defineFoundation();
    defineMetal();
  });
}

/// The method \p S of \p C or of a superclass; null if none.
IMP findMethod(const Class *C, SEL S) {
  for (; C; C = C->Super) {
    auto It = C->Methods.find(S);
    if (It != C->Methods.end())
      return It->second;
  }
  return nullptr;
}

} // namespace

SEL selector(const char *Name) {
  SelectorTable &T = selectors();
  std::lock_guard<std::mutex> Lock(T.Mutex);
  std::unique_ptr<char[]> &Slot = T.ByName[Name];
  if (!Slot) {
    std::string Copy(Name);
    Slot.reset(new char[Copy.size() + 1]);
    Copy.copy(Slot.get(), Copy.size());
    Slot[Copy.size()] = '\0';
  }
  return reinterpret_cast<SEL>(Slot.get());
}

const char *selectorName(SEL S) { return reinterpret_cast<const char *>(S); }

void registerClass(Class &C) { classes()[C.Name] = &C; }

Class *findClass(const char *Name) {
  defineAll();
  auto It = classes().find(Name);
  return It == classes().end() ? nullptr : It->second;
}

Object *createInstance(Class &C) {
  if (!C.Create) {
    std::fprintf(stderr, "objc emulation: +[%s alloc]: abstract class\n",
                 C.Name.c_str());
    std::abort();
  }
  Object *O = C.Create();
  O->Isa = &C;
  ++Live;
  return O;
}

Object *retain(Object *O) {
  if (O)
    ++O->Refs;
  return O;
}

void release(Object *O) {
  if (!O || --O->Refs > 0)
    return;
  // Classes are never freed; an instance goes through its class's Destroy.
  if (O->Isa->IsMeta)
    return;
  for (Class *C = O->Isa; C; C = C->Super)
    if (C->Destroy) {
      --Live;
      C->Destroy(O);
      return;
    }
}

long liveObjects() { return Live.load(); }

} // namespace emu
} // namespace metalify

using namespace metalify::emu;

extern "C" {

/// Returns zero in every return register: a message to nil.
void metalify_objc_nil_imp();

/// The implementation of \p S for \p Receiver's class; what the msgSend
/// trampolines jump to. An unknown selector is fatal, as in Objective-C.
IMP metalify_objc_lookup(Object *Receiver, SEL S) {
  if (!Receiver)
    return &metalify_objc_nil_imp;
  defineAll();
  Class *C = Receiver->Isa;
  if (IMP F = findMethod(C, S))
    return F;
  std::fprintf(stderr,
               "objc emulation: %c[%s %s]: unrecognized selector sent to "
               "%s %p\n",
               C->IsMeta ? '+' : '-', C->Name.c_str(), selectorName(S),
               C->IsMeta ? "class" : "instance", static_cast<void *>(Receiver));
  std::abort();
}

SEL sel_registerName(const char *Name) { return selector(Name); }

Class *objc_lookUpClass(const char *Name) { return findClass(Name); }

Class *objc_getClass(const char *Name) { return findClass(Name); }

/// No protocols are emulated.
void *objc_getProtocol(const char *) { return nullptr; }

const char *class_getName(Class *C) { return C ? C->Name.c_str() : "nil"; }

void *class_getInstanceMethod(Class *C, SEL S) {
  return reinterpret_cast<void *>(findMethod(C, S));
}

} // extern "C"

// The Clang blocks runtime. metal-cpp's std::function overloads build
// blocks, so its implementation unit references these; the backend uses no
// API that takes a block, and the emulation runs none.
extern "C" {

void *_NSConcreteStackBlock[32];
void *_NSConcreteGlobalBlock[32];

[[noreturn]] static void noBlocks(const char *What) {
  std::fprintf(stderr, "objc emulation: %s: blocks are not emulated\n", What);
  std::abort();
}

void _Block_object_assign(void *, const void *, int) {
  noBlocks("_Block_object_assign");
}

void _Block_object_dispose(const void *, int) {
  noBlocks("_Block_object_dispose");
}

} // extern "C"
