//===- CheckMslCommand.cpp - metalify check-msl ---------------------------===//
//
// Part of metalify. Compiles MSL files with the CPU backend's front end and
// Metal's strictness rules (no code generation) and prints clang-style
// located diagnostics. Exit 0 when every file compiles, 1 otherwise, 2 on bad
// usage.
//
//===----------------------------------------------------------------------===//
#include "Commands.h"

#include "common/Modules.h"
#include "cpu/CpuModule.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <string>
#include <vector>

namespace {

/// What the command line asked for.
struct CheckMslArgs {
  std::vector<std::string> Files;
  metalify::CompileOptions Opts;
  /// Whether --msl-version was given; otherwise each file's
  /// `// metalify-options:` line (or 3.1) decides.
  bool VersionGiven = false;
  bool Help = false;
};

void printHelp(llvm::raw_ostream &OS) {
  OS << "usage: metalify check-msl [options] FILE.metal...\n\n"
        "Compiles Metal Shading Language with the CPU backend's front end and "
        "Metal's\nrules, and reports clang-style diagnostics. Exit status: 0 "
        "when every file\ncompiles, 1 otherwise.\n\noptions:\n"
        "  -D NAME[=VALUE]       define a preprocessor macro\n"
        "  --msl-version=3.1|3.2 the Metal language version (default: the "
        "file's\n"
        "                        `// metalify-options:` line, else 3.1)\n"
        "  --fast-math           Metal's fast math mode (default: safe)\n";
}

/// Parses \p Argv; false with \p Error on bad usage.
bool parseArgs(int Argc, const char **Argv, CheckMslArgs &Out,
               std::string &Error) {
  for (int I = 1; I < Argc; ++I) {
    llvm::StringRef Arg = Argv[I];
    if (Arg == "-h" || Arg == "--help") {
      Out.Help = true;
    } else if (Arg == "-D") {
      if (++I == Argc) {
        Error = "-D needs a macro name";
        return false;
      }
      Out.Opts.Defines.push_back(Argv[I]);
    } else if (Arg.consume_front("-D")) {
      Out.Opts.Defines.push_back(Arg.str());
    } else if (Arg.consume_front("--msl-version=")) {
      Out.Opts.LanguageVersion = Arg.str();
      Out.VersionGiven = true;
    } else if (Arg == "--fast-math") {
      Out.Opts.FastMath = true;
    } else if (Arg.starts_with("-") && Arg != "-") {
      Error = "unknown option '" + Arg.str() + "'";
      return false;
    } else {
      Out.Files.push_back(Arg.str());
    }
  }
  if (Out.Files.empty() && !Out.Help) {
    Error = "no input files";
    return false;
  }
  return true;
}

/// Checks one file; prints its diagnostics; returns whether it compiles.
bool checkFile(const std::string &Path, metalify::CompileOptions Opts,
               bool VersionGiven) {
  auto Buffer = llvm::MemoryBuffer::getFileOrSTDIN(Path, /*IsText=*/true);
  if (!Buffer) {
    llvm::errs() << "metalify check-msl: error: cannot read '" << Path
                 << "': " << Buffer.getError().message() << "\n";
    return false;
  }
  Opts.SourceName = Path == "-" ? "<stdin>" : Path;
  std::string Messages;
  llvm::StringRef Text = (*Buffer)->getBuffer();
  // Translated files say which MSL they were written for.
  if (!VersionGiven)
    Opts.LanguageVersion =
        metalify::moduleCompileOptions(std::string_view(Text.data(),
                                                        Text.size()),
                                       Opts.SourceName)
            .LanguageVersion;
  metalify::Status S = metalify::cpu::checkMsl(
      std::string_view(Text.data(), Text.size()), Opts, Messages);
  llvm::errs() << Messages;
  return S.ok();
}

} // namespace

metalify::MslCheck metalify::cpuMslCheck() {
  return [](llvm::StringRef Msl, llvm::StringRef Name, std::string &Messages) {
    std::string_view Text(Msl.data(), Msl.size());
    CompileOptions Opts = moduleCompileOptions(Text, Name.str());
    Opts.SourceName = Name.str();
    // What Metal compiles: metalify::f64 in integer arithmetic, not on the
    // host's double.
    Opts.Defines.push_back("METALIFY_FP64_SOFTWARE");
    return cpu::checkMsl(Text, Opts, Messages).ok();
  };
}

int metalify::runCheckMslCommand(int Argc, const char **Argv) {
  CheckMslArgs Args;
  std::string Error;
  if (!parseArgs(Argc, Argv, Args, Error)) {
    llvm::errs() << "metalify check-msl: error: " << Error << "\n";
    printHelp(llvm::errs());
    return 2;
  }
  if (Args.Help) {
    printHelp(llvm::outs());
    return 0;
  }
  bool AllOk = true;
  for (const std::string &File : Args.Files)
    AllOk &= checkFile(File, Args.Opts, Args.VersionGiven);
  return AllOk ? 0 : 1;
}
