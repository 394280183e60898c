#!/usr/bin/python3
"""The rich display protocol over Jupyter's wire, driven by jupyter_client.

A cell's last value with _repr_*_ methods is an execute_result with each MIME
type (text/plain always); IPython.display's display() sends display_data,
with transient display ids that update_display_data replaces, and
clear_output. Exits with 77 (ctest: skipped) without jupyter_client.
"""
import sys
import unittest

try:
    from jupyter_client.manager import start_new_kernel
except ImportError:
    print("SKIP: jupyter_client is not importable by", sys.executable)
    sys.exit(77)

TIMEOUT = 30


class RichDisplay(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.km, cls.kc = start_new_kernel(kernel_name="minitf", startup_timeout=60)

    @classmethod
    def tearDownClass(cls):
        cls.kc.stop_channels()
        cls.km.shutdown_kernel(now=True)

    def run_cell(self, code):
        msg_id = self.kc.execute(code)
        while True:
            reply = self.kc.get_shell_msg(timeout=TIMEOUT)
            if reply["parent_header"].get("msg_id") == msg_id:
                break
        out = []
        while True:
            msg = self.kc.get_iopub_msg(timeout=TIMEOUT)
            if msg["parent_header"].get("msg_id") != msg_id:
                continue
            if msg["msg_type"] == "status":
                if msg["content"]["execution_state"] == "idle":
                    break
                continue
            if msg["msg_type"] != "execute_input":
                out.append(msg)
        self.assertEqual(reply["content"]["status"], "ok", reply["content"])
        return out

    def test_execute_result_of_repr_methods(self):
        out = self.run_cell(
            "class P:\n"
            "    def _repr_html_(self): return '<b>P</b>'\n"
            "    def _repr_json_(self): return {'n': [1, 2.5]}, {'expanded': True}\n"
            "    def __repr__(self): return 'P()'\n"
            "P()")
        self.assertEqual([m["msg_type"] for m in out], ["execute_result"])
        c = out[0]["content"]
        self.assertEqual(c["data"], {"text/plain": "P()", "text/html": "<b>P</b>",
                                     "application/json": {"n": [1, 2.5]}})
        self.assertEqual(c["metadata"], {"application/json": {"expanded": True}})

    def test_display_wrappers(self):
        out = self.run_cell(
            "from IPython.display import display, HTML, Markdown, Latex, SVG\n"
            "display(HTML('<p>h</p>'), Markdown('# m'), Latex('$x$'), SVG('<svg></svg>'))")
        self.assertEqual([m["msg_type"] for m in out], ["display_data"] * 4)
        datas = [m["content"]["data"] for m in out]
        self.assertEqual(datas[0], {"text/plain": "<IPython.core.display.HTML object>",
                                    "text/html": "<p>h</p>"})
        self.assertEqual(datas[1]["text/markdown"], "# m")
        self.assertEqual(datas[2]["text/latex"], "$x$")
        self.assertEqual(datas[3]["image/svg+xml"], "<svg></svg>")
        for m in out:
            self.assertEqual(m["content"]["transient"], {})

    def test_display_id_and_update(self):
        out = self.run_cell(
            "h = display('first', display_id='progress')\n"
            "h.update('second')\n")
        self.assertEqual([m["msg_type"] for m in out], ["display_data", "update_display_data"])
        self.assertEqual(out[0]["content"]["transient"], {"display_id": "progress"})
        self.assertEqual(out[1]["content"]["transient"], {"display_id": "progress"})
        self.assertEqual(out[1]["content"]["data"], {"text/plain": "'second'"})

    def test_clear_output(self):
        out = self.run_cell(
            "from IPython.display import clear_output\n"
            "print('a')\nclear_output(wait=True)\nprint('b')")
        kinds = [(m["msg_type"], m["content"].get("wait", m["content"].get("text")))
                 for m in out]
        self.assertEqual(kinds, [("stream", "a\n"), ("clear_output", True), ("stream", "b\n")])

    def test_png_with_metadata(self):
        out = self.run_cell(
            "class Pic:\n"
            "    def _repr_png_(self): return 'iVBORw0KGgo=', {'width': 20}\n"
            "Pic()")
        c = out[0]["content"]
        self.assertEqual(c["data"]["image/png"], "iVBORw0KGgo=")
        self.assertEqual(c["metadata"], {"image/png": {"width": 20}})

    def test_figure_shown_at_cell_end(self):
        out = self.run_cell("import matplotlib.pyplot as plt\nplt.plot([1, 2, 3])\n"
                            "plt.title('t')")
        kinds = [m["msg_type"] for m in out]
        self.assertEqual(kinds, ["execute_result", "display_data"])
        self.assertEqual(out[0]["content"]["data"]["text/plain"], "Text(0.5, 1.0, 't')")
        data = out[1]["content"]["data"]
        self.assertEqual(data["text/plain"], "<Figure size 640x480 with 1 Axes>")
        self.assertTrue(data["image/png"].startswith("iVBORw0KGgo"), data["image/png"][:20])
        # The inline backend closed it: the next cell shows nothing.
        self.assertEqual(self.run_cell("x = 1"), [])

    def test_show_displays_then_nothing_at_cell_end(self):
        out = self.run_cell("import matplotlib.pyplot as plt\nfig, ax = plt.subplots()\n"
                            "ax.bar([1, 2], [3, 4])\nplt.show()\nprint('after')")
        kinds = [m["msg_type"] for m in out]
        self.assertEqual(kinds, ["display_data", "stream"])
        self.assertIn("image/png", out[0]["content"]["data"])


if __name__ == "__main__":
    unittest.main(verbosity=2)
