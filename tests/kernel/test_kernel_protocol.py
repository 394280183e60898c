#!/usr/bin/python3
"""minitf-kernel over the Jupyter protocol, driven by jupyter_client.

Starts the kernel from the `minitf` kernelspec on JUPYTER_PATH (ctest points it
at the build tree) and checks what a notebook relies on: kernel_info, streams in
program order, execute_result, error replies (ename/evalue not swapped),
is_complete, complete, inspect, interrupt, magics and input().
Exits with 77 (ctest: skipped) when jupyter_client is not importable.
"""
import sys
import time
import unittest

try:
    from jupyter_client.manager import start_new_kernel
except ImportError:
    print("SKIP: jupyter_client is not importable by", sys.executable,
          "(Debian: apt install python3-jupyter-client)")
    sys.exit(77)

KERNEL_NAME = "minitf"
TIMEOUT = 30  # seconds for any one reply; a cold start of the first tf import is ~ms


class MinitfKernelProtocol(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.km, cls.kc = start_new_kernel(kernel_name=KERNEL_NAME, startup_timeout=60)

    @classmethod
    def tearDownClass(cls):
        cls.kc.stop_channels()
        cls.km.shutdown_kernel(now=True)

    # ---- helpers ---------------------------------------------------------

    def flush_iopub(self):
        while True:
            try:
                self.kc.get_iopub_msg(timeout=0.2)
            except Exception:
                return

    def collect(self, msg_id):
        """The iopub messages of one request, up to its idle status."""
        out = []
        while True:
            msg = self.kc.get_iopub_msg(timeout=TIMEOUT)
            if msg["parent_header"].get("msg_id") != msg_id:
                continue
            if msg["msg_type"] == "status":
                if msg["content"]["execution_state"] == "idle":
                    return out
                continue
            if msg["msg_type"] == "execute_input":
                continue
            out.append(msg)

    def shell_reply(self, msg_id):
        while True:
            reply = self.kc.get_shell_msg(timeout=TIMEOUT)
            if reply["parent_header"].get("msg_id") == msg_id:
                return reply

    def exec_cell(self, code, **kw):
        msg_id = self.kc.execute(code, **kw)
        reply = self.shell_reply(msg_id)
        return reply["content"], self.collect(msg_id)

    @staticmethod
    def streams(outputs):
        return [(m["content"]["name"], m["content"]["text"]) for m in outputs
                if m["msg_type"] == "stream"]

    @staticmethod
    def stdout(outputs):
        return "".join(m["content"]["text"] for m in outputs
                       if m["msg_type"] == "stream" and m["content"]["name"] == "stdout")

    def result(self, code):
        reply, outputs = self.exec_cell(code)
        self.assertEqual(reply["status"], "ok", reply)
        results = [m for m in outputs if m["msg_type"] == "execute_result"]
        self.assertEqual(len(results), 1, outputs)
        return results[0]["content"]["data"]

    # ---- the tests -------------------------------------------------------

    def test_kernel_info(self):
        self.kc.kernel_info()
        reply = self.kc.get_shell_msg(timeout=TIMEOUT)
        c = reply["content"]
        self.assertEqual(c["status"], "ok")
        self.assertEqual(c["implementation"], "minitf")
        info = c["language_info"]
        self.assertEqual(info["name"], "python")
        self.assertEqual(info["file_extension"], ".py")
        self.assertEqual(info["mimetype"], "text/x-python")
        self.assertEqual(info["pygments_lexer"], "python")
        self.assertEqual(info["codemirror_mode"], "python")
        self.assertTrue(c["protocol_version"].startswith("5."))
        self.assertIn("minitf", c["banner"])
        self.assertIn("TensorFlow mode: modern", c["banner"])  # the default

    def test_streams_in_program_order(self):
        reply, outputs = self.exec_cell(
            'import tensorflow as tf\nprint("one")\ntf.print("two")\nprint("three")\n'
            'import sys\nprint("four", file=sys.stderr)\nprint("five")')
        self.assertEqual(reply["status"], "ok", reply)
        # tf.print's lines (stderr in TensorFlow) come as a display in a
        # neutral style, so that Jupyter does not paint them as an error.
        seen = [(m["content"]["name"], m["content"]["text"]) if m["msg_type"] == "stream"
                else ("tf.print", m["content"]["data"]["text/plain"]) for m in outputs
                if m["msg_type"] in ("stream", "display_data")]
        self.assertEqual(seen, [
            ("stdout", "one\n"), ("tf.print", "two"), ("stdout", "three\n"),
            ("stderr", "four\n"), ("stdout", "five\n")])
        html = [m for m in outputs if m["msg_type"] == "display_data"][0]["content"]["data"]
        self.assertIn('class="minitf-tf-print"', html["text/html"])

    def test_progress_bar_redraws_in_place(self):
        # Keras' bar (verbose=1) redraws its line with "\r" as steps run; the
        # kernel must publish the redraws while the cell runs (not all at its
        # end), so that the page shows one line moving forward.
        reply, outputs = self.exec_cell(
            "import time\nfrom tensorflow import keras\nbar = keras.utils.Progbar(8)\n"
            "for i in range(8):\n    time.sleep(0.06)\n    bar.update(i + 1)")
        self.assertEqual(reply["status"], "ok", reply)
        texts = [t for name, t in self.streams(outputs) if name == "stdout"]
        self.assertGreaterEqual(len(texts), 2, texts)
        self.assertTrue(all("\r" in t for t in texts), texts)
        # What a terminal (and Jupyter's output area) shows at the end: the
        # text after the last carriage return, the finished bar.
        final = "".join(texts).split("\r")[-1]
        self.assertRegex(final, r"^\x1b\[1m8/8\x1b\[0m \x1b\[32m━{20}\x1b\[0m")
        self.assertTrue(final.endswith("\n"), final)

    def test_execute_result(self):
        self.assertEqual(self.result("6 * 7"), {"text/plain": "42"})
        self.assertEqual(self.result("'a' + 'b'")["text/plain"], "'ab'")
        reply, outputs = self.exec_cell("x_unused = 1")
        self.assertEqual([m for m in outputs if m["msg_type"] == "execute_result"], [])
        self.assertEqual(self.result("None; 5")["text/plain"], "5")

    def test_tensor_result_has_html(self):
        data = self.result("import tensorflow as tf\ntf.constant([[1, 2], [3, 4]])")
        self.assertIn("tf.Tensor", data["text/plain"])
        self.assertIn("<table", data["text/html"])
        self.assertIn(">4</td>", data["text/html"])

    def test_error_reply_fields(self):
        reply, outputs = self.exec_cell("x = 1\n1 / 0")
        self.assertEqual(reply["status"], "error")
        # xeus 2.4.1's helper swaps these two; the kernel must not.
        self.assertEqual(reply["ename"], "ZeroDivisionError")
        self.assertEqual(reply["evalue"], "division by zero")
        tb = reply["traceback"]
        self.assertIsInstance(tb, list)
        self.assertTrue(all(isinstance(line, str) for line in tb))
        # Coloured as IPython's: the name red, the location green (ANSI).
        self.assertEqual(tb[0], "Traceback (most recent call last):")
        self.assertEqual(tb[-1], "\x1b[0;31mZeroDivisionError\x1b[0m: division by zero")
        self.assertTrue(any("line \x1b[0;32m2\x1b[0m" in line for line in tb), tb)
        errors = [m for m in outputs if m["msg_type"] == "error"]
        self.assertEqual(len(outputs), 1, outputs)  # the error only: no stderr copy
        self.assertEqual(errors[0]["content"]["ename"], "ZeroDivisionError")
        self.assertEqual(errors[0]["content"]["evalue"], "division by zero")
        self.assertEqual(errors[0]["content"]["traceback"], tb)

    def test_name_and_syntax_errors(self):
        reply, _ = self.exec_cell("undefined_name_xyz")
        self.assertEqual((reply["ename"], reply["evalue"]),
                         ("NameError", "name 'undefined_name_xyz' is not defined"))
        reply, _ = self.exec_cell("x = = 1")
        self.assertEqual(reply["ename"], "SyntaxError")
        self.assertEqual(reply["traceback"][-1], "\x1b[0;31mSyntaxError\x1b[0m: invalid syntax")

    def test_kernel_survives_exit(self):
        reply, _ = self.exec_cell("exit(3)")
        self.assertEqual(reply["status"], "error")
        self.assertEqual(reply["ename"], "SystemExit")
        self.assertEqual(self.result("2 + 2")["text/plain"], "4")

    def test_deep_recursion_is_an_error_not_a_crash(self):
        reply, _ = self.exec_cell("def down(n):\n    return down(n + 1)\ndown(0)")
        self.assertEqual(reply["ename"], "RecursionError")
        self.assertEqual(self.result("3 + 3")["text/plain"], "6")

    def check_is_complete(self, code, status, indent=None):
        msg_id = self.kc.is_complete(code)
        c = self.shell_reply(msg_id)["content"]
        self.assertEqual(c["status"], status, code)
        if indent is not None:
            self.assertEqual(c["indent"], indent)

    def test_is_complete(self):
        self.check_is_complete("x = 1", "complete")
        self.check_is_complete("def f(x):\n    return x\n\n", "complete")
        self.check_is_complete("%time 1 + 1", "complete")
        self.check_is_complete("len?", "complete")
        self.check_is_complete("def f(x):", "incomplete", "    ")
        self.check_is_complete("for i in range(3):\n    if i:", "incomplete", "        ")
        self.check_is_complete("print((1,", "incomplete")
        self.check_is_complete("x = = 1", "invalid")
        # An open bracket after the error cannot fix it (CPython's codeop).
        self.check_is_complete("def (:", "invalid")

    def complete(self, code, cursor=None):
        msg_id = self.kc.complete(code, len(code) if cursor is None else cursor)
        c = self.shell_reply(msg_id)["content"]
        self.assertEqual(c["status"], "ok")
        return c

    def test_complete(self):
        self.exec_cell("import tensorflow as tf\nmy_variable_one = 1\nmy_variable_two = 2")
        c = self.complete("x = my_var")
        self.assertEqual(c["matches"], ["my_variable_one", "my_variable_two"])
        self.assertEqual((c["cursor_start"], c["cursor_end"]), (4, 10))
        self.assertIn("print", self.complete("pri")["matches"])
        self.assertIn("while", self.complete("whi")["matches"])
        c = self.complete("tf.ma")
        self.assertIn("math", c["matches"])
        self.assertIn("matmul", c["matches"])
        self.assertEqual(c["cursor_start"], 3)
        self.assertIn("reduce_sum", self.complete("tf.math.reduce_s")["matches"])
        self.exec_cell("lst = []")
        self.assertIn("append", self.complete("lst.app")["matches"])
        # Cursor positions count code points, not bytes.
        c = self.complete("s = 'é'; my_var")
        self.assertEqual(c["cursor_start"], len("s = 'é'; "))

    def test_complete_lazy_keras_and_public_names(self):
        """tf.keras completes before Keras was imported (TF's lazy module), and
        Keras' modules offer only their public names (issue #36)."""
        self.exec_cell("%reset")
        self.exec_cell("import tensorflow as tf")
        self.assertIn("keras", self.complete("tf.ker")["matches"])
        self.assertIn("layers", self.complete("tf.keras.")["matches"])
        self.assertEqual(self.complete("tf.keras.layers.Den")["matches"], ["Dense"])
        self.exec_cell("import keras")
        layers = self.complete("keras.layers.")["matches"]
        self.assertIn("Dense", layers)
        for internal in ("tf", "np", "backend", "activations", "initializers"):
            self.assertNotIn(internal, layers)
        self.assertNotIn("np", self.complete("keras.utils.")["matches"])
        self.assertIn("numpy", self.complete("keras.ops.")["matches"])

    def inspect(self, code, cursor=None):
        msg_id = self.kc.inspect(code, len(code) if cursor is None else cursor)
        return self.shell_reply(msg_id)["content"]

    def test_inspect(self):
        c = self.inspect("len")
        self.assertEqual(c["status"], "ok")
        self.assertTrue(c["found"])
        text = c["data"]["text/plain"]
        self.assertIn("len(obj, /)", text)
        self.assertIn("Return the number of items", text)
        self.exec_cell('def greet(name, punct="!"):\n    """Say hello."""\n    return name')
        text = self.inspect("greet(")["data"]["text/plain"]
        self.assertIn("greet(name, punct='!')", text)
        self.assertIn("Say hello.", text)
        self.assertFalse(self.inspect("no_such_thing_xyz")["found"])

    def test_pager(self):
        reply, _ = self.exec_cell("len?")
        self.assertEqual(reply["status"], "ok")
        self.assertEqual(len(reply["payload"]), 1)
        self.assertEqual(reply["payload"][0]["source"], "page")
        self.assertIn("len(obj, /)", reply["payload"][0]["data"]["text/plain"])

    def test_interrupt_keeps_state(self):
        self.assertEqual(self.exec_cell("kept_value = 41")[0]["status"], "ok")
        self.km.interrupt_kernel()  # while idle: must be harmless
        time.sleep(0.3)
        self.assertEqual(self.result("kept_value")["text/plain"], "41")
        msg_id = self.kc.execute("while True:\n    pass")
        time.sleep(1.0)
        self.km.interrupt_kernel()
        reply = self.shell_reply(msg_id)["content"]
        self.collect(msg_id)
        self.assertEqual(reply["status"], "error")
        self.assertEqual(reply["ename"], "KeyboardInterrupt")
        self.assertTrue(self.km.is_alive())
        self.assertEqual(self.result("kept_value + 1")["text/plain"], "42")

    def test_memory_budget_errors_keep_the_kernel(self):
        """A cell asking for more than the session's memory budget (by default
        a quarter of the machine's memory) gets the language's error, and the
        kernel lives on (issue #18: never the OOM killer)."""
        cases = [("'x'.center(10**13)", "MemoryError"),
                 ("import tensorflow as tf\ntf.zeros([1000000, 1000000])",
                  "ResourceExhaustedError"),
                 ("import numpy as np\nnp.zeros(10**13)", "_ArrayMemoryError")]
        for code, ename in cases:
            reply, _ = self.exec_cell(code)
            self.assertEqual(reply["status"], "error", code)
            self.assertEqual(reply["ename"].rsplit(".", 1)[-1], ename, code)
            self.assertTrue(self.km.is_alive())
        self.assertEqual(self.result("len('x'.center(10))")["text/plain"], "10")

    def test_invalid_memory_limit_is_refused(self):
        """--memory-limit (in the kernelspec's argv) and MINITF_MEMORY_LIMIT (in
        its env) take sizes such as 2G; anything else stops the kernel at once."""
        import os
        import subprocess
        from jupyter_client.kernelspec import KernelSpecManager
        argv0 = KernelSpecManager().get_kernel_spec(KERNEL_NAME).argv[0]
        r = subprocess.run([argv0, "--memory-limit", "lots"], capture_output=True, text=True,
                           timeout=30)
        self.assertEqual(r.returncode, 2, r.stderr)
        self.assertIn("minitf-kernel: invalid memory limit 'lots'", r.stderr)
        env = dict(os.environ, MINITF_MEMORY_LIMIT="-1G")
        r = subprocess.run([argv0], capture_output=True, text=True, timeout=30, env=env)
        self.assertEqual(r.returncode, 2, r.stderr)
        self.assertIn("minitf-kernel: invalid memory limit '-1G'", r.stderr)

    def test_mode_magic(self):
        self.assertEqual(self.result("import tensorflow as tf\ntf.compat.get_version()")
                         ["text/plain"], "'2.x'")  # modern TF is the default
        reply, outputs = self.exec_cell("%mode talk")
        self.assertEqual(reply["status"], "ok", reply)
        self.assertIn("talk", self.stdout(outputs))
        self.assertEqual(self.result("tf.compat.get_version()")["text/plain"], "'2.0'")
        reply, outputs = self.exec_cell("%mode modern")
        self.assertEqual(reply["status"], "ok", reply)
        self.assertIn("modern", self.stdout(outputs))
        self.assertEqual(self.result("import tensorflow as tf\ntf.compat.get_version()")
                         ["text/plain"], "'2.x'")
        self.exec_cell("%mode talk")
        self.assertEqual(self.result("tf.compat.get_version()")["text/plain"], "'2.0'")
        reply, _ = self.exec_cell("%mode sideways")
        self.assertEqual(reply["ename"], "UsageError")

    def test_events_magic(self):
        reply, outputs = self.exec_cell("%events off")
        self.assertEqual(reply["status"], "ok", reply)
        self.assertEqual(self.stdout(outputs), "trace events: off\n")
        reply, outputs = self.exec_cell("%events on")
        self.assertEqual(self.stdout(outputs), "trace events: on\n")

    def test_trace_events_inline(self):
        reply, _ = self.exec_cell("import tensorflow as tf\ntf.function")
        if reply["status"] != "ok":
            self.skipTest("the engine has no tf.function yet")
        self.exec_cell("%events on")
        reply, outputs = self.exec_cell(
            "@tf.function\ndef traced(x):\n    print('tracing')\n    return x + 1\n"
            "print('before')\ntraced(1)\ntraced(2)\nprint('after')")
        self.assertEqual(reply["status"], "ok", reply)
        # Adjacent stream messages merge, as the notebook shows them (how text
        # is batched into messages depends on timing).
        kinds = []
        for m in outputs:
            if m["msg_type"] == "stream" and kinds and kinds[-1][0] == "stream":
                kinds[-1] = ("stream", kinds[-1][1] + m["content"]["text"])
            elif m["msg_type"] in ("stream", "display_data"):
                kinds.append((m["msg_type"], m["content"].get("text", "")))
        self.assertEqual(kinds, [("stream", "before\n"), ("display_data", ""),
                                 ("stream", "tracing\n"), ("display_data", ""),
                                 ("stream", "tracing\nafter\n")])
        banners = [m["content"]["data"] for m in outputs if m["msg_type"] == "display_data"]
        self.assertIn("trace #1 of traced", banners[0]["text/plain"])
        self.assertIn("retrace #2 of traced", banners[1]["text/plain"])
        self.assertIn("minitf-trace-event", banners[1]["text/html"])
        self.exec_cell("%events off")
        reply, outputs = self.exec_cell("traced(3)")
        self.assertEqual([m for m in outputs if m["msg_type"] == "display_data"], [])
        self.exec_cell("%events on")

    def test_teaching_notes_and_explain(self):
        """A frozen value is a note banner; %explain and a tf.function's own
        display send explain's HTML table; %verbosity quiet hides the notes."""
        self.exec_cell("%verbosity normal")
        reply, outputs = self.exec_cell(
            "import numpy as np\nimport tensorflow as tf\n@tf.function\n"
            "def rnd():\n    return tf.constant(np.random.rand())\nrnd()\nrnd()")
        self.assertEqual(reply["status"], "ok", reply)
        banners = [m["content"]["data"] for m in outputs if m["msg_type"] == "display_data"]
        self.assertEqual(len(banners), 2, banners)
        self.assertTrue(banners[1]["text/plain"].startswith(
            "~~ frozen value in rnd, line 5: return tf.constant(np.random.rand())"),
            banners[1])
        self.assertIn("minitf-note-event", banners[1]["text/html"])
        reply, outputs = self.exec_cell("%explain rnd")
        self.assertEqual(reply["status"], "ok", reply)
        shown = [m["content"]["data"] for m in outputs if m["msg_type"] == "display_data"]
        self.assertEqual(len(shown), 1, outputs)
        self.assertTrue(shown[0]["text/plain"].startswith("explain rnd: 1 trace, 2 calls"))
        self.assertIn(">why traced</th>", shown[0]["text/html"])
        reply, outputs = self.exec_cell("rnd")
        results = [m["content"]["data"] for m in outputs if m["msg_type"] == "execute_result"]
        self.assertEqual(len(results), 1, outputs)
        self.assertIn("minitf-explain", results[0]["text/html"])
        self.exec_cell("%verbosity quiet")
        reply, outputs = self.exec_cell(
            "@tf.function\ndef rnd2():\n    return tf.constant(np.random.rand())\nrnd2()")
        self.assertEqual([m for m in outputs if m["msg_type"] == "display_data"], [])
        self.exec_cell("%verbosity normal")

    def test_time_and_timeit(self):
        reply, outputs = self.exec_cell("%time 2 ** 10")
        self.assertEqual(reply["status"], "ok", reply)
        self.assertIn("Wall time:", self.stdout(outputs))
        self.assertEqual([m["content"]["data"]["text/plain"] for m in outputs
                          if m["msg_type"] == "execute_result"], ["1024"])
        reply, outputs = self.exec_cell("y_t = 3\n%timeit -n 50 -r 3 y_t * 2")
        self.assertEqual(reply["status"], "ok", reply)
        self.assertRegex(self.stdout(outputs),
                         r"± .* per loop \(mean ± std\. dev\. of 3 runs, 50 loops each\)")
        reply, outputs = self.exec_cell("%%timeit -n 5 -r 2\na = 1\nb = a + 1")
        self.assertIn("of 2 runs, 5 loops each", self.stdout(outputs))
        self.assertFalse(any(m.startswith("__minitf") for m in self.complete("__minitf")["matches"]))

    def test_unknown_magic(self):
        reply, _ = self.exec_cell("%nonexistent")
        self.assertEqual(reply["ename"], "UsageError")
        self.assertIn("%nonexistent", reply["evalue"])

    def test_reset(self):
        self.assertEqual(self.exec_cell("to_be_forgotten = 1")[0]["status"], "ok")
        reply, _ = self.exec_cell("%reset -f")
        self.assertEqual(reply["status"], "ok", reply)
        reply, _ = self.exec_cell("to_be_forgotten")
        self.assertEqual(reply["ename"], "NameError")
        self.assertEqual(self.result("display")["text/plain"][:1], "<")  # still installed

    def test_display(self):
        reply, outputs = self.exec_cell(
            "import tensorflow as tf\nprint('before')\ndisplay(tf.constant([1.5, 2.0]))\nprint('after')")
        self.assertEqual(reply["status"], "ok", reply)
        kinds = [m["msg_type"] for m in outputs]
        self.assertEqual(kinds, ["stream", "display_data", "stream"])
        data = outputs[1]["content"]["data"]
        self.assertIn("text/html", data)
        self.assertIn("tf.Tensor", data["text/plain"])
        self.assertEqual(outputs[1]["content"]["metadata"], {})

    def test_input(self):
        msg_id = self.kc.execute("typed = input('Your name: ')", allow_stdin=True)
        req = self.kc.get_stdin_msg(timeout=TIMEOUT)
        self.assertEqual(req["msg_type"], "input_request")
        self.assertEqual(req["content"]["prompt"], "Your name: ")
        self.kc.input("Ada")
        reply = self.shell_reply(msg_id)["content"]
        self.collect(msg_id)
        self.assertEqual(reply["status"], "ok", reply)
        self.assertEqual(self.result("typed")["text/plain"], "'Ada'")
        reply, _ = self.exec_cell("input()", allow_stdin=False)
        self.assertEqual(reply["ename"], "EOFError")

    def test_history_search(self):
        self.exec_cell("hist_marker_value = 123")
        msg_id = self.kc.history(hist_access_type="search", pattern="hist_marker*", output=False,
                                 raw=True)
        c = self.shell_reply(msg_id)["content"]
        self.assertEqual(c["status"], "ok")
        self.assertTrue(c["history"])
        session, line, text = c["history"][-1]
        self.assertEqual(text, "hist_marker_value = 123")
        self.assertIsInstance(line, int)


class MinitfKernelSessions(unittest.TestCase):
    """One kernel, many front ends, as a class uses it (issue #30, "Kernel
    sessions"): Notebook's widgets extension opens a `jupyter.widget.version`
    comm and asks comm_info on every page load, a notebook is open in two
    tabs or beside `jupyter console --existing`, pages reload and reconnect.
    The kernel must answer each, keep its variables, never restart (the same
    process throughout) and write nothing to stderr (the server's log)."""

    @classmethod
    def setUpClass(cls):
        import tempfile
        from jupyter_client.manager import KernelManager
        cls.err = tempfile.TemporaryFile(mode="w+")
        cls.km = KernelManager(kernel_name=KERNEL_NAME)
        cls.km.start_kernel(stderr=cls.err)
        cls.pid = cls.km.provisioner.process.pid
        cls.kc = cls.km.client()
        cls.kc.start_channels()
        cls.kc.wait_for_ready(timeout=60)

    @classmethod
    def tearDownClass(cls):
        cls.kc.stop_channels()
        cls.km.shutdown_kernel(now=True)
        cls.err.close()

    def tearDown(self):
        self.assertTrue(self.km.is_alive())
        self.assertEqual(self.km.provisioner.process.pid, self.pid)
        self.err.seek(0)
        self.assertEqual(self.err.read(), "")

    # ---- helpers ---------------------------------------------------------

    def frontend(self, session=None):
        """A second front end on the kernel, as `jupyter console --existing`
        or another tab connects: its own ZeroMQ sockets and, unless `session`
        is given, its own session (and so identity)."""
        from jupyter_client.blocking import BlockingKernelClient
        kc = BlockingKernelClient()
        kc.load_connection_info(self.km.get_connection_info())
        if session is not None:
            kc.session = session
        kc.start_channels()
        self.addCleanup(kc.stop_channels)
        time.sleep(IOPUB_SUBSCRIBE_TIME)
        return kc

    @staticmethod
    def answered(kc, msg_id, reply=True, iopub=True):
        """(reply or None, the iopub messages of `msg_id` up to its idle,
        status messages left out, or None when `iopub` is false)."""
        got = None
        while reply:
            got = kc.get_shell_msg(timeout=TIMEOUT)
            if got["parent_header"].get("msg_id") == msg_id:
                break
        if not iopub:
            return got, None
        out = []
        while True:
            m = kc.get_iopub_msg(timeout=TIMEOUT)
            if m["parent_header"].get("msg_id") != msg_id:
                continue
            if m["msg_type"] == "status":
                if m["content"]["execution_state"] == "idle":
                    return got, out
                continue
            out.append(m)

    @staticmethod
    def iopub_until(kc, msg_ids, last, seen=None):
        """{msg_id: its iopub messages}, adding to `seen`, read from `kc`
        until each of `msg_ids` has had a message `last` ("idle" for its idle
        status, else a msg_type), in whatever order they come: requests from
        two front ends reach the kernel on two connections, in no set order."""
        seen = seen if seen is not None else {}
        for msg_id in msg_ids:
            seen.setdefault(msg_id, [])

        def done(msgs):
            return any(m["msg_type"] == last or m["content"].get("execution_state") == last
                       for m in msgs)
        while not all(done(seen[i]) for i in msg_ids):
            m = kc.get_iopub_msg(timeout=TIMEOUT)
            parent = m["parent_header"].get("msg_id")
            if parent in seen:
                seen[parent].append(m)
        return seen

    def send_comm(self, kc, msg_type, content):
        """A comm message (no reply); its iopub messages up to idle."""
        msg = kc.session.msg(msg_type, content)
        kc.shell_channel.send(msg)
        return self.answered(kc, msg["header"]["msg_id"], reply=False)[1]

    def comm_info(self, kc, target_name=None):
        reply, out = self.answered(kc, kc.comm_info(target_name))
        self.assertEqual(out, [])
        self.assertEqual(reply["msg_type"], "comm_info_reply")
        return reply["content"]

    def value(self, kc, expr):
        reply, out = self.answered(kc, kc.execute(expr))
        self.assertEqual(reply["content"]["status"], "ok", reply["content"])
        return [m["content"]["data"]["text/plain"] for m in out if m["msg_type"] == "execute_result"]

    # ---- the tests -------------------------------------------------------

    def test_comm_messages_never_kill_the_kernel(self):
        """Every page load's comm traffic, and what a confused front end
        sends: xeus's comm manager kept a dead comm after the widgets
        extension's comm_open, and its comm_info_request then crashed the
        kernel (5 of 8 page loads). No comm target is served, so each
        comm_open is closed at once, comm_info lists nothing whatever the
        target asked, and messages to closed or unknown comms are ignored."""
        self.value(self.kc, "comm_state = 42")
        for cycle in range(COMM_CYCLES):
            for target in COMM_TARGETS:
                comm_id = f"{target}-{cycle}"
                out = self.send_comm(self.kc, "comm_open",
                                     {"comm_id": comm_id, "target_name": target, "data": {}})
                self.assertEqual([(m["msg_type"], m["content"]) for m in out],
                                 [("comm_close", {"comm_id": comm_id, "data": {}})])
                for asked in (None, target, "jupyter.widget"):
                    self.assertEqual(self.comm_info(self.kc, asked), {"status": "ok", "comms": {}})
                for msg_type in ("comm_msg", "comm_close"):
                    for to in (comm_id, "never-opened"):
                        out = self.send_comm(self.kc, msg_type,
                                             {"comm_id": to, "data": {"method": "update"}})
                        self.assertEqual(out, [], (msg_type, to))
        self.assertEqual(self.value(self.kc, "comm_state"), ["42"])

    def test_several_front_ends_share_the_kernel(self):
        """A notebook and a console (or a second tab) on one kernel: each sees
        the other's variables, each gets its own replies, and every front end
        sees every output on iopub, with the asker's request as parent."""
        console = self.frontend()
        self.value(self.kc, "from_notebook = 1")
        self.assertEqual(self.value(console, "from_notebook + 1"), ["2"])
        self.value(console, "from_console = 'c'")
        self.assertEqual(self.value(self.kc, "from_console * 2"), ["'cc'"])
        # A console cell queued behind a running notebook cell, and the
        # console's page-load comm after it: answered in turn, replies on the
        # asker's own shell socket, outputs on every front end's iopub.
        slow = self.kc.execute("import time\ntime.sleep(0.5)\nslow_done = True")
        seen = self.iopub_until(self.kc, [slow], "execute_input")  # it runs
        quick = console.execute("print('from the console')")
        comm = console.session.msg("comm_open", {"comm_id": "tab2", "data": {},
                                                 "target_name": "jupyter.widget.version"})
        console.shell_channel.send(comm)
        comm = comm["header"]["msg_id"]
        self.assertEqual(self.answered(self.kc, slow, iopub=False)[0]["content"]["status"], "ok")
        reply, out = self.answered(console, quick)
        self.assertEqual(reply["content"]["status"], "ok")
        self.assertEqual([m["content"]["text"] for m in out if m["msg_type"] == "stream"],
                         ["from the console\n"])
        seen = self.iopub_until(self.kc, [slow, quick, comm], "idle", seen)
        self.assertEqual([m["content"]["text"] for m in seen[quick] if m["msg_type"] == "stream"],
                         ["from the console\n"])
        self.assertEqual([m["msg_type"] for m in seen[comm]], ["status", "comm_close", "status"])
        ends = [seen[i][-1]["header"]["date"] for i in (slow, quick, comm)]
        self.assertEqual(ends, sorted(ends), "answered out of turn")
        self.assertEqual(self.comm_info(self.kc, "jupyter.widget"), {"status": "ok", "comms": {}})
        self.assertEqual(self.value(self.kc, "slow_done"), ["True"])

    def test_pages_that_leave_and_come_back_keep_state(self):
        """A page closed in the middle of a cell and a new page (a reload, a
        new session) that nudges with kernel_info, opens its comms and reads
        on: the variables, and the cell's own work, are all there."""
        page = self.frontend()
        self.value(page, "visits = 0")
        for cycle in range(RELOADS):
            running = page.execute("import time\ntime.sleep(0.3)\nvisits += 1")
            self.iopub_until(page, [running], "execute_input")
            page.stop_channels()
            page = self.frontend()
            reply, _ = self.answered(page, page.kernel_info())
            self.assertEqual(reply["content"]["status"], "ok")
            self.send_comm(page, "comm_open", {"comm_id": f"reload-{cycle}", "data": {},
                                               "target_name": "jupyter.widget.version"})
            self.assertEqual(self.comm_info(page, "jupyter.widget")["comms"], {})
            self.assertEqual(self.value(page, "visits"), [str(cycle + 1)])

    def test_a_reconnect_under_the_same_identity_is_heard(self):
        """Notebook's page reconnects its websocket under the same session,
        and the server connects new sockets with the same ZeroMQ identity;
        while a cell ran, the kernel's ROUTER kept the old connection's
        identity and dropped every message of the new one (2 of 5 reconnects
        answered). The newest connection now takes the identity over."""
        from jupyter_client.session import Session
        session = Session(key=self.km.session.key, signature_scheme=self.km.session.signature_scheme)
        page = self.frontend(session)
        self.value(page, "reconnects = 0")
        for cycle in range(RELOADS):
            running = page.execute("import time\ntime.sleep(0.3)\nreconnects += 1")
            self.iopub_until(page, [running], "execute_input")
            page.stop_channels()
            page = self.frontend(session)
            self.assertEqual(self.value(page, "reconnects"), [str(cycle + 1)])

    def test_input_left_by_a_closed_page_is_interrupted(self):
        """A page that asked input() and reloaded cannot answer (the request
        went to the old connection), so only an interrupt ends the cell: the
        wait for the reply now ends on an interrupt, input() raises
        KeyboardInterrupt, and the session lives on."""
        page = self.frontend()
        self.value(page, "before_input = 7")
        asking = page.execute("answer = input('name? ')", allow_stdin=True)
        self.assertEqual(page.get_stdin_msg(timeout=TIMEOUT)["content"]["prompt"], "name? ")
        page.stop_channels()
        page = self.frontend()
        self.km.interrupt_kernel()
        _, out = self.answered(page, asking, reply=False)
        self.assertEqual([m["content"]["ename"] for m in out if m["msg_type"] == "error"],
                         ["KeyboardInterrupt"])
        self.assertEqual(self.value(page, "before_input"), ["7"])
        # The cell's time limit ends such a wait too.
        self.value(page, "%time_limit 0.5")
        reply, _ = self.answered(page, page.execute("input()", allow_stdin=True))
        self.assertEqual(reply["content"]["ename"], "TimeoutError")
        self.value(page, "%time_limit off")
        # And a page that answers still gets its line.
        asking = page.execute("answer = input()", allow_stdin=True)
        page.get_stdin_msg(timeout=TIMEOUT)
        page.input("Ada")
        self.assertEqual(self.answered(page, asking)[0]["content"]["status"], "ok")
        self.assertEqual(self.value(page, "answer"), ["'Ada'"])

    def test_shutdown_while_input_waits(self):
        """A restart from another tab while a cell waits in input(): the
        shutdown request is read on control during the wait and answered, the
        cell ends, and the process exits (Jupyter no longer has to kill it
        after its timeout)."""
        from jupyter_client.manager import start_new_kernel as start
        km, kc = start(kernel_name=KERNEL_NAME, startup_timeout=60)
        try:
            asking = kc.execute("input()", allow_stdin=True)
            kc.get_stdin_msg(timeout=TIMEOUT)
            msg = kc.session.msg("shutdown_request", {"restart": True})
            kc.control_channel.send(msg)
            reply = kc.get_control_msg(timeout=TIMEOUT)
            self.assertEqual(reply["msg_type"], "shutdown_reply")
            cell = self.answered(kc, asking)[0]
            self.assertEqual(cell["content"]["ename"], "KeyboardInterrupt")
            deadline = time.time() + TIMEOUT
            while km.is_alive() and time.time() < deadline:
                time.sleep(0.05)
            self.assertFalse(km.is_alive())
        finally:
            kc.stop_channels()
            km.shutdown_kernel(now=True)


class MinitfKernelStartup(unittest.TestCase):
    def test_port_in_use_is_a_clear_error(self):
        """Jupyter chooses a kernel's ports before the kernel binds them, so one
        can be taken meanwhile (many kernels starting at once): the kernel must
        say which connection file it could not serve and exit 1, not abort."""
        import json
        import os
        import socket
        import subprocess
        import tempfile
        from jupyter_client.kernelspec import KernelSpecManager
        argv0 = KernelSpecManager().get_kernel_spec(KERNEL_NAME).argv[0]
        with socket.socket() as taken, tempfile.TemporaryDirectory() as tmp:
            taken.bind(("127.0.0.1", 0))
            taken.listen()
            conn = os.path.join(tmp, "kernel-busy.json")
            with open(conn, "w") as f:
                json.dump({"shell_port": taken.getsockname()[1], "iopub_port": 0,
                           "stdin_port": 0, "control_port": 0, "hb_port": 0,
                           "ip": "127.0.0.1", "key": "k", "transport": "tcp",
                           "signature_scheme": "hmac-sha256"}, f)
            r = subprocess.run([argv0, "-f", conn], capture_output=True, text=True, timeout=30)
        self.assertEqual(r.returncode, 1, r.stderr)
        self.assertIn(f"minitf-kernel: cannot serve the connection file {conn}: "
                      "Address already in use", r.stderr)

    def test_shutdown_ends_with_idle_on_iopub(self):
        """A shutdown request's busy is followed by its shutdown message and
        idle on iopub before the process exits. Jupyter Notebook's server
        tracks each kernel's state from iopub; a busy left standing by the old
        process makes it skip, after a restart, the kernel_info nudge that waits
        until the page's iopub subscription is live, and the outputs of a fast
        Run All are then published before anyone listens (the browser test's
        notebooks without outputs). Checked on several kernels: the loss was a
        race, lost on most shutdowns before the fix."""
        from jupyter_client.manager import start_new_kernel as start
        for attempt in range(SHUTDOWN_ATTEMPTS):
            km, kc = start(kernel_name=KERNEL_NAME, startup_timeout=60)
            try:
                msg = kc.session.msg("shutdown_request", {"restart": True})
                kc.control_channel.send(msg)
                seen = []
                deadline = time.time() + TIMEOUT
                while time.time() < deadline and ("status", "idle") not in seen:
                    try:
                        m = kc.get_iopub_msg(timeout=1)
                    except Exception:
                        break
                    if m["parent_header"].get("msg_id") == msg["header"]["msg_id"]:
                        seen.append((m["msg_type"], m["content"].get("execution_state")))
                self.assertEqual(seen, [("status", "busy"), ("shutdown", None), ("status", "idle")],
                                 f"shutdown {attempt + 1}")
            finally:
                kc.stop_channels()
                km.shutdown_kernel(now=True)

    def test_history_keeps_the_latest_inputs(self):
        """The history keeps the last HISTORY_KEPT inputs (a class's day of
        cells must not grow the kernel without end), numbered as they were
        typed; older lines are gone from tail, range and search alike."""
        from jupyter_client.manager import start_new_kernel as start
        km, kc = start(kernel_name=KERNEL_NAME, startup_timeout=60)
        try:
            total = HISTORY_KEPT + 5
            for i in range(1, total + 1):
                kc.execute_interactive(f"h = {i}", timeout=TIMEOUT, output_hook=lambda m: None)

            def history(**kw):
                reply = kc._recv_reply(kc.history(raw=True, output=False, **kw), timeout=TIMEOUT)
                return [(line, text) for _, line, text in reply["content"]["history"]]

            self.assertEqual(history(hist_access_type="tail", n=2),
                             [(total - 1, f"h = {total - 1}"), (total, f"h = {total}")])
            kept = history(hist_access_type="range", session=0, start=1, stop=0)
            self.assertEqual(len(kept), HISTORY_KEPT)
            self.assertEqual(kept[0], (total - HISTORY_KEPT + 1, f"h = {total - HISTORY_KEPT + 1}"))
            self.assertEqual(history(hist_access_type="search", pattern="h = 3", n=0), [])
            self.assertEqual(history(hist_access_type="search", pattern=f"h = {total}", n=0),
                             [(total, f"h = {total}")])
        finally:
            kc.stop_channels()
            km.shutdown_kernel(now=True)


# kernel/history.h's KernelHistory::kKeptInputs.
HISTORY_KEPT = 1000

# Kernels started by test_shutdown_ends_with_idle_on_iopub: the lost idle was a
# race between the publisher thread and the process's exit, so one shutdown
# proves little.
SHUTDOWN_ATTEMPTS = 5

# Comm targets a page load opens (Notebook's widgets extension) and one no
# kernel has; and the rounds of comm traffic: the crash took 5 of 8 page loads.
COMM_TARGETS = ("jupyter.widget.version", "jupyter.widget", "no.such.target")
COMM_CYCLES = 8
# Pages that reload or reconnect in a test.
RELOADS = 5
# Seconds for a new front end's iopub subscription to reach the kernel's
# publisher (a SUB socket misses what is published before it is connected).
IOPUB_SUBSCRIBE_TIME = 0.3


if __name__ == "__main__":
    unittest.main(verbosity=2)
