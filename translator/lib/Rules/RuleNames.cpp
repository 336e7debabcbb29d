//===- RuleNames.cpp - Spellings of kinds, statuses, severities -----------===//
//
// Part of metalify. The YAML spellings of the table's enumerations, shared
// by the loader, `metalify rules` and the generated docs.
//
//===----------------------------------------------------------------------===//
#include "metalify/translator/Diagnostics.h"
#include "metalify/translator/Rules.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"

using namespace llvm;

namespace metalify {

StringRef toString(RuleKind K) {
  switch (K) {
  case RuleKind::BuiltinVariable:
    return "builtin-variable";
  case RuleKind::Qualifier:
    return "qualifier";
  case RuleKind::DeviceFunction:
    return "device-function";
  case RuleKind::Intrinsic:
    return "intrinsic";
  case RuleKind::Type:
    return "type";
  case RuleKind::HostApi:
    return "host-api";
  case RuleKind::Header:
    return "header";
  case RuleKind::Macro:
    return "macro";
  case RuleKind::Construct:
    return "construct";
  case RuleKind::InlineAsm:
    return "inline-asm";
  }
  llvm_unreachable("unknown RuleKind");
}

StringRef toString(RuleStatus S) {
  switch (S) {
  case RuleStatus::Exact:
    return "exact";
  case RuleStatus::Approximate:
    return "approximate";
  case RuleStatus::Emulated:
    return "emulated";
  case RuleStatus::Unsupported:
    return "unsupported";
  }
  llvm_unreachable("unknown RuleStatus");
}

std::optional<RuleKind> parseRuleKind(StringRef S) {
  return StringSwitch<std::optional<RuleKind>>(S)
      .Case("builtin-variable", RuleKind::BuiltinVariable)
      .Case("qualifier", RuleKind::Qualifier)
      .Case("device-function", RuleKind::DeviceFunction)
      .Case("intrinsic", RuleKind::Intrinsic)
      .Case("type", RuleKind::Type)
      .Case("host-api", RuleKind::HostApi)
      .Case("header", RuleKind::Header)
      .Case("macro", RuleKind::Macro)
      .Case("construct", RuleKind::Construct)
      .Case("inline-asm", RuleKind::InlineAsm)
      .Default(std::nullopt);
}

std::string normalizeAsmTemplate(StringRef Template) {
  auto IsSpace = [](char Ch) { return isSpace(Ch); };
  // Collapse white space, dropping it after `, ; { [` and before `, ; } ]`.
  std::string Out;
  Template = Template.trim();
  for (size_t I = 0; I < Template.size(); ++I) {
    char Ch = Template[I];
    if (!IsSpace(Ch)) {
      Out += Ch;
      continue;
    }
    while (I + 1 < Template.size() && IsSpace(Template[I + 1]))
      ++I;
    char Next = I + 1 < Template.size() ? Template[I + 1] : '\0';
    if (!Out.empty() && !StringRef(",;{[").contains(Out.back()) &&
        !StringRef(",;}]").contains(Next))
      Out += ' ';
  }
  // One space after each `,`, and after each `;` that is not the last
  // character or followed by `}`.
  std::string Spaced;
  for (size_t I = 0; I < Out.size(); ++I) {
    Spaced += Out[I];
    bool More = I + 1 < Out.size();
    if (Out[I] == ',' || (Out[I] == ';' && More && Out[I + 1] != '}'))
      Spaced += ' ';
  }
  return StringRef(Spaced).rtrim().str();
}

std::optional<RuleStatus> parseRuleStatus(StringRef S) {
  return StringSwitch<std::optional<RuleStatus>>(S)
      .Case("exact", RuleStatus::Exact)
      .Case("approximate", RuleStatus::Approximate)
      .Case("emulated", RuleStatus::Emulated)
      .Case("unsupported", RuleStatus::Unsupported)
      .Default(std::nullopt);
}

RuleClass classify(RuleStatus S) {
  switch (S) {
  case RuleStatus::Exact:
    return RuleClass::Translated;
  case RuleStatus::Approximate:
  case RuleStatus::Emulated:
    return RuleClass::Approximated;
  case RuleStatus::Unsupported:
    return RuleClass::Untranslatable;
  }
  llvm_unreachable("unknown RuleStatus");
}

StringRef toString(RuleClass C) {
  switch (C) {
  case RuleClass::Translated:
    return "translated";
  case RuleClass::Approximated:
    return "approximated";
  case RuleClass::Untranslatable:
    return "untranslatable";
  }
  llvm_unreachable("unknown RuleClass");
}

StringRef toString(Severity S) {
  switch (S) {
  case Severity::Note:
    return "note";
  case Severity::Remark:
    return "remark";
  case Severity::Warning:
    return "warning";
  case Severity::Error:
    return "error";
  }
  llvm_unreachable("unknown Severity");
}

std::optional<Severity> parseSeverity(StringRef S) {
  return StringSwitch<std::optional<Severity>>(S)
      .Case("note", Severity::Note)
      .Case("remark", Severity::Remark)
      .Case("warning", Severity::Warning)
      .Case("error", Severity::Error)
      .Default(std::nullopt);
}

int compareMslVersions(StringRef A, StringRef B) {
  auto Parts = [](StringRef V) {
    auto [Major, Minor] = V.split('.');
    unsigned Hi = 0, Lo = 0;
    // A malformed part counts as 0; --check reports malformed versions.
    if (Major.getAsInteger(10, Hi))
      Hi = 0;
    if (Minor.getAsInteger(10, Lo))
      Lo = 0;
    return std::make_pair(Hi, Lo);
  };
  auto PA = Parts(A), PB = Parts(B);
  if (PA == PB)
    return 0;
  return PA < PB ? -1 : 1;
}

} // namespace metalify
