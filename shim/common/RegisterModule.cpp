//===- RegisterModule.cpp - Modules embedded by metalify cc ---------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "common/Modules.h"

#include "metalify/launch.h"

bool metalify::registerModule(const char *Name, const char *Source,
                              size_t Size) {
  if (!Name || !Source)
    return false;
  ModuleRegistry::add(Name, std::string(Source, Size));
  return true;
}
