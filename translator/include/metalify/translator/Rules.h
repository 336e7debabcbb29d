//===- Rules.h - The CUDA -> Metal mapping table ---------------*- C++ -*-===//
//
// Part of metalify. rules/*.yaml (embedded at build time, extended by user
// files given with --rules) is the only place where CUDA and Metal spellings
// live. Every translation decision, diagnostic, statistic and generated doc
// reads this table (DESIGN.md decision 8). Only translator/lib/Rules includes
// the YAML; everything else asks this interface. rules/README.md documents
// the format and the template language.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_TRANSLATOR_RULES_H
#define METALIFY_TRANSLATOR_RULES_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace metalify {

/// What kind of CUDA name a row maps.
enum class RuleKind {
  BuiltinVariable, ///< threadIdx, blockIdx, warpSize, ...
  Qualifier,       ///< __global__, __device__, __shared__, __launch_bounds__
  DeviceFunction,  ///< sinf, __syncthreads, atomicAdd, ...
  Intrinsic,       ///< __shfl_down_sync, __popc, __ldg, ...
  Type,            ///< float4, __half, dim3, ...
  HostApi,         ///< cudaMalloc, cudaMemcpy, ...
  Header,          ///< cuda_runtime.h, cuda_fp16.h, ...
  Macro,           ///< CUDART_VERSION, __CUDACC__, ...
  Construct,       ///< C++ in device code: template, lambda, namespace, ...
  InlineAsm,       ///< Inline PTX: "mov.u32 %0, %%laneid;", "bfe.u32 ..."
};

/// How faithful the mapping is.
enum class RuleStatus {
  Exact,       ///< Same observable behaviour.
  Approximate, ///< Differs observably; Note says how.
  Emulated,    ///< Built from other operations; Note says how.
  Unsupported, ///< Cannot be translated; Note says why and the workaround.
};

/// An overload of a row, chosen by the types or texts of a call's arguments
/// (the `variants:` list of a row). Empty fields inherit the row's.
struct RuleVariant {
  std::string When;  ///< "T:1=float as:1=threadgroup" (rules/README.md).
  std::string Metal; ///< Empty: inherit.
  std::optional<RuleStatus> Status;
  std::string Note;
  std::string MinMsl;
  std::string Diagnostic;
  std::vector<std::string> Helpers;
};

/// One row of the table: one CUDA name.
struct Rule {
  std::string Name; ///< CUDA spelling, e.g. "atomicAdd".
  RuleKind Kind = RuleKind::DeviceFunction;
  /// The Metal or shim counterpart. A plain name is a rename; otherwise a
  /// template over the call's arguments (see rules/README.md), e.g.
  /// "atomic_fetch_add_explicit((${as:1} atomic_${T:1}*)($1), $2, ...)".
  std::string Metal;
  RuleStatus Status = RuleStatus::Exact;
  std::string Note;       ///< The difference, emulation, or why unsupported.
  std::string MinMsl;     ///< Minimum MSL version, e.g. "3.1"; empty = any.
  std::string Diagnostic; ///< Diagnostic id raised on use, e.g. "MTL2001".
  std::string Example;    ///< Short "CUDA -> MSL" example for `metalify rules`.
  std::vector<std::string> Tests;    ///< Test files exercising the row.
  std::vector<std::string> Helpers;  ///< MSL helpers the expansion calls.
  std::vector<RuleVariant> Variants; ///< Overloads, tried in order.
  std::string File; ///< Where the row came from (for messages).
  unsigned Line = 0;
  unsigned Column = 0;

  /// True when Metal is a template that replaces the whole call; false for
  /// a rename (a plain or ::-qualified name) and for an empty mapping.
  bool isTemplate() const;
};

/// An MSL helper function a template calls; emitted once per output file.
struct RuleHelper {
  std::string Name;
  std::vector<std::string> Requires; ///< Helpers to emit before this one.
  std::string Msl;                   ///< The full definition.
  /// Where Msl was read from (`msl-file:`, relative to the rules file's
  /// folder); empty when written inline.
  std::string MslFile;
  std::string File;
  unsigned Line = 0;
  unsigned Column = 0;
};

/// What the translator knows about one argument of a call, for expansion.
/// Types are MSL spellings ("int", "uint", "float", "half").
struct RuleArg {
  std::string Text;         ///< Source text of the argument ($N).
  std::string Type;         ///< Its type (${type:N}).
  std::string Pointee;      ///< Pointee type when a pointer (${T:N}).
  std::string AddressSpace; ///< Pointee address space (${as:N}).

  RuleArg() = default;
  RuleArg(std::string Text) : Text(std::move(Text)) {}
  RuleArg(std::string Text, std::string Type, std::string Pointee,
          std::string AddressSpace)
      : Text(std::move(Text)), Type(std::move(Type)),
        Pointee(std::move(Pointee)), AddressSpace(std::move(AddressSpace)) {}
};

/// The mapping that applies to one call: the row's fields, or those of the
/// first variant whose condition holds.
struct RuleMapping {
  llvm::StringRef Metal;
  RuleStatus Status = RuleStatus::Exact;
  llvm::StringRef Note;
  llvm::StringRef MinMsl;
  llvm::StringRef Diagnostic;
  llvm::ArrayRef<std::string> Helpers;
  const RuleVariant *Variant = nullptr; ///< Null: the row itself.
};

/// The result of expanding a row for one call.
struct RuleExpansion {
  std::string Text;    ///< The MSL (or shim) text replacing the call.
  RuleMapping Mapping; ///< Which mapping produced it (status, helpers, ...).
};

/// One mapping file as written: rows and helpers in file order.
struct RuleFile {
  std::string Path;
  std::vector<Rule> Rows;
  std::vector<RuleHelper> Helpers;
};

/// True when \p Metal only renames the callee: an identifier, possibly
/// ::-qualified (`sin`, `fast::exp`); `0u` or `half(1)` are templates.
bool isRenameMapping(llvm::StringRef Metal);

/// The loaded table: built-in rows plus any user files (user rows override
/// built-in rows of the same name).
class RuleTable {
public:
  /// The table embedded in the binary. Aborts only on a broken build (the
  /// embedded files are checked by `metalify rules --check` in the tests).
  static const RuleTable &builtin();

  /// Built-in rows overridden by the rows of \p UserFiles (later files win);
  /// a malformed user file gives an error with file:line:col.
  static llvm::Expected<std::unique_ptr<RuleTable>>
  load(llvm::ArrayRef<std::string> UserFiles);

  /// Builds a table from the files of one source (e.g. the built-in
  /// table): a name defined in two of them is an error.
  static llvm::Expected<std::unique_ptr<RuleTable>>
  fromFiles(std::vector<RuleFile> Files);

  /// Replaces rows and helpers by those of \p File with the same name and
  /// adds the others (how user files override the built-in table).
  void addOverrides(RuleFile File);

  /// The row for a CUDA name, or null.
  const Rule *find(llvm::StringRef Name) const;
  /// The helper of that name, or null.
  const RuleHelper *findHelper(llvm::StringRef Name) const;
  /// All rows, sorted by name.
  llvm::ArrayRef<Rule> rows() const { return Rows; }
  /// All helpers, sorted by name.
  llvm::ArrayRef<RuleHelper> helpers() const { return Helpers; }
  /// Names of rows close to \p Name (edit distance), best first.
  std::vector<std::string> suggest(llvm::StringRef Name,
                                   unsigned Max = 5) const;

  /// The helpers \p Names need, dependencies first, each once. Fails on an
  /// unknown helper or a cycle.
  llvm::Expected<std::vector<const RuleHelper *>>
  helperClosure(llvm::ArrayRef<std::string> Names) const;

  /// Picks the mapping for a call with \p Args (and explicit template
  /// arguments \p TemplateArgs): the first variant whose `when` holds,
  /// otherwise the row itself.
  static RuleMapping select(const Rule &R, llvm::ArrayRef<RuleArg> Args,
                            llvm::ArrayRef<std::string> TemplateArgs = {});

  /// Expands the mapping selected for \p Args. A rename (a plain name)
  /// yields the new callee name alone; a template yields the whole call. \p
  /// TemplateArgs are the texts of the call's explicit template arguments
  /// (${targ:N}: tiled_partition<32>). Fails with a message (never crashes)
  /// when the template needs more arguments than given or a type it was not
  /// given.
  static llvm::Expected<RuleExpansion>
  expandCall(const Rule &R, llvm::ArrayRef<RuleArg> Args,
             llvm::ArrayRef<std::string> TemplateArgs = {});

  /// Expands a row's Metal template with the argument texts of a call (no
  /// type information: typed placeholders and typed variants fail).
  static llvm::Expected<std::string> expand(const Rule &R,
                                            llvm::ArrayRef<std::string> Args);

private:
  std::vector<Rule> Rows;
  std::vector<RuleHelper> Helpers;
  friend class RuleLoader;
};

/// Reads a file a mapping file names (a helper's `msl-file:`); gets the
/// path joined to the mapping file's folder, as parseRuleFile's \p Path
/// spells it ("rules/mapping/../helpers/x.metal" with dots removed:
/// "rules/helpers/x.metal").
using RuleFileReader =
    std::function<llvm::Expected<std::string>(llvm::StringRef Path)>;

/// Reads \p Path from disk.
llvm::Expected<std::string> readRuleFileFromDisk(llvm::StringRef Path);

/// Parses one mapping file. \p Path names it in messages; errors are
/// "path:line:col: error: ..." with the offending line and a caret.
/// Helpers written in their own file are read through \p Read.
llvm::Expected<RuleFile>
parseRuleFile(llvm::StringRef Path, llvm::StringRef Contents,
              const RuleFileReader &Read = readRuleFileFromDisk);

/// An inline assembly template as `inline-asm` rows name it: runs of white
/// space become one space, none is kept after `,` `;` `{` `[` or before
/// `,` `;` `}` `]`, and one follows each `,` and each `;` not at the end or
/// before `}`
/// ("{ .reg .u32 t;\n\tmov.u32 %0 , t; }" -> "{.reg .u32 t; mov.u32 %0, t;}").
std::string normalizeAsmTemplate(llvm::StringRef Template);

/// Checks a template's syntax ("unknown placeholder ..."); empty when valid.
std::string validateTemplate(llvm::StringRef Template);
/// Checks a `when` condition's syntax; empty when valid.
std::string validateCondition(llvm::StringRef When);
/// The highest $N a template uses (0 when none).
unsigned templateArity(llvm::StringRef Template);

llvm::StringRef toString(RuleKind K);
llvm::StringRef toString(RuleStatus S);
/// Parses the YAML spelling ("device-function", "emulated").
std::optional<RuleKind> parseRuleKind(llvm::StringRef S);
std::optional<RuleStatus> parseRuleStatus(llvm::StringRef S);

/// How a use of a row counts in translation statistics.
enum class RuleClass {
  Translated,     ///< exact: nothing for a human to check.
  Approximated,   ///< approximate or emulated: works, with a documented caveat.
  Untranslatable, ///< unsupported: a human must rewrite it.
};
/// Classifies a mapping for the statistics (`metalify translate --stats`).
RuleClass classify(RuleStatus S);
llvm::StringRef toString(RuleClass C);

/// Compares "MAJOR.MINOR" versions; an empty version is the oldest.
/// Returns <0, 0, >0 like strcmp. Malformed parts compare as 0.
int compareMslVersions(llvm::StringRef A, llvm::StringRef B);

} // namespace metalify

#endif
