"""Tests of the corpus runner: output comparison (compare.py) and the runner's
build/run/judge logic (run_corpus.py) against a fixture corpus built by a fake
`metalify cc` (fixtures/fake_metalify.py), so they run without the toolchain."""

import io
import sys
import tempfile
import unittest
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import run_corpus  # noqa: E402
from compare import Tolerance, ToleranceError, compare_output, load_tolerance, mask_timings  # noqa: E402

FIXTURES = HERE / "fixtures"
FAKE_METALIFY = FIXTURES / "fake_metalify.py"


class MaskTest(unittest.TestCase):
    def test_masks_took_ms(self):
        self.assertEqual(mask_timings("kernel took 0.118 ms"), "kernel took <time> ms")
        self.assertEqual(mask_timings("all took 12ms total"), "all took <time>ms total")

    def test_leaves_other_numbers(self):
        self.assertEqual(mask_timings("sum=0.118 ms"), "sum=0.118 ms")


class CompareTest(unittest.TestCase):
    def test_identical(self):
        self.assertEqual(compare_output("a=1\nPASS\n", "a=1\nPASS\n"), [])

    def test_timing_lines_are_masked(self):
        self.assertEqual(compare_output("x took 1.5 ms\n", "x took 300.25 ms\n"), [])

    def test_exact_without_tolerance(self):
        problems = compare_output("sum=1.000\n", "sum=1.001\n")
        self.assertEqual(len(problems), 1)
        self.assertIn("line 1", problems[0])

    def test_numbers_within_tolerance(self):
        tol = Tolerance(rel=1e-3)
        self.assertEqual(compare_output("sum=1000.0 max=2.5\n", "sum=1000.5 max=2.5\n", tol), [])

    def test_numbers_outside_tolerance(self):
        tol = Tolerance(rel=1e-4)
        self.assertNotEqual(compare_output("sum=1000.0\n", "sum=1001.0\n", tol), [])

    def test_absolute_tolerance_near_zero(self):
        tol = Tolerance(abs=1e-3)
        self.assertEqual(compare_output("v=-0.0004\n", "v=0.0003\n", tol), [])

    def test_text_must_match_even_with_tolerance(self):
        tol = Tolerance(rel=1.0)
        self.assertNotEqual(compare_output("PASS 1.0\n", "FAIL 1.0\n", tol), [])

    def test_hex_hashes_are_exact(self):
        tol = Tolerance(rel=1e-2)
        self.assertNotEqual(compare_output("hash=5b516800\n", "hash=5b516801\n", tol), [])
        self.assertNotEqual(compare_output("bits=3f800000\n", "bits=3f800001\n", tol), [])

    def test_number_count_must_match(self):
        tol = Tolerance(rel=1.0)
        self.assertNotEqual(compare_output("a 1 2\n", "a 1 2 3\n", tol), [])

    def test_missing_and_extra_lines(self):
        problems = compare_output("a\nb\nc\n", "a\n")
        self.assertIn("expected 3 lines, got 1", problems)
        self.assertIn("line 2 missing: b", problems)
        self.assertIn("line 2 extra: x", compare_output("a\n", "a\nx\n"))

    def test_report_is_capped(self):
        expected = "".join(f"{i}\n" for i in range(50))
        actual = "".join(f"{i + 1}\n" for i in range(50))
        problems = compare_output(expected, actual)
        self.assertEqual(len(problems), 11)
        self.assertIn("more differences", problems[-1])


class ToleranceFileTest(unittest.TestCase):
    def write(self, text):
        folder = Path(tempfile.mkdtemp())
        (folder / "tolerance").write_text(text)
        return folder / "tolerance"

    def test_parse(self):
        tol = load_tolerance(self.write("# reason\nrel 1e-5\nabs 0.5  # margin\n"))
        self.assertEqual(tol, Tolerance(rel=1e-5, abs=0.5))

    def test_missing_file(self):
        self.assertIsNone(load_tolerance(Path(tempfile.mkdtemp()) / "tolerance"))

    def test_errors_name_the_line(self):
        with self.assertRaisesRegex(ToleranceError, r"tolerance:2: .*rel"):
            load_tolerance(self.write("rel 1e-5\nrelative 3\n"))
        with self.assertRaisesRegex(ToleranceError, "not a number"):
            load_tolerance(self.write("abs x\n"))
        with self.assertRaisesRegex(ToleranceError, "negative"):
            load_tolerance(self.write("abs -1\n"))


class RunnerTest(unittest.TestCase):
    """Runs run_corpus.main on the fixture corpus with the fake toolchain."""

    def run_main(self, *args, known="known_failures.txt"):
        work = Path(tempfile.mkdtemp())
        argv = ["--root", str(FIXTURES / "root"), "--metalify", str(FAKE_METALIFY), "--work", str(work),
                "--known-failures", str(FIXTURES / known), "--timeout", "30", *args]
        out = io.StringIO()
        with redirect_stdout(out), redirect_stderr(out):
            status = run_corpus.main(argv)
        return status, out.getvalue(), work

    def test_discovers_corpus_and_examples(self):
        programs = run_corpus.discover(FIXTURES / "root")
        self.assertEqual([p.ident for p in programs],
                         ["demo/exact", "demo/exit_status", "demo/make_built", "demo/mismatch", "demo/tolerant",
                          "examples/hello"])
        self.assertEqual(programs[0].test_name, "e2e.demo.exact")

    def test_passing_program_gets_args_and_cpu_backend(self):
        status, out, work = self.run_main("demo/exact")
        self.assertEqual(status, 0, out)
        self.assertIn("PASS  demo/exact", out)
        self.assertEqual((work / "demo" / "exact" / "received_args").read_text().strip(), "4 5")

    def test_tolerance_makefile_and_exit_status(self):
        status, out, _ = self.run_main("demo/tolerant", "demo/make_built", "demo/exit_status")
        self.assertEqual(status, 0, out)
        self.assertIn("e2e: 3/3 passed", out)

    def test_unlisted_failure_fails(self):
        status, out, _ = self.run_main("demo/mismatch", known="known_failures_xpass.txt")
        self.assertEqual(status, 1)
        self.assertIn("FAIL  demo/mismatch", out)
        self.assertIn("expected: value=1.000", out)

    def test_known_failure_is_xfail(self):
        status, out, _ = self.run_main("demo/mismatch")
        self.assertEqual(status, 0, out)
        self.assertIn("XFAIL demo/mismatch", out)
        self.assertIn("prints 1.5 instead of 1.0", out)

    def test_fixed_known_failure_is_xpass_and_fails(self):
        status, out, _ = self.run_main("examples/hello", known="known_failures_xpass.txt")
        self.assertEqual(status, 1)
        self.assertIn("XPASS examples/hello", out)
        self.assertIn("remove the entry", out)

    def test_whole_corpus_prints_pass_count(self):
        status, out, _ = self.run_main("-j", "2")
        self.assertEqual(status, 0, out)
        self.assertIn("e2e: 5/6 passed, 0 failed, 1 known failures, 0 unexpected passes", out)

    def test_unknown_program_and_missing_metalify(self):
        status, _, _ = self.run_main("demo/nope")
        self.assertEqual(status, 2)
        out = io.StringIO()
        with redirect_stdout(out), redirect_stderr(out):
            status = run_corpus.main(["--root", str(FIXTURES / "root"), "--metalify", "/nonexistent/metalify"])
        self.assertEqual(status, 2)
        self.assertIn("metalify not found", out.getvalue())

    def test_check_corpus(self):
        status, out, _ = self.run_main("--check-corpus")
        self.assertEqual(status, 0, out)
        self.assertIn("corpus OK: 6 programs", out)
        status, out, _ = self.run_main("--check-corpus", known="known_failures_xpass.txt")
        self.assertEqual(status, 0, out)


class RealCorpusTest(unittest.TestCase):
    """The checked-in corpus is well-formed and every entry of
    known_failures.txt names a real program."""

    def test_layout(self):
        root = HERE.parent.parent
        programs = run_corpus.discover(root)
        self.assertGreaterEqual(len(programs), 55)
        known = run_corpus.load_known_failures(HERE / "known_failures.txt")
        self.assertEqual(run_corpus.check_corpus(programs, known), [])


if __name__ == "__main__":
    unittest.main()
