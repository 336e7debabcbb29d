#!/bin/sh
# A CMake compiler launcher that runs another compiler: invoked as
# `use-compiler.sh COMPILER <configured compiler> ARGS...`, it runs
# `COMPILER ARGS...` (cmake/MetalCpp.cmake: metal-cpp needs Clang blocks).
compiler=$1
shift 2
exec "$compiler" "$@"
