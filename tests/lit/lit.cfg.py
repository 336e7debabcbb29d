# lit configuration for metalify's golden translation and CLI tests.
import os
import lit.formats

config.name = "metalify"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".cu", ".test", ".metal", ".yaml"]
config.excludes = ["Inputs"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.metalify_obj_root, "tests", "lit")

bin_dir = os.path.join(config.metalify_obj_root, "bin")
config.environment["PATH"] = os.pathsep.join(
    [bin_dir, config.llvm_tools_dir, config.environment.get("PATH", "")])
config.environment["METALIFY_CACHE_DIR"] = os.path.join(
    config.metalify_obj_root, "test-cache")
# Diagnostics must not depend on the terminal.
config.environment["NO_COLOR"] = "1"

shim_include = os.path.join(config.metalify_src_root, "shim", "include")
config.substitutions.append(("%metalify", os.path.join(bin_dir, "metalify")))
config.substitutions.append(("%shim_include", shim_include))
config.substitutions.append(("%src_root", config.metalify_src_root))
config.substitutions.append(("%cxx", config.cxx_compiler))
# %blank-checks IN OUT: copy a test input with its CHECK lines blanked, so a
# comment copied into the translation can never match its own CHECK line.
config.substitutions.append(
    ("%blank-checks",
     "python3 " + os.path.join(config.metalify_src_root, "tests", "lit", "blank_checks.py")))

# %msl-syntax FILE.metal: parse emitted MSL as C++ for OpenCL against the
# stand-in <metal_stdlib> of tests/lit/Inputs, whose address spaces behave
# like Metal's (pointers carry them, threadgroup variables only in kernels).
# A quick sanity check; `metalify check-msl` is the real one.
config.substitutions.append(
    ("%msl-syntax",
     os.path.join(config.llvm_tools_dir, "clang++") +
     " -x clcpp -cl-std=clc++2021 -fsyntax-only -nostdinc++ -isystem " +
     os.path.join(config.metalify_src_root, "tests", "lit", "Inputs") +
     " -Wno-unknown-attributes"))
# %expect-exit N CMD...: succeeds only when CMD exits with status N.
config.substitutions.append(
    ("%expect-exit",
     "python3 " + os.path.join(config.metalify_src_root, "tests", "lit", "expect_exit.py")))

# Feature "translate": `metalify translate` is built (not the pending stub).
# Translation tests say REQUIRES: translate, so a tree without the driver
# reports them UNSUPPORTED rather than failing them.
import subprocess
try:
    _probe = subprocess.run(
        [os.path.join(bin_dir, "metalify"), "translate", "--help"],
        capture_output=True, text=True, timeout=60)
    if "not built in this tree" not in _probe.stdout + _probe.stderr:
        config.available_features.add("translate")
except (OSError, subprocess.SubprocessError):
    pass
