//===- CcCommand.cpp - `metalify cc`, the nvcc-compatible driver ----------===//
//
// Part of metalify. For each input: a .cu is translated in process
// (translateFile), its host code written to a temporary folder with the
// .metal text appended as a registerModule() static initialiser, and
// compiled with the host C++ compiler; .cpp and .c files are compiled with
// the shim's CUDA forwarding headers on the include path; .o, .a and .so
// go to the link. The link adds libmetalify with an rpath, so the program
// runs from any folder.
//
//===----------------------------------------------------------------------===//
#include "CcDriver.h"
#include "CcToolchain.h"
#include "Commands.h"

#include "metalify/translator/Diagnostics.h"
#include "metalify/translator/Rules.h"
#include "metalify/translator/Translate.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"

namespace metalify {
namespace {

namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

/// The C++ standard the host code is compiled with: what the user asked
/// for, but at least C++17 (the shim's headers need it).
std::string hostStd(const CcOptions &Opts, llvm::raw_ostream &Log) {
  llvm::StringRef Std = Opts.Std;
  if (Std.empty())
    return "-std=c++17";
  for (llvm::StringRef Old :
       {"c++98", "c++03", "c++11", "c++14", "gnu++11", "gnu++14"})
    if (Std == Old) {
      if (Opts.Verbose)
        Log << "metalify cc: note: -std=" << Std
            << " raised to c++17 for the shim's headers\n";
      return "-std=c++17";
    }
  return "-std=" + Std.str();
}

/// Writes \p Text to \p Path; false with a message on failure.
bool writeFile(llvm::StringRef Path, llvm::StringRef Text,
               llvm::raw_ostream &Log) {
  std::error_code EC;
  llvm::raw_fd_ostream OS(Path, EC);
  if (EC) {
    Log << "metalify cc: error: cannot write " << Path << ": " << EC.message()
        << "\n";
    return false;
  }
  OS << Text;
  return true;
}

/// \p C as it is written inside a C++ string literal: quotes, backslashes
/// and '?' (no trigraphs) escaped, and every other control character (the
/// CR of a CRLF source, a form feed) as a three-digit octal escape, which
/// no following digit can extend. A raw CR would end the host compiler's
/// line inside the literal.
std::string stringLiteralChar(char C) {
  if (C == '"' || C == '\\' || C == '?')
    return std::string("\\") + C;
  auto Byte = static_cast<unsigned char>(C);
  if (C == '\t' || (Byte >= 0x20 && Byte != 0x7f))
    return std::string(1, C);
  std::string Octal = "\\";
  for (int Shift : {6, 3, 0})
    Octal += static_cast<char>('0' + ((Byte >> Shift) & 7));
  return Octal;
}

/// The file a line's `#include "name"` names, or empty for any other line.
llvm::StringRef quotedInclude(llvm::StringRef Line) {
  Line = Line.ltrim(" \t");
  if (!Line.consume_front("#"))
    return "";
  Line = Line.ltrim(" \t");
  if (!Line.consume_front("include"))
    return "";
  Line = Line.ltrim(" \t");
  if (!Line.consume_front("\""))
    return "";
  size_t End = Line.find('"');
  return End == llvm::StringRef::npos ? "" : Line.take_front(End);
}

/// \p Host with each `#include "name"` that names a file next to the .cu
/// (in \p Dir) spelled with that file's absolute path. The host file is
/// compiled from a temporary folder, and nvcc looks next to the .cu only for
/// the .cu's own quoted includes: an -iquote flag would also catch the
/// quoted includes of system headers (Boost's `#include
/// "boost/config/platform/linux.hpp"` would find a program's partial copy).
std::string anchorLocalIncludes(llvm::StringRef Host, llvm::StringRef Dir) {
  llvm::SmallVector<llvm::StringRef, 0> Lines;
  Host.split(Lines, '\n');
  std::string Out;
  Out.reserve(Host.size());
  for (size_t I = 0; I < Lines.size(); ++I) {
    if (I)
      Out += '\n';
    llvm::StringRef Name = quotedInclude(Lines[I]);
    llvm::SmallString<256> Local(Dir.empty() ? "." : Dir);
    path::append(Local, Name);
    if (Name.empty() || path::is_absolute(Name) ||
        !fs::is_regular_file(Local) || fs::make_absolute(Local)) {
      Out += Lines[I];
      continue;
    }
    path::remove_dots(Local, /*remove_dot_dot=*/true);
    Out += "#include \"" + Local.str().str() + "\"";
  }
  return Out;
}

/// C++ source that registers \p Metal as module \p Name at start-up.
std::string moduleRegistration(llvm::StringRef Name, llvm::StringRef Metal) {
  std::string Out = "\n// Added by metalify cc: the Metal module of this "
                    "file, embedded.\n#include \"metalify/launch.h\"\n"
                    "#line 1 \"" +
                    Name.str() + "\"\nstatic const char MetalifyModuleText[] =";
  llvm::SmallVector<llvm::StringRef, 64> Lines;
  Metal.split(Lines, '\n');
  for (size_t I = 0; I < Lines.size(); ++I) {
    bool Last = I + 1 == Lines.size();
    if (Last && Lines[I].empty())
      break;
    Out += "\n    \"";
    for (char C : Lines[I])
      Out += stringLiteralChar(C);
    Out += Last ? "\"" : "\\n\"";
  }
  if (Lines.empty() || Metal.empty())
    Out += " \"\"";
  Out += ";\nstatic const bool MetalifyModuleRegistered = "
         "metalify::registerModule(\"" +
         Name.str() +
         "\", MetalifyModuleText, sizeof(MetalifyModuleText) - 1);\n";
  return Out;
}

/// Builds one invocation of `metalify cc`.
class CcDriver {
public:
  CcDriver(const CcOptions &Opts, Toolchain Tools, llvm::raw_ostream &Log)
      : Opts(Opts), Tools(std::move(Tools)), Log(Log) {}
  ~CcDriver();

  int run();
  /// Dependencies of \p Input as the host preprocessor sees them.
  bool dependencies(const CcInput &Input, std::vector<std::string> &Files);

private:
  bool makeTempDir();
  std::string objectPathFor(const CcInput &Input);
  bool compileInput(const CcInput &Input, const std::string &Object);
  bool translateCuda(const CcInput &Input, std::string &HostFile);
  bool compileHost(const std::string &Source, const CcInput &Input,
                   const std::string &Object);
  std::vector<std::string> preprocessorFlags(const CcInput &Input) const;
  bool writeDependencyRule(const CcInput &Input, const std::string &Target,
                           const std::string &DepPath);
  bool link(const std::vector<std::string> &Objects);

  const CcOptions &Opts;
  Toolchain Tools;
  llvm::raw_ostream &Log;
  std::string TempDir;
  llvm::StringSet<> ModuleNames;
  /// Numbers intermediate files: inputs in different folders may share a
  /// stem.
  unsigned NextFileNumber = 0;
};

CcDriver::~CcDriver() {
  if (TempDir.empty())
    return;
  if (Opts.Keep) {
    Log << "metalify cc: note: intermediate files kept in " << TempDir << "\n";
    return;
  }
  fs::remove_directories(TempDir);
}

bool CcDriver::makeTempDir() {
  if (!TempDir.empty())
    return true;
  llvm::SmallString<128> Dir;
  if (std::error_code EC = fs::createUniqueDirectory("metalify-cc", Dir)) {
    Log << "metalify cc: error: cannot create a temporary folder: "
        << EC.message() << "\n";
    return false;
  }
  TempDir = Dir.str().str();
  return true;
}

int CcDriver::run() {
  if (Opts.Verbose)
    for (const std::string &I : Opts.Ignored)
      Log << "metalify cc: note: " << I << " accepted and ignored\n";
  if (Opts.DepsOnly) {
    std::string Out = !Opts.DepFile.empty() ? Opts.DepFile : Opts.Output;
    for (const CcInput &In : Opts.Inputs)
      if (In.Kind == InputKind::Cuda || In.Kind == InputKind::Cxx ||
          In.Kind == InputKind::C)
        if (!writeDependencyRule(
                In, Opts.DepTarget.empty() ? objectPathFor(In) : Opts.DepTarget,
                Out.empty() ? "-" : Out))
          return 1;
    return 0;
  }
  std::vector<std::string> Objects;
  for (const CcInput &In : Opts.Inputs) {
    if (In.Kind == InputKind::Object || In.Kind == InputKind::Archive ||
        In.Kind == InputKind::SharedLibrary) {
      Objects.push_back(In.Path);
      continue;
    }
    if (!Opts.CompileOnly && !makeTempDir())
      return 1;
    std::string Object = objectPathFor(In);
    if (!compileInput(In, Object))
      return 1;
    Objects.push_back(Object);
  }
  if (Opts.CompileOnly)
    return 0;
  return link(Objects) ? 0 : 1;
}

std::string CcDriver::objectPathFor(const CcInput &Input) {
  llvm::StringRef Stem = path::stem(Input.Path);
  if (Opts.CompileOnly || Opts.DepsOnly) {
    // nvcc's default: <stem>.o in the current folder.
    if (!Opts.Output.empty() && !Opts.DepsOnly)
      return Opts.Output;
    return (Stem + ".o").str();
  }
  llvm::SmallString<256> P(TempDir);
  path::append(P, Stem + "-" + std::to_string(NextFileNumber++) + ".o");
  return P.str().str();
}

bool CcDriver::compileInput(const CcInput &Input, const std::string &Object) {
  std::string Source = Input.Path;
  if (Input.Kind == InputKind::Cuda && !translateCuda(Input, Source))
    return false;
  if (!compileHost(Source, Input, Object))
    return false;
  if (!Opts.DepsAlongside)
    return true;
  std::string DepPath = Opts.DepFile;
  if (DepPath.empty()) {
    llvm::SmallString<256> P(Object);
    path::replace_extension(P, ".d");
    DepPath = P.str().str();
  }
  return writeDependencyRule(
      Input, Opts.DepTarget.empty() ? Object : Opts.DepTarget, DepPath);
}

bool CcDriver::translateCuda(const CcInput &Input, std::string &HostFile) {
  TranslateOptions TOpts;
  TOpts.IncludeDirs = Opts.IncludeDirs;
  TOpts.IncludeDirs.insert(TOpts.IncludeDirs.end(), Opts.SystemDirs.begin(),
                           Opts.SystemDirs.end());
  TOpts.Defines = Opts.Defines;
  for (const std::string &U : Opts.Undefines)
    TOpts.Defines.push_back("-U" + U);
  TOpts.Std = Opts.Std;
  TOpts.FastMath = Opts.FastMath;
  if (Opts.Fp64 == "demote")
    TOpts.Fp64 = Fp64Mode::Demote;
  else if (Opts.Fp64 == "error")
    TOpts.Fp64 = Fp64Mode::Error;
  TOpts.CheckMsl = cpuMslCheck();
  llvm::Expected<DiagnosticFilter> Filter = DiagnosticFilter::parse("", "");
  if (!Filter) {
    Log << "metalify cc: error: " << llvm::toString(Filter.takeError()) << "\n";
    return false;
  }
  bool Color = llvm::errs().has_colors() &&
               !llvm::sys::Process::GetEnv("NO_COLOR").has_value();
  DiagnosticReporter Diags(llvm::errs(), std::move(*Filter), Color);
  if (Opts.Verbose)
    Log << "#$ metalify translate "
        << (Opts.Fp64.empty() ? "" : "--fp64=" + Opts.Fp64 + " ")
        << shellJoin({Input.Path}) << "\n";
  llvm::Expected<TranslationResult> Result =
      translateFile(Input.Path, TOpts, RuleTable::builtin(), Diags);
  if (!Result) {
    // The translator has reported the located errors already.
    llvm::consumeError(Result.takeError());
    Log << "metalify cc: error: " << Input.Path << " was not translated\n";
    return false;
  }
  if (!ModuleNames.insert(Result->MetalFileName).second) {
    Log << "metalify cc: error: two inputs translate to the module '"
        << Result->MetalFileName << "'; rename one of them\n";
    return false;
  }
  if (!makeTempDir())
    return false;
  llvm::SmallString<256> Host(TempDir), Metal(TempDir);
  path::append(Host, path::stem(Input.Path) + "-" +
                         std::to_string(NextFileNumber++) + ".host.cpp");
  path::append(Metal, Result->MetalFileName);
  // Diagnostics of the host compiler point into the .cu file.
  std::string HostText =
      "#line 1 \"" + Input.Path + "\"\n" +
      anchorLocalIncludes(Result->Host, path::parent_path(Input.Path)) +
      moduleRegistration(Result->MetalFileName, Result->Metal);
  if (!writeFile(Host, HostText, Log) || !writeFile(Metal, Result->Metal, Log))
    return false;
  HostFile = Host.str().str();
  return true;
}

std::vector<std::string>
CcDriver::preprocessorFlags(const CcInput &Input) const {
  std::vector<std::string> Flags;
  if (Input.Kind == InputKind::Cuda) {
    // Host code sees what nvcc's host pass sees (the .cu's own quoted
    // includes are anchored next to it: anchorLocalIncludes).
    Flags.insert(Flags.end(), {"-D__CUDACC__", "-D__NVCC__"});
  }
  for (const std::string &D : Opts.IncludeDirs)
    Flags.push_back("-I" + D);
  for (const std::string &D : Opts.SystemDirs)
    Flags.insert(Flags.end(), {"-isystem", D});
  // <cuda_runtime.h> and friends in plain .cpp files and user headers.
  Flags.push_back("-I" + Tools.ShimInclude);
  Flags.push_back("-I" + Tools.ShimInclude + "/metalify/cuda");
  for (const std::string &D : Opts.Defines)
    Flags.push_back("-D" + D);
  for (const std::string &U : Opts.Undefines)
    Flags.push_back("-U" + U);
  return Flags;
}

bool CcDriver::compileHost(const std::string &Source, const CcInput &Input,
                           const std::string &Object) {
  bool IsC = Input.Kind == InputKind::C;
  std::vector<std::string> Cmd = IsC ? Tools.Cc : Tools.Cxx;
  if (!IsC)
    Cmd.push_back(hostStd(Opts, Log));
  std::vector<std::string> Pre = preprocessorFlags(Input);
  Cmd.insert(Cmd.end(), Pre.begin(), Pre.end());
  Cmd.insert(Cmd.end(), Opts.HostFlags.begin(), Opts.HostFlags.end());
  Cmd.insert(Cmd.end(), {"-c", Source, "-o", Object});
  return runProgram(Cmd, Opts.Verbose, Log) == 0;
}

bool CcDriver::dependencies(const CcInput &Input,
                            std::vector<std::string> &Files) {
  if (!makeTempDir())
    return false;
  llvm::SmallString<256> DepOut(TempDir);
  path::append(DepOut, "scan.d");
  bool IsC = Input.Kind == InputKind::C;
  std::vector<std::string> Cmd = IsC ? Tools.Cc : Tools.Cxx;
  if (!IsC)
    Cmd.insert(Cmd.end(), {"-x", "c++", hostStd(Opts, Log)});
  std::vector<std::string> Pre = preprocessorFlags(Input);
  Cmd.insert(Cmd.end(), Pre.begin(), Pre.end());
  // -MG: headers only the translator has (cooperative_groups.h, ...) are
  // not errors here; they are dropped below.
  Cmd.insert(Cmd.end(),
             {"-M", "-MG", "-MT", "x", "-MF", DepOut.str().str(), Input.Path});
  if (runProgram(Cmd, Opts.Verbose, Log) != 0)
    return false;
  auto Buffer = llvm::MemoryBuffer::getFile(DepOut);
  if (!Buffer) {
    Log << "metalify cc: error: no dependency output for " << Input.Path
        << "\n";
    return false;
  }
  // "x: a.cu b.h \<newline> c.h": words after the colon; "\ " is a space.
  llvm::StringRef Text = (*Buffer)->getBuffer();
  Text = Text.substr(Text.find(':') + 1);
  std::string Word;
  auto Flush = [&] {
    if (!Word.empty() && fs::exists(Word))
      Files.push_back(Word);
    Word.clear();
  };
  for (size_t I = 0; I < Text.size(); ++I) {
    char C = Text[I];
    if (C == '\\' && I + 1 < Text.size() && Text[I + 1] == ' ') {
      Word += ' ';
      ++I;
    } else if (C == '\\' && I + 1 < Text.size() && Text[I + 1] == '\n') {
      ++I;
      Flush();
    } else if (C == ' ' || C == '\n' || C == '\t') {
      Flush();
    } else {
      Word += C;
    }
  }
  Flush();
  return true;
}

bool CcDriver::writeDependencyRule(const CcInput &Input,
                                   const std::string &Target,
                                   const std::string &DepPath) {
  std::vector<std::string> Files;
  if (!dependencies(Input, Files))
    return false;
  std::string Rule = Target + ":";
  for (const std::string &F : Files) {
    std::string Escaped;
    for (char C : F)
      Escaped += C == ' ' ? std::string("\\ ") : std::string(1, C);
    Rule += " \\\n  " + Escaped;
  }
  Rule += "\n";
  if (DepPath == "-") {
    llvm::outs() << Rule;
    return true;
  }
  return writeFile(DepPath, Rule, Log);
}

bool CcDriver::link(const std::vector<std::string> &Objects) {
  std::vector<std::string> Cmd = Tools.Cxx;
  Cmd.insert(Cmd.end(), Objects.begin(), Objects.end());
  Cmd.insert(Cmd.end(), Opts.HostFlags.begin(), Opts.HostFlags.end());
  Cmd.insert(Cmd.end(), {"-o", Opts.Output.empty() ? "a.out" : Opts.Output});
  for (const std::string &D : Opts.LibDirs)
    Cmd.push_back("-L" + D);
  Cmd.insert(Cmd.end(),
             {"-L" + Tools.LibDir, "-Wl,-rpath," + Tools.LibDir, "-lmetalify"});
  for (const std::string &L : Opts.Libs)
    Cmd.push_back("-l" + L);
  for (const std::string &F : Opts.LinkerFlags)
    Cmd.insert(Cmd.end(), {"-Xlinker", F});
  Cmd.push_back("-pthread");
  return runProgram(Cmd, Opts.Verbose, Log) == 0;
}

/// Rejects option combinations nvcc rejects too.
bool validate(const CcOptions &Opts, llvm::raw_ostream &Log) {
  if (Opts.Inputs.empty()) {
    Log << "metalify cc: error: no input files\n";
    return false;
  }
  unsigned Sources = 0;
  for (const CcInput &In : Opts.Inputs)
    Sources += In.Kind == InputKind::Cuda || In.Kind == InputKind::Cxx ||
               In.Kind == InputKind::C;
  if (Opts.CompileOnly && !Opts.Output.empty() && Sources > 1) {
    Log << "metalify cc: error: -o with -c needs exactly one source file\n";
    return false;
  }
  return true;
}

} // namespace

int buildWithOptions(const CcOptions &Opts, llvm::raw_ostream &Log) {
  if (!validate(Opts, Log))
    return 1;
  llvm::Expected<Toolchain> Tools = findToolchain(Opts.HostCompiler);
  if (!Tools) {
    Log << "metalify cc: error: " << llvm::toString(Tools.takeError()) << "\n";
    return 1;
  }
  CcDriver Driver(Opts, std::move(*Tools), Log);
  return Driver.run();
}

bool scanDependencies(const CcOptions &Opts, const CcInput &Input,
                      std::vector<std::string> &Files, llvm::raw_ostream &Log) {
  llvm::Expected<Toolchain> Tools = findToolchain(Opts.HostCompiler);
  if (!Tools) {
    Log << "metalify: error: " << llvm::toString(Tools.takeError()) << "\n";
    return false;
  }
  CcDriver Driver(Opts, std::move(*Tools), Log);
  return Driver.dependencies(Input, Files);
}

int runCcCommand(int Argc, const char **Argv) {
  CcOptions Opts;
  llvm::ArrayRef<const char *> Args(Argv + 1, Argv + Argc);
  if (!parseCcOptions(Args, Opts, llvm::errs()))
    return 2;
  if (llvm::is_contained(Opts.Ignored, "--help")) {
    printCcHelp(llvm::outs());
    return 0;
  }
  return buildWithOptions(Opts, llvm::errs());
}

} // namespace metalify
