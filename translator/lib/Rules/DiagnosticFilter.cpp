//===- DiagnosticFilter.cpp - --suppress and --error lists ----------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "metalify/translator/Diagnostics.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"

using namespace llvm;

namespace metalify {

Error DiagnosticFilter::parseList(StringRef Option, StringRef List,
                                  std::vector<Range> &Out) {
  SmallVector<StringRef, 8> Items;
  List.split(Items, ',', -1, /*KeepEmpty=*/false);
  for (StringRef Item : Items) {
    Item = Item.trim();
    auto [LoText, HiText] = Item.split('-');
    if (HiText.empty())
      HiText = LoText;
    std::optional<unsigned> Lo = parseDiagnosticNumber(LoText.trim());
    std::optional<unsigned> Hi = parseDiagnosticNumber(HiText.trim());
    if (!Lo || !Hi)
      return createStringError(inconvertibleErrorCode(),
                               "%s: '%s' is not an id (MTL1042) or a range "
                               "(MTL1050-MTL1060)",
                               Option.str().c_str(), Item.str().c_str());
    if (*Lo > *Hi)
      return createStringError(inconvertibleErrorCode(),
                               "%s: range '%s' is reversed",
                               Option.str().c_str(), Item.str().c_str());
    Out.push_back({*Lo, *Hi});
  }
  return Error::success();
}

Expected<DiagnosticFilter> DiagnosticFilter::parse(StringRef Suppress,
                                                   StringRef Error) {
  DiagnosticFilter F;
  if (llvm::Error E = parseList("--suppress", Suppress, F.Suppressed))
    return std::move(E);
  if (llvm::Error E = parseList("--error", Error, F.Promoted))
    return std::move(E);
  return F;
}

bool DiagnosticFilter::contains(ArrayRef<Range> Ranges, StringRef Id) {
  std::optional<unsigned> N = parseDiagnosticNumber(Id);
  return N && any_of(Ranges,
                     [&](const Range &R) { return R.Lo <= *N && *N <= R.Hi; });
}

bool DiagnosticFilter::isSuppressed(StringRef Id) const {
  return contains(Suppressed, Id);
}

bool DiagnosticFilter::isPromoted(StringRef Id) const {
  return contains(Promoted, Id);
}

} // namespace metalify
