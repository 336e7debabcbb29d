//===- FakeFoundation.cpp - The emulated Foundation classes ---------------===//
//
// Part of metalify's test infrastructure.
//
//===----------------------------------------------------------------------===//
#include "FakeFoundation.h"

#include <cstdio>
#include <cstdlib>

namespace metalify {
namespace emu {
namespace {

/// NSAutoreleasePool: pools nest per thread; releasing one drains it.
struct Pool : Object {
  std::vector<Object *> Items;
  Pool *Previous = nullptr;
};

thread_local Pool *TopPool = nullptr;

/// NSString: UTF-8 text.
struct FakeString : Object {
  std::string Text;
};

/// NSError: a domain, a code and a localized description (an NSString).
struct FakeError : Object {
  std::string Domain;
  long Code = 0;
  Object *Description = nullptr;
  ~FakeError() { release(Description); }
};

/// NSArray: retained objects.
struct FakeArray : Object {
  std::vector<Object *> Items;
  ~FakeArray() {
    for (Object *O : Items)
      release(O);
  }
};

/// NSDictionary: retained (key, value) pairs in insertion order.
struct FakeDictionary : Object {
  std::vector<std::pair<Object *, Object *>> Entries;
  ~FakeDictionary() {
    for (auto &E : Entries) {
      release(E.first);
      release(E.second);
    }
  }
};

Class *Root, *StringClass, *ErrorClass, *ArrayClass, *DictionaryClass;

/// Checks that \p O is an instance of \p C (or a subclass): the fake's
/// stand-in for a crash on a wrong object.
template <class T> T *as(const Object *O, const Class *C) {
  for (const Class *K = O ? O->Isa : nullptr; K; K = K->Super)
    if (K == C)
      return static_cast<T *>(const_cast<Object *>(O));
  std::fprintf(stderr, "objc emulation: %p is not an instance of %s\n",
               static_cast<const void *>(O), C->Name.c_str());
  std::abort();
}

// NSObject.
Object *objAlloc(Class *Self, SEL) { return createInstance(*Self); }
Object *objNew(Class *Self, SEL) { return createInstance(*Self); }
Object *objInit(Object *Self, SEL) { return Self; }
Object *objRetain(Object *Self, SEL) { return retain(Self); }
void objRelease(Object *Self, SEL) { release(Self); }
Object *objAutorelease(Object *Self, SEL) { return autorelease(Self); }
unsigned long objRetainCount(Object *Self, SEL) {
  return static_cast<unsigned long>(Self->Refs.load());
}

// NSAutoreleasePool.
Object *poolInit(Pool *Self, SEL) {
  Self->Previous = TopPool;
  TopPool = Self;
  return Self;
}
void poolDrain(Pool *Self, SEL) {
  if (TopPool != Self) {
    std::fprintf(stderr, "objc emulation: pools released out of order\n");
    std::abort();
  }
  // Releasing may autorelease more into this pool: drain until empty.
  while (!Self->Items.empty()) {
    std::vector<Object *> Items;
    Items.swap(Self->Items);
    for (Object *O : Items)
      release(O);
  }
  TopPool = Self->Previous;
  Self->Refs = 1;
  release(Self);
}

// NSString.
Object *stringWithCString(Class *, SEL, const char *Text, unsigned long) {
  return autorelease(makeString(Text ? Text : ""));
}
Object *stringWithUTF8String(Class *, SEL, const char *Text) {
  return autorelease(makeString(Text ? Text : ""));
}
const char *stringUtf8(FakeString *Self, SEL) { return Self->Text.c_str(); }
const char *stringCString(FakeString *Self, SEL, unsigned long) {
  return Self->Text.c_str();
}
unsigned long stringLength(FakeString *Self, SEL) { return Self->Text.size(); }

// NSError.
Object *errorDescription(FakeError *Self, SEL) { return Self->Description; }
long errorCode(FakeError *Self, SEL) { return Self->Code; }

// NSArray.
unsigned long arrayCount(FakeArray *Self, SEL) { return Self->Items.size(); }
Object *arrayObject(FakeArray *Self, SEL, unsigned long I) {
  if (I >= Self->Items.size()) {
    std::fprintf(stderr, "objc emulation: -[NSArray objectAtIndex:]: index "
                         "%lu beyond %zu\n",
                 I, Self->Items.size());
    std::abort();
  }
  return Self->Items[I];
}

// NSDictionary.
Object *dictionaryWith(Class *, SEL, Object *const *Values,
                       Object *const *Keys, unsigned long Count) {
  auto *D = static_cast<FakeDictionary *>(createInstance(*DictionaryClass));
  for (unsigned long I = 0; I < Count; ++I)
    D->Entries.emplace_back(retain(Keys[I]), retain(Values[I]));
  return autorelease(D);
}
unsigned long dictionaryCount(FakeDictionary *Self, SEL) {
  return Self->Entries.size();
}

} // namespace

Object *autorelease(Object *O) {
  // Without a pool the object leaks, as Objective-C warns it does.
  if (O && TopPool)
    TopPool->Items.push_back(O);
  return O;
}

Class &rootClass() { return *Root; }

Object *makeString(const std::string &Text) {
  auto *S = static_cast<FakeString *>(createInstance(*StringClass));
  S->Text = Text;
  return S;
}

const std::string &stringText(const Object *S) {
  return as<FakeString>(S, StringClass)->Text;
}

Object *makeError(const std::string &Domain, long Code,
                  const std::string &Description) {
  auto *E = static_cast<FakeError *>(createInstance(*ErrorClass));
  E->Domain = Domain;
  E->Code = Code;
  E->Description = makeString(Description);
  return E;
}

Object *makeArray(const std::vector<Object *> &Items) {
  auto *A = static_cast<FakeArray *>(createInstance(*ArrayClass));
  for (Object *O : Items)
    A->Items.push_back(retain(O));
  return A;
}

std::vector<std::pair<std::string, std::string>>
dictionaryStrings(const Object *D) {
  std::vector<std::pair<std::string, std::string>> Out;
  for (auto &E : as<FakeDictionary>(D, DictionaryClass)->Entries)
    Out.emplace_back(stringText(E.first), stringText(E.second));
  return Out;
}

void defineFoundation() {
  Class &R = defineClass<Object>("NSObject", nullptr);
  Root = &R;
  classMethod(R, "alloc", objAlloc);
  classMethod(R, "new", objNew);
  method(R, "init", objInit);
  method(R, "retain", objRetain);
  method(R, "release", objRelease);
  method(R, "autorelease", objAutorelease);
  method(R, "retainCount", objRetainCount);

  Class &P = defineClass<Pool>("NSAutoreleasePool", &R);
  method(P, "init", poolInit);
  method(P, "drain", poolDrain);
  method(P, "release", poolDrain);

  Class &S = defineClass<FakeString>("NSString", &R);
  StringClass = &S;
  classMethod(S, "stringWithCString:encoding:", stringWithCString);
  classMethod(S, "stringWithUTF8String:", stringWithUTF8String);
  method(S, "UTF8String", stringUtf8);
  method(S, "cStringUsingEncoding:", stringCString);
  method(S, "length", stringLength);

  Class &E = defineClass<FakeError>("NSError", &R);
  ErrorClass = &E;
  method(E, "localizedDescription", errorDescription);
  method(E, "code", errorCode);

  Class &A = defineClass<FakeArray>("NSArray", &R);
  ArrayClass = &A;
  method(A, "count", arrayCount);
  method(A, "objectAtIndex:", arrayObject);

  Class &D = defineClass<FakeDictionary>("NSDictionary", &R);
  DictionaryClass = &D;
  classMethod(D, "dictionaryWithObjects:forKeys:count:", dictionaryWith);
  method(D, "count", dictionaryCount);
}

} // namespace emu
} // namespace metalify
