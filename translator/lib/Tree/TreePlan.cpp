//===- TreePlan.cpp - What translating a whole tree does ------------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "metalify/translator/TreePlan.h"
#include "Driver/ParsedUnit.h"

#include "clang/Tooling/JSONCompilationDatabase.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <algorithm>

namespace metalify {
namespace {

/// The file names of the quoted #include directives of \p Text that name a
/// CUDA source (`#include "kernel.cu"`); a textual scan, done before
/// anything is parsed.
std::vector<llvm::StringRef> quotedIncludes(llvm::StringRef Text) {
  std::vector<llvm::StringRef> Out;
  llvm::SmallVector<llvm::StringRef, 0> Lines;
  Text.split(Lines, '\n');
  for (llvm::StringRef Line : Lines) {
    Line = Line.ltrim();
    if (!Line.consume_front("#"))
      continue;
    Line = Line.ltrim();
    if (!Line.consume_front("include"))
      continue;
    Line = Line.ltrim();
    if (!Line.consume_front("\""))
      continue;
    llvm::StringRef Name = Line.take_until([](char C) { return C == '"'; });
    if (Name.size() < Line.size() &&
        llvm::sys::path::extension(Name).equals_insensitive(".cu"))
      Out.push_back(Name);
  }
  return Out;
}


const char *const CommandName = "metalify translate";

/// Extensions of files that hold headers; they are rewritten as headers
/// once a CUDA source includes them, copied otherwise.
const char *const HeaderExtensions[] = {".h",   ".hpp", ".hh", ".hxx",
                                        ".inl", ".inc", ".tcc"};
/// Build products of an nvcc build: stale for the Metal build, never copied.
const char *const BuildProductExtensions[] = {
    ".o", ".obj", ".a", ".so", ".dylib", ".dll", ".lib",
    ".ptx", ".cubin", ".fatbin", ".fatbin.c", ".cudafe1.cpp", ".pyc"};

bool hasExtensionIn(llvm::StringRef Name, llvm::ArrayRef<const char *> Exts) {
  return llvm::any_of(Exts, [&](const char *E) {
    return Name.ends_with_insensitive(E);
  });
}

/// Joins \p Dir and \p Name as the user spelled \p Dir.
std::string joinPath(llvm::StringRef Dir, llvm::StringRef Name) {
  llvm::SmallString<256> Out(Dir);
  llvm::sys::path::append(Out, Name);
  return std::string(Out);
}

/// \p Key below \p Base, or \p Key itself when it is not below it.
std::string relativeTo(llvm::StringRef Key, llvm::StringRef Base) {
  if (!isWithin(Key, Base) || Key == Base)
    return Key.str();
  llvm::StringRef Rest = Key.drop_front(Base.size());
  while (!Rest.empty() && llvm::sys::path::is_separator(Rest.front()))
    Rest = Rest.drop_front();
  return Rest.str();
}

} // namespace

llvm::Expected<std::vector<std::string>>
compilationDatabaseFiles(llvm::StringRef Dir) {
  llvm::SmallString<256> JsonPath(Dir);
  llvm::sys::path::append(JsonPath, "compile_commands.json");
  if (!llvm::sys::fs::exists(JsonPath))
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "no compile_commands.json there");
  std::string Message;
  std::unique_ptr<clang::tooling::CompilationDatabase> Db =
      clang::tooling::JSONCompilationDatabase::loadFromFile(
          JsonPath, Message, clang::tooling::JSONCommandLineSyntax::AutoDetect);
  if (!Db)
    return llvm::createStringError(llvm::inconvertibleErrorCode(), Message);
  std::vector<std::string> Files;
  llvm::StringSet<> Seen;
  for (const clang::tooling::CompileCommand &C : Db->getAllCompileCommands()) {
    llvm::SmallString<256> Path(C.Filename);
    if (!llvm::sys::path::is_absolute(Path)) {
      Path = C.Directory;
      llvm::sys::path::append(Path, C.Filename);
    }
    if (Seen.insert(Path).second)
      Files.push_back(std::string(Path));
  }
  return Files;
}

llvm::StringRef toString(TreeAction A) {
  switch (A) {
  case TreeAction::Translate:
    return "translate";
  case TreeAction::Header:
    return "header";
  case TreeAction::Copy:
    return "copy";
  }
  llvm_unreachable("unknown tree action");
}

std::string normalizedPath(llvm::StringRef Path) {
  llvm::SmallString<256> Abs(Path);
  llvm::sys::fs::make_absolute(Abs);
  llvm::sys::path::remove_dots(Abs, /*remove_dot_dot=*/true);
  return std::string(Abs);
}

bool isWithin(llvm::StringRef Path, llvm::StringRef Dir) {
  if (!Path.starts_with(Dir))
    return false;
  if (Path.size() == Dir.size())
    return true;
  // "/a/bc" is not within "/a/b"; "/a/b" is within "/".
  return llvm::sys::path::is_separator(Dir.back()) ||
         llvm::sys::path::is_separator(Path[Dir.size()]);
}

std::string commonDirectory(llvm::ArrayRef<std::string> Paths) {
  if (Paths.empty())
    return normalizedPath(".");
  std::string Common = normalizedPath(Paths.front());
  for (const std::string &P : Paths.drop_front()) {
    std::string Key = normalizedPath(P);
    while (!isWithin(Key, Common)) {
      llvm::StringRef Parent = llvm::sys::path::parent_path(Common);
      if (Parent.empty() || Parent == Common)
        break;
      Common = Parent.str();
    }
  }
  return Common;
}

llvm::Expected<TreePlan> TreePlan::build(const TreeRequest &Request,
                                         DiagnosticReporter &Diags) {
  TreePlan Plan;
  Plan.Output = normalizedPath(Request.OutputDir);
  std::vector<std::string> Anchors;
  std::vector<std::pair<std::string, bool>> Inputs; // path, is a directory
  bool Missing = false;
  for (const std::string &In : Request.Inputs) {
    llvm::sys::fs::file_status Status;
    if (llvm::sys::fs::status(In, Status) || !llvm::sys::fs::exists(Status)) {
      Diags.report(CommandName, "MTL1001", {In});
      Missing = true;
      continue;
    }
    std::string Key = normalizedPath(In);
    bool IsDir = llvm::sys::fs::is_directory(Status);
    if (!IsDir && !llvm::sys::fs::is_regular_file(Status)) {
      Diags.report(CommandName, "MTL1008", {In});
      Missing = true;
      continue;
    }
    if (IsDir && isWithin(Key, Plan.Output)) {
      Diags.report(CommandName, "MTL1018", {Request.OutputDir, In});
      return reportedFailure("output directory contains a source directory");
    }
    Anchors.push_back(IsDir ? Key
                            : llvm::sys::path::parent_path(Key).str());
    Inputs.push_back({In, IsDir});
  }
  if (Missing)
    return reportedFailure("missing inputs");
  std::vector<std::string> DbFiles;
  for (const std::string &F : Request.DatabaseFiles) {
    if (!llvm::sys::fs::is_regular_file(F)) {
      Diags.report(CommandName, "MTL1019", {F});
      continue;
    }
    DbFiles.push_back(F);
    Anchors.push_back(llvm::sys::path::parent_path(normalizedPath(F)).str());
  }
  Plan.Base = commonDirectory(Anchors);

  // Named files first: they are translated whatever a walk would say.
  for (const auto &[In, IsDir] : Inputs)
    if (!IsDir)
      Plan.addEntry(In, normalizedPath(In), TreeAction::Translate, false);
  for (const std::string &F : DbFiles) {
    bool Cuda = llvm::sys::path::extension(F).equals_insensitive(".cu");
    Plan.addEntry(F, normalizedPath(F),
                  Cuda ? TreeAction::Translate : TreeAction::Copy, false);
  }
  for (const auto &[In, IsDir] : Inputs)
    if (IsDir)
      if (llvm::Error E = Plan.walk(In, normalizedPath(In), Diags))
        return std::move(E);

  Plan.copyIncludedSources();
  if (llvm::none_of(Plan.Entries, [](const TreeEntry &E) {
        return E.Action == TreeAction::Translate;
      })) {
    std::string Where = Request.Inputs.empty()
                            ? Request.DatabaseDir
                            : llvm::join(Request.Inputs, "', '");
    Diags.report(CommandName, "MTL1016", {Where});
    return reportedFailure("nothing to translate");
  }

  llvm::sort(Plan.Entries, [](const TreeEntry &A, const TreeEntry &B) {
    return A.Relative < B.Relative;
  });
  Plan.Index.clear();
  for (unsigned I = 0; I != Plan.Entries.size(); ++I)
    Plan.Index[Plan.Entries[I].Key] = I;
  Plan.checkOutputs(Diags);
  return std::move(Plan);
}

void TreePlan::copyIncludedSources() {
  std::vector<unsigned> Included;
  for (const TreeEntry &E : Entries) {
    if (E.Action != TreeAction::Translate)
      continue;
    llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> Text =
        llvm::MemoryBuffer::getFile(E.Key, /*IsText=*/true);
    if (!Text)
      continue;
    llvm::StringRef Dir = llvm::sys::path::parent_path(E.Key);
    for (llvm::StringRef Name : quotedIncludes((*Text)->getBuffer())) {
      llvm::SmallString<256> Path(Dir);
      llvm::sys::path::append(Path, Name);
      auto It = Index.find(normalizedPath(Path));
      if (It != Index.end() && It->second != Index[E.Key])
        Included.push_back(It->second);
    }
  }
  for (unsigned I : Included)
    if (Entries[I].Action == TreeAction::Translate)
      Entries[I].Action = TreeAction::Copy;
}

void TreePlan::addEntry(llvm::StringRef Shown, llvm::StringRef Key,
                        TreeAction A, bool Candidate) {
  if (Index.count(Key))
    return;
  Index[Key] = Entries.size();
  TreeEntry E;
  E.Source = Shown.str();
  E.Key = Key.str();
  E.Relative = relativeTo(Key, Base);
  E.Action = A;
  E.HeaderCandidate = Candidate;
  Entries.push_back(std::move(E));
}

void TreePlan::addWalkedFile(llvm::StringRef Shown, llvm::StringRef Key) {
  llvm::StringRef Name = llvm::sys::path::filename(Key);
  if (hasExtensionIn(Name, BuildProductExtensions))
    return;
  llvm::StringRef Ext = llvm::sys::path::extension(Name);
  if (Ext.equals_insensitive(".cu"))
    return addEntry(Shown, Key, TreeAction::Translate, false);
  if (Ext.equals_insensitive(".cuh"))
    return addEntry(Shown, Key, TreeAction::Header, true);
  addEntry(Shown, Key, TreeAction::Copy,
           hasExtensionIn(Name, HeaderExtensions));
}

llvm::Error TreePlan::walk(llvm::StringRef Shown, llvm::StringRef Key,
                           DiagnosticReporter &Diags) {
  std::error_code EC;
  llvm::sys::fs::directory_iterator It(Key, EC, /*follow_symlinks=*/false);
  for (llvm::sys::fs::directory_iterator End; !EC && It != End;
       It.increment(EC)) {
    llvm::StringRef Name = llvm::sys::path::filename(It->path());
    // Hidden files and folders (.git, .cache, editor state) are not part
    // of the program.
    if (Name.starts_with("."))
      continue;
    std::string ChildKey = joinPath(Key, Name);
    std::string ChildShown = joinPath(Shown, Name);
    // The output directory may live inside the tree; never read it back.
    if (ChildKey == Output)
      continue;
    llvm::sys::fs::file_type Type = It->type();
    if (Type == llvm::sys::fs::file_type::directory_file) {
      if (llvm::Error E = walk(ChildShown, ChildKey, Diags))
        return E;
      continue;
    }
    // A link is followed to a file, never to a folder (no cycles).
    if (Type == llvm::sys::fs::file_type::regular_file ||
        (Type == llvm::sys::fs::file_type::symlink_file &&
         llvm::sys::fs::is_regular_file(ChildKey)))
      addWalkedFile(ChildShown, ChildKey);
  }
  if (!EC)
    return llvm::Error::success();
  Diags.report(CommandName, "MTL1017", {Shown.str(), EC.message()});
  return reportedFailure("unreadable directory");
}

std::string TreePlan::outputFolder(const TreeEntry &E) const {
  llvm::SmallString<256> Dir(Output);
  llvm::sys::path::append(Dir, llvm::sys::path::parent_path(E.Relative));
  return std::string(Dir);
}

std::vector<std::string> TreePlan::outputsOf(const TreeEntry &E) const {
  if (E.Action != TreeAction::Translate)
    return {joinPath(Output, E.Relative)};
  std::string Folder = outputFolder(E);
  llvm::StringRef Stem = llvm::sys::path::stem(E.Relative);
  return {joinPath(Folder, (Stem + ".metal").str()),
          joinPath(Folder, (Stem + ".cpp").str())};
}

void TreePlan::block(unsigned I) { Entries[I].Blocked = true; }

void TreePlan::checkOutputsOf(unsigned I, DiagnosticReporter &Diags) {
  for (const std::string &Out : outputsOf(Entries[I])) {
    std::string Key = normalizedPath(Out);
    auto Source = Index.find(Key);
    if (Source != Index.end()) {
      // Never write over a file of the program being translated.
      Diags.report(CommandName, "MTL1002",
                   {Out, Entries[Source->second].Source});
      block(I);
      continue;
    }
    auto [It, Inserted] = Writers.try_emplace(Key, I);
    if (Inserted || It->second == I)
      continue;
    Diags.report(CommandName, "MTL1005", {Out});
    block(I);
    block(It->second);
  }
}

void TreePlan::checkOutputs(DiagnosticReporter &Diags) {
  for (unsigned I = 0; I != Entries.size(); ++I)
    checkOutputsOf(I, Diags);
}

int TreePlan::addIncludedHeader(llvm::StringRef Path,
                                DiagnosticReporter &Diags) {
  std::string Key = normalizedPath(Path);
  auto It = Index.find(Key);
  if (It != Index.end()) {
    TreeEntry &E = Entries[It->second];
    if (E.Action != TreeAction::Copy || !E.HeaderCandidate)
      return -1;
    E.Action = TreeAction::Header;
    return static_cast<int>(It->second);
  }
  if (!isWithin(Key, Base) || isWithin(Key, Output))
    return -1;
  // Translating into the sources' own folder (`-o .` beside foo.cu): the
  // header would replace itself. It was not asked for by name, so it is
  // left where it is rather than failing.
  TreeEntry Probe;
  Probe.Relative = relativeTo(Key, Base);
  for (const std::string &Out : outputsOf(Probe))
    if (normalizedPath(Out) == Key || Index.count(normalizedPath(Out)))
      return -1;
  unsigned I = Entries.size();
  addEntry(Path, Key, TreeAction::Header, true);
  checkOutputsOf(I, Diags);
  return static_cast<int>(I);
}

} // namespace metalify
