//===- CcOptions.cpp - The command line of `metalify cc` ------------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "CcOptions.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/Path.h"

namespace metalify {
namespace {

using llvm::StringRef;

/// How an option takes its value.
enum class ValueForm {
  None,     ///< -c
  Joined,   ///< -O3, -lfoo, -std=c++17 (value glued on)
  Separate, ///< -I dir, -Idir, -I=dir
};

/// What to do with a recognised option.
enum class Action {
  Output,
  CompileOnly,
  Include,
  SystemInclude,
  Define,
  Undefine,
  LibDir,
  Lib,
  HostFlag,
  Optimize,
  Std,
  XCompiler,
  XLinker,
  FastMath,
  Fp64,
  Verbose,
  Keep,
  Language,
  HostCompiler,
  Deps,
  DepsAlongside,
  DepFile,
  DepTarget,
  IgnoredWithValue,
  Ignored,
  Unsupported,
  Help,
};

/// One row of the option table. Long spellings come first so that
/// `--compiler-options` is not read as `-c`.
struct OptionSpec {
  const char *Name;
  ValueForm Form;
  Action Act;
};

constexpr OptionSpec Specs[] = {
    {"--output-file", ValueForm::Separate, Action::Output},
    {"--compile", ValueForm::None, Action::CompileOnly},
    {"--include-path", ValueForm::Separate, Action::Include},
    {"--system-include", ValueForm::Separate, Action::SystemInclude},
    {"--define-macro", ValueForm::Separate, Action::Define},
    {"--undefine-macro", ValueForm::Separate, Action::Undefine},
    {"--library-path", ValueForm::Separate, Action::LibDir},
    {"--library", ValueForm::Separate, Action::Lib},
    {"--compiler-options", ValueForm::Separate, Action::XCompiler},
    {"--linker-options", ValueForm::Separate, Action::XLinker},
    {"--compiler-bindir", ValueForm::Separate, Action::HostCompiler},
    {"--use_fast_math", ValueForm::None, Action::FastMath},
    {"--use-fast-math", ValueForm::None, Action::FastMath},
    {"--fp64", ValueForm::Separate, Action::Fp64},
    {"--gpu-architecture", ValueForm::Separate, Action::IgnoredWithValue},
    {"--gpu-code", ValueForm::Separate, Action::IgnoredWithValue},
    {"--generate-code", ValueForm::Separate, Action::IgnoredWithValue},
    {"--default-stream", ValueForm::Separate, Action::IgnoredWithValue},
    {"--ptxas-options", ValueForm::Separate, Action::IgnoredWithValue},
    {"--maxrregcount", ValueForm::Separate, Action::IgnoredWithValue},
    {"--cudart", ValueForm::Separate, Action::IgnoredWithValue},
    {"--extended-lambda", ValueForm::None, Action::Ignored},
    {"--expt-extended-lambda", ValueForm::None, Action::Ignored},
    {"--expt-relaxed-constexpr", ValueForm::None, Action::Ignored},
    {"--resource-usage", ValueForm::None, Action::Ignored},
    {"--disable-warnings", ValueForm::None, Action::HostFlag},
    {"--machine", ValueForm::Separate, Action::IgnoredWithValue},
    {"--relocatable-device-code", ValueForm::Separate, Action::Unsupported},
    {"--device-c", ValueForm::None, Action::Unsupported},
    {"--device-link", ValueForm::None, Action::Unsupported},
    {"--x", ValueForm::Separate, Action::Language},
    {"--keep", ValueForm::None, Action::Keep},
    {"--verbose", ValueForm::None, Action::Verbose},
    {"--help", ValueForm::None, Action::Help},
    {"--std", ValueForm::Separate, Action::Std},
    {"-Xcompiler", ValueForm::Separate, Action::XCompiler},
    {"-Xlinker", ValueForm::Separate, Action::XLinker},
    {"-Xptxas", ValueForm::Separate, Action::IgnoredWithValue},
    {"-Xcudafe", ValueForm::Separate, Action::IgnoredWithValue},
    {"--threads", ValueForm::Separate, Action::IgnoredWithValue},
    {"--shared", ValueForm::None, Action::HostFlag},
    {"-shared", ValueForm::None, Action::HostFlag},
    {"-isystem", ValueForm::Separate, Action::SystemInclude},
    {"-gencode", ValueForm::Separate, Action::IgnoredWithValue},
    {"-lineinfo", ValueForm::None, Action::Ignored},
    {"-ccbin", ValueForm::Separate, Action::HostCompiler},
    {"-arch", ValueForm::Separate, Action::IgnoredWithValue},
    {"-code", ValueForm::Separate, Action::IgnoredWithValue},
    {"-rdc", ValueForm::Separate, Action::Unsupported},
    {"-dc", ValueForm::None, Action::Unsupported},
    {"-dlink", ValueForm::None, Action::Unsupported},
    {"-res-usage", ValueForm::None, Action::Ignored},
    {"-maxrregcount", ValueForm::Separate, Action::IgnoredWithValue},
    {"-cudart", ValueForm::Separate, Action::IgnoredWithValue},
    {"-keep", ValueForm::None, Action::Keep},
    {"-std", ValueForm::Separate, Action::Std},
    {"-m64", ValueForm::None, Action::Ignored},
    {"-MD", ValueForm::None, Action::DepsAlongside},
    {"-MMD", ValueForm::None, Action::DepsAlongside},
    {"-MF", ValueForm::Separate, Action::DepFile},
    {"-MT", ValueForm::Separate, Action::DepTarget},
    {"-M", ValueForm::None, Action::Deps},
    {"-o", ValueForm::Separate, Action::Output},
    {"-c", ValueForm::None, Action::CompileOnly},
    {"-I", ValueForm::Separate, Action::Include},
    {"-D", ValueForm::Separate, Action::Define},
    {"-U", ValueForm::Separate, Action::Undefine},
    {"-L", ValueForm::Separate, Action::LibDir},
    {"-l", ValueForm::Separate, Action::Lib},
    {"-O", ValueForm::Joined, Action::Optimize},
    {"-G", ValueForm::None, Action::Ignored},
    {"-g", ValueForm::None, Action::HostFlag},
    {"-w", ValueForm::None, Action::HostFlag},
    {"-x", ValueForm::Separate, Action::Language},
    {"-v", ValueForm::None, Action::Verbose},
    {"-h", ValueForm::None, Action::Help},
};

/// Why a CUDA library needs no linking, or empty when \p Lib is not one
/// metalify provides; linking NVIDIA's would fail.
StringRef providedLibrary(StringRef Lib) {
  if (Lib == "cudart" || Lib == "cudart_static" || Lib == "cuda" ||
      Lib == "cudadevrt")
    return "the shim is the CUDA runtime";
  if (Lib == "cublas" || Lib == "cublas_static" || Lib == "cublasLt" ||
      Lib == "cublasLt_static" || Lib == "curand" || Lib == "culibos")
    return "metalify's headers implement it, translated with the program";
  return "";
}

/// Matches \p Arg against \p Spec; on a match sets \p Value (possibly taken
/// from the next argument) and returns true.
bool matchOption(const OptionSpec &Spec, llvm::ArrayRef<const char *> Args,
                 size_t &I, std::string &Value, bool &MissingValue) {
  StringRef Arg = Args[I], Name = Spec.Name;
  if (!Arg.starts_with(Name))
    return false;
  StringRef Rest = Arg.drop_front(Name.size());
  switch (Spec.Form) {
  case ValueForm::None:
    return Rest.empty();
  case ValueForm::Joined:
    Value = Rest.str();
    return true;
  case ValueForm::Separate:
    if (!Rest.empty()) {
      // Long options and multi-letter short ones need "="; one-letter
      // options take a glued value (-Idir, -lm).
      bool OneLetter = Name.size() == 2;
      if (Rest.front() == '=')
        Rest = Rest.drop_front();
      else if (!OneLetter)
        return false;
      Value = Rest.str();
      return true;
    }
    if (I + 1 >= Args.size()) {
      MissingValue = true;
      return true;
    }
    Value = Args[++I];
    return true;
  }
  return false;
}

/// Splits an -Xcompiler / --compiler-options value at commas and spaces.
void appendSplit(std::vector<std::string> &Out, StringRef Value) {
  llvm::SmallVector<StringRef, 8> Parts;
  Value.split(Parts, ',', -1, /*KeepEmpty=*/false);
  for (StringRef Part : Parts) {
    llvm::SmallVector<StringRef, 4> Words;
    llvm::SplitString(Part, Words);
    for (StringRef W : Words)
      Out.push_back(W.str());
  }
}

/// The list an option appends its value to (-I, -D, ...), or null.
std::vector<std::string> *listFor(Action Act, CcOptions &O) {
  switch (Act) {
  case Action::Include:
    return &O.IncludeDirs;
  case Action::SystemInclude:
    return &O.SystemDirs;
  case Action::Define:
    return &O.Defines;
  case Action::Undefine:
    return &O.Undefines;
  case Action::LibDir:
    return &O.LibDirs;
  default:
    return nullptr;
  }
}

/// The string an option sets (-o, -std, ...), or null.
std::string *stringFor(Action Act, CcOptions &O) {
  switch (Act) {
  case Action::Output:
    return &O.Output;
  case Action::Std:
    return &O.Std;
  case Action::HostCompiler:
    return &O.HostCompiler;
  case Action::DepFile:
    return &O.DepFile;
  case Action::DepTarget:
    return &O.DepTarget;
  default:
    return nullptr;
  }
}

/// The switch an option turns on (-c, -v, ...), or null.
bool *flagFor(Action Act, CcOptions &O) {
  switch (Act) {
  case Action::CompileOnly:
    return &O.CompileOnly;
  case Action::FastMath:
    return &O.FastMath;
  case Action::Verbose:
    return &O.Verbose;
  case Action::Keep:
    return &O.Keep;
  case Action::Deps:
    return &O.DepsOnly;
  case Action::DepsAlongside:
    return &O.DepsAlongside;
  default:
    return nullptr;
  }
}

/// Reports -rdc=true, -dc and -dlink; `-rdc=false` is the default and fine.
bool applyUnsupported(StringRef Arg, StringRef Value, llvm::raw_ostream &Err) {
  if (Value.equals_insensitive("false"))
    return true;
  Err << "metalify cc: error: " << Arg
      << ": separate compilation of device code (relocatable device code, "
         "-dc, -dlink) is not supported; Metal links no device code across "
         "files. Build without it (kernels and the device functions they "
         "call in one .cu file)\n";
  return false;
}

/// Applies one recognised option; false (with a message) on an error.
bool apply(Action Act, StringRef Arg, const std::string &Value, CcOptions &O,
           bool &ForceCuda, llvm::raw_ostream &Err) {
  if (std::vector<std::string> *List = listFor(Act, O)) {
    List->push_back(Value);
    return true;
  }
  if (std::string *Str = stringFor(Act, O)) {
    *Str = Value;
    return true;
  }
  if (bool *Flag = flagFor(Act, O)) {
    *Flag = true;
    return true;
  }
  switch (Act) {
  case Action::Lib:
    if (StringRef Reason = providedLibrary(Value); !Reason.empty())
      O.Ignored.push_back("-l" + Value + " (" + Reason.str() + ")");
    else
      O.Libs.push_back(Value);
    return true;
  case Action::HostFlag:
    // nvcc spellings of host compiler flags.
    O.HostFlags.push_back(Arg == "--disable-warnings" ? "-w"
                          : Arg == "--shared"         ? "-shared"
                                                      : Arg.str());
    return true;
  case Action::Optimize:
    O.HostFlags.push_back("-O" + Value);
    return true;
  case Action::XCompiler:
    appendSplit(O.HostFlags, Value);
    return true;
  case Action::XLinker:
    appendSplit(O.LinkerFlags, Value);
    return true;
  case Action::Language:
    if (Value != "cu" && Value != "c++" && Value != "c") {
      Err << "metalify cc: error: -x " << Value
          << ": only 'cu', 'c++' and 'c' are supported\n";
      return false;
    }
    ForceCuda = Value == "cu";
    return true;
  case Action::Fp64:
    if (Value != "emulate" && Value != "error" && Value != "demote") {
      Err << "metalify cc: error: --fp64=" << Value
          << ": expected 'emulate', 'error' or 'demote'\n";
      return false;
    }
    O.Fp64 = Value;
    return true;
  case Action::IgnoredWithValue:
    O.Ignored.push_back(Arg.str() + " " + Value);
    return true;
  case Action::Ignored:
    O.Ignored.push_back(Arg.str());
    return true;
  case Action::Unsupported:
    return applyUnsupported(Arg, Value, Err);
  default:
    return true;
  }
}

} // namespace

bool classifyInput(llvm::StringRef Path, InputKind &Kind) {
  StringRef Ext = llvm::sys::path::extension(Path);
  std::optional<InputKind> K =
      llvm::StringSwitch<std::optional<InputKind>>(Ext)
          .Case(".cu", InputKind::Cuda)
          .Cases(".cpp", ".cc", ".cxx", ".C", InputKind::Cxx)
          .Case(".c", InputKind::C)
          .Case(".o", InputKind::Object)
          .Case(".a", InputKind::Archive)
          .Cases(".so", ".dylib", InputKind::SharedLibrary)
          .Default(std::nullopt);
  if (!K)
    return false;
  Kind = *K;
  return true;
}

namespace {

/// Finds the option spelled by Args[I], consuming its value (possibly the
/// next argument). nvcc also accepts its long options with one dash
/// (`-use_fast_math`, `-default-stream per-thread`), so those are retried
/// as `--...`.
const OptionSpec *findOption(llvm::ArrayRef<const char *> Args, size_t &I,
                             std::string &Value, bool &Missing) {
  for (const OptionSpec &Spec : Specs)
    if (matchOption(Spec, Args, I, Value, Missing))
      return &Spec;
  StringRef Arg = Args[I];
  if (Arg.starts_with("--"))
    return nullptr;
  std::string Long = "-" + Arg.str();
  std::vector<const char *> Retry(Args.begin(), Args.end());
  Retry[I] = Long.c_str();
  for (const OptionSpec &Spec : Specs)
    if (StringRef(Spec.Name).starts_with("--") &&
        matchOption(Spec, Retry, I, Value, Missing))
      return &Spec;
  return nullptr;
}

/// Handles one option argument; false (with a message) on an error.
bool parseOption(llvm::ArrayRef<const char *> Args, size_t &I, CcOptions &Out,
                 bool &ForceCuda, llvm::raw_ostream &Err) {
  StringRef Arg = Args[I];
  std::string Value;
  bool Missing = false;
  const OptionSpec *Found = findOption(Args, I, Value, Missing);
  if (!Found && (Arg.starts_with("-W") || Arg.starts_with("-f"))) {
    Out.HostFlags.push_back(Arg.str()); // host warnings and -f flags
    return true;
  }
  if (!Found) {
    Err << "metalify cc: error: unknown option '" << Arg
        << "' (pass host compiler options with -Xcompiler)\n";
    return false;
  }
  if (Missing) {
    Err << "metalify cc: error: option '" << Found->Name << "' needs a value\n";
    return false;
  }
  if (Found->Act == Action::Help) {
    Out.Ignored.push_back("--help");
    return true;
  }
  return apply(Found->Act, Found->Name, Value, Out, ForceCuda, Err);
}

} // namespace

bool parseCcOptions(llvm::ArrayRef<const char *> Args, CcOptions &Out,
                    llvm::raw_ostream &Err) {
  bool ForceCuda = false;
  for (size_t I = 0; I < Args.size(); ++I) {
    StringRef Arg = Args[I];
    if (Arg.size() > 1 && Arg.front() == '-') {
      if (!parseOption(Args, I, Out, ForceCuda, Err))
        return false;
      continue;
    }
    InputKind Kind;
    if (!classifyInput(Arg, Kind)) {
      Err << "metalify cc: error: " << Arg
          << ": unknown input kind (expected .cu, .cpp, .c, .o, .a or .so)\n";
      return false;
    }
    if (ForceCuda && (Kind == InputKind::Cxx || Kind == InputKind::C))
      Kind = InputKind::Cuda;
    Out.Inputs.push_back({Arg.str(), Kind});
  }
  return true;
}

void printCcHelp(llvm::raw_ostream &OS) {
  OS << "usage: metalify cc [options] <inputs: .cu .cpp .c .o .a .so>\n\n"
        "An nvcc-compatible driver: translates each .cu to Metal + host "
        "C++, compiles\nhost code with $CXX (or c++), embeds the .metal "
        "modules and links libmetalify.\n\n"
        "  -o FILE                output file\n"
        "  -c                     compile only (one object per input)\n"
        "  -I DIR, -isystem DIR   include directories\n"
        "  -D NAME[=V], -U NAME   macros\n"
        "  -L DIR, -l LIB         libraries (-lcudart, -lcuda, -lcublas, "
        "-lcublasLt and\n"
        "                         -lcurand are dropped: metalify provides "
        "them)\n"
        "  -O0..3, -g, -w, -std=  passed to the host compiler (C++17 at "
        "least)\n"
        "  -Xcompiler A,B         host compiler options "
        "(--compiler-options)\n"
        "  -Xlinker A,B           linker options\n"
        "  -x cu                  treat .cpp/.c inputs as CUDA\n"
        "  -ccbin COMPILER        host compiler\n"
        "  -M, -MD, -MF F, -MT T  make dependencies\n"
        "  --use_fast_math        fast math in the kernels\n"
        "  --fp64=emulate|error|demote\n"
        "                         double in device code: IEEE double in "
        "software (default),\n"
        "                         an error, or float\n"
        "  -keep                  keep the intermediate files\n"
        "  -v                     print the commands run\n"
        "Accepted and ignored: -arch, -gencode, -code, "
        "--gpu-architecture, -G, -lineinfo,\n-m64, --extended-lambda, "
        "--expt-relaxed-constexpr, -Xptxas, -maxrregcount.\n"
        "Not supported: -rdc=true, -dc, -dlink.\n";
}

} // namespace metalify
