# Apple's metal-cpp headers for the Metal backend (shim/metal/), and the
# Linux emulation that runs that backend over the CPU backend
# (tests/metal-emulation/, docs/metal-backend.md).
#
#   METALIFY_METAL_CPP        directory holding Foundation/ and Metal/ of
#                             metal-cpp; on macOS, left empty, Apple's
#                             release is downloaded at configure time.
#   METALIFY_METAL_EMULATION  build shim/metal on Linux x86_64 over the
#                             emulated Objective-C runtime and fake Metal.

set(_metalify_vendor ${PROJECT_SOURCE_DIR}/../shared/vendor)
set(_metalify_default_cpp "")
if(EXISTS ${_metalify_vendor}/metal-cpp/Metal/Metal.hpp)
  get_filename_component(_metalify_default_cpp ${_metalify_vendor}/metal-cpp ABSOLUTE)
endif()
set(METALIFY_METAL_CPP "${_metalify_default_cpp}" CACHE PATH
  "Directory of Apple's metal-cpp headers (Foundation/, Metal/)")

if(APPLE AND METALIFY_METAL_BACKEND AND NOT EXISTS ${METALIFY_METAL_CPP}/Metal/Metal.hpp)
  include(FetchContent)
  FetchContent_Declare(metal_cpp
    URL https://developer.apple.com/metal/cpp/files/metal-cpp_macOS14.2_iOS17.2.zip)
  FetchContent_MakeAvailable(metal_cpp)
  set(METALIFY_METAL_CPP ${metal_cpp_SOURCE_DIR} CACHE PATH "" FORCE)
endif()

# metal-cpp spells completion handlers as Clang blocks (^): its translation
# units need Clang with -fblocks. When the C++ compiler is another (GCC on
# Linux), those targets compile with LLVM's clang++ through a launcher.
if(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
  find_program(METALIFY_BLOCKS_CLANGXX NAMES clang++ clang++-19
    HINTS ${LLVM_TOOLS_BINARY_DIR})
endif()

set(_metalify_emulation_default OFF)
set(_metalify_emulation_why "")
if(APPLE OR NOT CMAKE_SYSTEM_NAME STREQUAL "Linux")
  set(_metalify_emulation_why "not Linux")
elseif(NOT CMAKE_SYSTEM_PROCESSOR MATCHES "x86_64|AMD64")
  set(_metalify_emulation_why "the emulated objc_msgSend is x86_64 only")
elseif(NOT EXISTS ${METALIFY_METAL_CPP}/Metal/Metal.hpp)
  set(_metalify_emulation_why "no metal-cpp (set METALIFY_METAL_CPP)")
elseif(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang" AND NOT METALIFY_BLOCKS_CLANGXX)
  set(_metalify_emulation_why "metal-cpp needs clang++ for its blocks; none found")
else()
  set(_metalify_emulation_default ON)
endif()
option(METALIFY_METAL_EMULATION
  "Build the Metal backend on Linux over an emulated Metal (tests)"
  ${_metalify_emulation_default})

if(METALIFY_METAL_EMULATION)
  set(METALIFY_APPLE_SDK_STUBS ${METALIFY_METAL_CPP}/../apple-sdk-stubs CACHE PATH
    "Declaration-only stand-ins for objc/runtime.h, CoreFoundation, ...")
  if(NOT EXISTS ${METALIFY_APPLE_SDK_STUBS}/objc/runtime.h)
    message(FATAL_ERROR "METALIFY_METAL_EMULATION needs METALIFY_APPLE_SDK_STUBS "
      "(objc/runtime.h and friends); not found at ${METALIFY_APPLE_SDK_STUBS}")
  endif()
  message(STATUS "Metal backend: emulated (metal-cpp at ${METALIFY_METAL_CPP})")
elseif(NOT APPLE)
  message(STATUS "Metal backend: not built (${_metalify_emulation_why})")
endif()

# Compiles \p target against metal-cpp, with Clang and -fblocks.
function(metalify_metal_cpp_target target)
  target_include_directories(${target} SYSTEM PRIVATE ${METALIFY_METAL_CPP})
  target_compile_options(${target} PRIVATE -fblocks)
  if(METALIFY_METAL_EMULATION)
    target_include_directories(${target} SYSTEM PRIVATE ${METALIFY_APPLE_SDK_STUBS})
  endif()
  if(CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    return()
  endif()
  if(NOT METALIFY_BLOCKS_CLANGXX)
    message(FATAL_ERROR "the Metal backend needs clang++ (metal-cpp uses blocks)")
  endif()
  set_target_properties(${target} PROPERTIES CXX_COMPILER_LAUNCHER
    "sh;${PROJECT_SOURCE_DIR}/cmake/use-compiler.sh;${METALIFY_BLOCKS_CLANGXX}")
endfunction()
