#!/usr/bin/python3
"""jupyter_kernel_test's standard conformance checks against minitf-kernel.

Exits with 77 (ctest: skipped) when jupyter_kernel_test is not importable
(Debian: apt install python3-jupyter-kernel-test).
"""
import sys
import unittest

try:
    import jupyter_kernel_test as jkt
except ImportError:
    print("SKIP: jupyter_kernel_test is not importable by", sys.executable,
          "(Debian: apt install python3-jupyter-kernel-test)")
    sys.exit(77)


class MinitfKernelConformance(jkt.KernelTests):
    kernel_name = "minitf"
    language_name = "python"
    file_extension = ".py"

    code_hello_world = "print('hello, world')"
    code_stderr = "import sys\nprint('oops', file=sys.stderr)"
    completion_samples = [
        {"text": "pri", "matches": {"print"}},
        {"text": "str.isdig", "matches": {"isdigit"}},
    ]
    complete_code_samples = ["1", "x = 2", "def f(x):\n    return x\n\n", "%time 1"]
    incomplete_code_samples = ["def f(x):", "print((1,", "s = '''abc"]
    invalid_code_samples = ["x = = 1", "(]"]
    code_generate_error = "1 / 0"
    code_execute_result = [{"code": "6 * 7", "result": "42"}, {"code": "'a' * 2", "result": "'aa'"}]
    code_display_data = [
        {"code": "import tensorflow as tf\ndisplay(tf.constant([1, 2]))", "mime": "text/html"},
        {"code": "display(3)", "mime": "text/plain"},
    ]
    code_page_something = "len?"
    code_inspect_sample = "print"
    code_clear_output = "clear_output()"
    supported_history_operations = ("tail", "range", "search")
    code_history_pattern = "6 *"


if __name__ == "__main__":
    unittest.main(verbosity=2)
