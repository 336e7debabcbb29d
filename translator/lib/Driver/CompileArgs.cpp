//===- CompileArgs.cpp - The Clang command line for one CUDA file ---------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Driver/CompileArgs.h"
#include "Driver/CudaHeaders.h"

#include "clang/Tooling/JSONCompilationDatabase.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace metalify {
namespace {

/// Flags whose value names a path, in joined (-Idir) or separate (-I dir)
/// form.
const char *const PathFlags[] = {"-isystem", "-iquote", "-idirafter",
                                 "-include", "-I"};
/// Flags whose value is kept as written.
const char *const ValueFlags[] = {"-D", "-U"};

std::string absolutize(llvm::StringRef Path, llvm::StringRef Directory) {
  if (Path.empty() || llvm::sys::path::is_absolute(Path) || Directory.empty())
    return Path.str();
  llvm::SmallString<256> Abs(Directory);
  llvm::sys::path::append(Abs, Path);
  return std::string(Abs);
}

} // namespace

std::vector<std::string> filterDatabaseFlags(llvm::ArrayRef<std::string> Command,
                                             llvm::StringRef Directory) {
  std::vector<std::string> Out;
  for (size_t I = 0; I < Command.size(); ++I) {
    llvm::StringRef Arg = Command[I];
    if (Arg.starts_with("-std=")) {
      Out.push_back(Arg.str());
      continue;
    }
    bool Matched = false;
    for (llvm::StringRef Flag : PathFlags) {
      if (!Arg.starts_with(Flag))
        continue;
      Matched = true;
      llvm::StringRef Value = Arg.drop_front(Flag.size());
      if (Value.empty() && I + 1 < Command.size())
        Value = Command[++I];
      Out.push_back(Flag.str());
      Out.push_back(absolutize(Value, Directory));
      break;
    }
    if (Matched)
      continue;
    for (llvm::StringRef Flag : ValueFlags) {
      if (!Arg.starts_with(Flag))
        continue;
      llvm::StringRef Value = Arg.drop_front(Flag.size());
      if (Value.empty() && I + 1 < Command.size())
        Value = Command[++I];
      Out.push_back((Flag + Value).str());
      break;
    }
  }
  return Out;
}

llvm::Expected<std::vector<std::string>>
loadDatabaseFlags(llvm::StringRef InputPath, const TranslateOptions &Opts) {
  if (Opts.CompilationDatabaseDir.empty())
    return std::vector<std::string>{};
  llvm::SmallString<256> JsonPath(Opts.CompilationDatabaseDir);
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
  llvm::SmallString<256> Abs(InputPath);
  llvm::sys::fs::make_absolute(Abs);
  std::vector<clang::tooling::CompileCommand> Commands =
      Db->getCompileCommands(Abs);
  if (Commands.empty())
    return std::vector<std::string>{};
  const clang::tooling::CompileCommand &C = Commands.front();
  return filterDatabaseFlags(C.CommandLine, C.Directory);
}

std::vector<std::string> buildClangArgs(llvm::StringRef InputPath,
                                        const TranslateOptions &Opts,
                                        llvm::ArrayRef<std::string> DbFlags,
                                        llvm::StringRef ResourceDir) {
  std::vector<std::string> Args = {
      "clang++", "-x", "cuda", "--cuda-host-only", "-nocudainc", "-nocudalib",
      // No CUDA installation is looked for: ours are the only CUDA headers.
      "--cuda-path=" + cudaIncludeDir().str() + "/no-cuda-installation",
      "-Wno-unknown-cuda-version", "-fsyntax-only",
      "-resource-dir", ResourceDir.str(),
      // -isystem: warnings inside our headers are not the user's business.
      "-isystem", cudaIncludeDir().str(),
      // Like nvcc, every file sees the runtime header.
      "-include", cudaIncludeDir().str() + "/cuda_runtime.h"};
  // nvcc's default dialect; a database entry or the user may override it.
  Args.push_back("-std=c++17");
  Args.insert(Args.end(), DbFlags.begin(), DbFlags.end());
  if (!Opts.Std.empty())
    Args.push_back(llvm::StringRef(Opts.Std).starts_with("-std=")
                       ? Opts.Std
                       : "-std=" + Opts.Std);
  for (const std::string &Dir : Opts.IncludeDirs)
    Args.push_back("-I" + Dir);
  // After the user's: a program that brings its own CUB finds it first.
  Args.push_back("-I" + cccIncludeDir().str());
  for (const std::string &Def : Opts.Defines)
    Args.push_back(llvm::StringRef(Def).starts_with("-U") ? Def : "-D" + Def);
  Args.insert(Args.end(), Opts.ExtraArgs.begin(), Opts.ExtraArgs.end());
  Args.push_back(InputPath.str());
  return Args;
}

} // namespace metalify
