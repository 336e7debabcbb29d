//===- CompileArgs.h - The Clang command line for one CUDA file -*- C++ -*-===//
//
// Part of metalify. Builds the arguments the translator parses a .cu file
// with: CUDA host-side parsing against our headers, the user's -I/-D/-U/-std
// and the relevant flags of a compilation database entry.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_DRIVER_COMPILEARGS_H
#define METALIFY_DRIVER_COMPILEARGS_H

#include "metalify/translator/Translate.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace metalify {

/// Keeps the flags of a recorded compile command that change what the
/// preprocessor and parser see (-I, -isystem, -iquote, -include, -D, -U,
/// -std=), with relative paths made absolute against \p Directory. Anything
/// else (nvcc's -arch, -O2, -o, ...) is dropped.
std::vector<std::string> filterDatabaseFlags(llvm::ArrayRef<std::string> Command,
                                             llvm::StringRef Directory);

/// Loads the compilation database in Opts.CompilationDatabaseDir and returns
/// the filtered flags of \p InputPath's entry (none when it has no entry).
llvm::Expected<std::vector<std::string>>
loadDatabaseFlags(llvm::StringRef InputPath, const TranslateOptions &Opts);

/// The full Clang driver command line (argv[0] included) that parses
/// \p InputPath as CUDA host code against our headers.
std::vector<std::string> buildClangArgs(llvm::StringRef InputPath,
                                        const TranslateOptions &Opts,
                                        llvm::ArrayRef<std::string> DbFlags,
                                        llvm::StringRef ResourceDir);

} // namespace metalify

#endif
