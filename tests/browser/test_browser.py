#!/usr/bin/python3
"""The lesson notebooks in a real browser: Debian's Jupyter Notebook 6 server
with the build-tree `minitf` kernel, driven in headless Chromium by Selenium.

    test_browser.py --jupyter-path BUILD/share/jupyter --notebooks notebooks/ \
                    --artifacts BUILD/tests/browser

For every notebook (a copy with its outputs stripped, so that only what the
kernel sends now can pass): open it, Kernel → Restart & Run All, wait until
every code cell has run and the kernel is idle, then check that
  - no cell errs unless it is tagged `raises-exception`,
  - the trace banners render: as many `.minitf-trace-event` elements, visible,
    as the committed outputs hold text/html banners,
  - the committed SVG graphs render as visible <svg> elements,
  - Tab after `tf.ma` in a new cell opens the completion list with tf.math's
    and tf.matmul's names,
  - the toolbar's interrupt button stops `while True: pass` with
    KeyboardInterrupt, and the kernel then still answers, keeps its variables,
    and draws a concrete function's graph as SVG.
  - the look (issues #19, #36): trace banners in the output text's font size,
    every coloured text of a banner at 4.5:1 contrast or more against what is
    behind it, error tracebacks coloured (ANSI, the exception's name red),
    tensor captions on one line, drawings sent as image/svg+xml with a
    text/plain fallback, and the menu items the prose names (**Menu → Item**)
    present in Notebook's menubar, and explain's table with its text columns
    aligned left and its numbers right, no cell empty.
  - a graph wider than the output area is scaled to fit, and full size while
    focused (clicked);
  - an untrusted copy of the run notebook (its outputs saved without the
    server's signature) shows each drawing's text fallback, not the picture;
  - the server's log has no "No such comm target" error (the widgets
    extension's comm is declined silently);
  - one kernel across pages (issue #30): a notebook reloaded RELOADS times
    and opened in a duplicate tab DUPLICATE_TABS times, each while a cell
    runs (every page load opens the widgets extension's comm and asks
    comm_info, which crashed xeus 2.4.1's comm manager), keeps its variables
    and the cells' work, never restarts (the same kernel id and process) and
    leaves no error or restart in the server's log.
Screenshots of each step go to --artifacts. Exits 77 (ctest: skipped), saying
what is missing, when Chromium, its WebDriver, Selenium or the notebook server
is not installed; anything else that goes wrong fails.
"""
import argparse
import json
import os
import pathlib
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request

MISSING = []
if not shutil.which("chromium") and not os.path.exists("/usr/bin/chromium"):
    MISSING.append("chromium (Debian: apt install chromium)")
if not shutil.which("chromedriver") and not os.path.exists("/usr/bin/chromedriver"):
    MISSING.append("chromedriver (Debian: apt install chromium-driver)")
try:
    from selenium import webdriver
    from selenium.common.exceptions import TimeoutException
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    from selenium.webdriver.support.ui import WebDriverWait
except ImportError:
    MISSING.append("selenium for " + sys.executable + " (Debian: apt install python3-selenium)")
try:
    import nbformat
    import notebook  # noqa: F401 (the server is started as `python3 -m notebook`)
except ImportError:
    MISSING.append("the Jupyter Notebook server for " + sys.executable +
                   " (Debian: apt install jupyter-notebook)")
if MISSING:
    print("SKIP: the browser test needs " + "; ".join(MISSING))
    sys.exit(77)

# Seconds a whole Restart & Run All may take: the slowest lesson runs in about
# two seconds, so this only bounds a hung kernel.
RUN_ALL_TIMEOUT = 120
# Seconds for one interactive step (a completion list, an interrupt, a cell).
STEP_TIMEOUT = 30
# Seconds the notebook server may take to answer its first request.
SERVER_START_TIMEOUT = 60
# Screenshots are capped at this height: Chromium refuses larger surfaces.
MAX_SCREENSHOT_HEIGHT = 12000
# How long drawn outputs may trail the last execute_reply (see check_rendering).
OUTPUT_SETTLE_SECONDS = 15

# Page reloads and duplicate tabs of the sessions check, each while a cell
# runs for RUNNING_CELL_SECONDS (long enough that the page leaves, or the tab
# connects, in the middle of it). Students' "leave and come back" crashed the
# kernel on 5 of 8 page loads, so ten reloads would all but surely catch it.
RELOADS = 10
DUPLICATE_TABS = 5
RUNNING_CELL_SECONDS = 1
# What in the server's log says a kernel died, restarted or erred.
TROUBLE_IN_LOG = re.compile(r"^\[[EC] |KernelRestarter|[Rr]estart|Traceback|ERROR|[Ss]egmentation|"
                            r"[Kk]ernel died")

# Width of the headless window, wide enough for the toolbar and the banners.
WINDOW_WIDTH = 1280
# WCAG 2's AA contrast for normal text: every coloured text of a banner must
# reach it against the background it is drawn on.
MIN_CONTRAST = 4.5


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def committed_counts(nb):
    """(banners, svgs, pngs): how many trace banners, SVG drawings and PNG
    pictures (matplotlib's figures) the committed outputs of `nb` show, the
    figures the browser must reproduce. A drawing is an image/svg+xml output
    (older outputs held it inside text/html)."""
    banners = svgs = pngs = 0
    for cell in nb.cells:
        for o in cell.get("outputs", []):
            data = o.get("data", {})
            html = data.get("text/html", "")
            html = "".join(html) if isinstance(html, list) else html
            banners += html.count('class="minitf-trace-event"')
            svgs += html.count("<svg") + ("image/svg+xml" in data)
            pngs += "image/png" in data
    return banners, svgs, pngs


def has_tf_print(nb):
    """Whether the committed outputs of `nb` hold a tf.print display."""
    for cell in nb.cells:
        for o in cell.get("outputs", []):
            html = o.get("data", {}).get("text/html", "")
            if 'class="minitf-tf-print"' in ("".join(html) if isinstance(html, list) else html):
                return True
    return False


def menu_names(nb):
    """The menu paths the notebook's prose names, as "**Menu → Item**"."""
    names = []
    for cell in nb.cells:
        if cell.cell_type == "markdown":
            names += re.findall(r"\*\*(\w+) → ([^*]+)\*\*", cell.source)
    return names


def contrast(rgb_a, rgb_b):
    """WCAG 2's contrast ratio of two (r, g, b) colours of 0-255."""
    def luminance(rgb):
        lin = [c / 255 / 12.92 if c / 255 <= 0.03928 else ((c / 255 + 0.055) / 1.055) ** 2.4
               for c in rgb]
        return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]
    hi, lo = sorted((luminance(rgb_a), luminance(rgb_b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


class Server:
    """`jupyter notebook` on a free localhost port, with a token and private
    HOME and Jupyter folders, serving `root` and seeing only the kernelspecs
    under `jupyter_path` (the build tree's) and the system's."""

    def __init__(self, root, home, jupyter_path):
        self.port = free_port()
        self.token = os.urandom(16).hex()
        env = dict(os.environ)
        env.update(HOME=str(home), JUPYTER_PATH=str(jupyter_path),
                   JUPYTER_CONFIG_DIR=str(home / "config"), JUPYTER_DATA_DIR=str(home / "data"),
                   JUPYTER_RUNTIME_DIR=str(home / "runtime"), IPYTHONDIR=str(home / "ipython"),
                   PYDEVD_DISABLE_FILE_VALIDATION="1", PYTHONDONTWRITEBYTECODE="1")
        cmd = [sys.executable, "-m", "notebook", "--no-browser", "--ip=127.0.0.1",
               f"--port={self.port}", "--port-retries=0", f"--NotebookApp.token={self.token}",
               f"--notebook-dir={root}", "--NotebookApp.open_browser=False"]
        if os.geteuid() == 0:
            cmd.append("--allow-root")  # CI containers run as root
        self.log_path = home / "server.log"
        self.runtime = home / "runtime"
        self.log = open(self.log_path, "w")
        self.proc = subprocess.Popen(cmd, env=env, stdout=self.log, stderr=subprocess.STDOUT)
        self.base = f"http://127.0.0.1:{self.port}"
        deadline = time.time() + SERVER_START_TIMEOUT
        while True:
            try:
                with urllib.request.urlopen(f"{self.base}/api/status?token={self.token}",
                                            timeout=5) as r:
                    json.load(r)
                return
            except OSError:
                if self.proc.poll() is not None or time.time() > deadline:
                    raise RuntimeError("the notebook server did not start; its log:\n" +
                                       (home / "server.log").read_text())
                time.sleep(0.2)

    def stop(self):
        self.proc.terminate()
        try:
            self.proc.wait(10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        self.log.close()


def make_driver():
    opts = webdriver.ChromeOptions()
    opts.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for arg in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                f"--window-size={WINDOW_WIDTH},1000"):
        opts.add_argument(arg)
    service = Service(shutil.which("chromedriver") or "/usr/bin/chromedriver")
    return webdriver.Chrome(service=service, options=opts)


# The state of every code cell, from the notebook's own model: its prompt
# number ('*' while queued or running, null before it ran), tags and outputs.
CELLS_JS = """
return Jupyter.notebook.get_cells().map(function (c, i) {
  if (c.cell_type !== 'code') return null;
  return {index: i, prompt: c.input_prompt_number === undefined ? null : c.input_prompt_number,
          tags: (c.metadata.tags || []),
          outputs: c.output_area.outputs.map(function (o) {
            return {type: o.output_type, ename: o.ename || '', evalue: o.evalue || '',
                    text: o.text || (o.data && o.data['text/plain']) || ''};
          })};
}).filter(function (c) { return c !== null; });
"""


# What check_look measures: every banner's computed font size and the colours
# of its text against the background behind it, every error output's
# traceback, every tensor caption's line count, every SVG output's fallback,
# and the menubar's (menu, item) names.
LOOK_JS = """
function rgb(s) { var m = s.match(/[0-9.]+/g); return m ? m.slice(0, 4).map(Number) : [0, 0, 0, 0]; }
function background(e) {
  for (; e; e = e.parentElement) {
    var c = rgb(getComputedStyle(e).backgroundColor);
    if (c.length < 4 || c[3] > 0) return c.slice(0, 3);
  }
  return [255, 255, 255];
}
function lines(e) {
  var r = document.createRange(); r.selectNodeContents(e);
  var tops = {}; Array.from(r.getClientRects()).forEach(function (b) { tops[Math.round(b.top)] = 1; });
  return Object.keys(tops).length;
}
var pre = document.querySelector('.output_area .output_text pre');
var out = {output_font: pre ? getComputedStyle(pre).fontSize : null, banners: [], errors: [],
           captions: [], svg_outputs: [], menus: []};
document.querySelectorAll('.minitf-trace-event').forEach(function (b) {
  var colours = [];
  [b].concat(Array.from(b.querySelectorAll('*'))).forEach(function (e) {
    var own = Array.from(e.childNodes).some(function (n) { return n.nodeType === 3 && n.textContent.trim(); });
    if (own) colours.push({text: e.textContent.trim().slice(0, 40), fg: rgb(getComputedStyle(e).color).slice(0, 3),
                           bg: background(e)});
  });
  out.banners.push({font: getComputedStyle(b).fontSize, colours: colours});
});
document.querySelectorAll('.output_error').forEach(function (e) {
  out.errors.push({text: e.textContent, red_name: !!e.querySelector('.ansi-red-fg')});
});
document.querySelectorAll('.output_html caption').forEach(function (c) {
  out.captions.push({text: c.textContent, lines: lines(c)});
});
Jupyter.notebook.get_cells().forEach(function (c) {
  if (c.cell_type !== 'code') return;
  c.output_area.outputs.forEach(function (o) {
    var d = o.data || {};
    if (d['image/svg+xml'] || (d['text/html'] || '').indexOf('<svg') >= 0)
      out.svg_outputs.push({plain: !!d['text/plain'], in_html: (d['text/html'] || '').indexOf('<svg') >= 0});
  });
});
// tf.print's lines (issue #36): a neutral display, not a red stderr box.
out.tf_prints = [];
document.querySelectorAll('pre.minitf-tf-print').forEach(function (p) {
  out.tf_prints.push({text: p.textContent.slice(0, 40), bg: background(p),
                      font: getComputedStyle(p).fontSize, in_stderr: !!p.closest('.output_stderr')});
});
// Keras' progress bars (issue #36): the text the page shows, redraws applied.
out.bars = [];
document.querySelectorAll('.output_stdout pre').forEach(function (p) {
  if (p.textContent.indexOf('\u2501') >= 0) out.bars.push(p.textContent);
});
out.explain_tables = [];
document.querySelectorAll('.minitf-explain table').forEach(function (t) {
  var heads = Array.from(t.querySelectorAll('thead th')).map(function (h) { return h.textContent.trim(); });
  var cells = [];
  t.querySelectorAll('tbody tr').forEach(function (tr) {
    Array.from(tr.children).forEach(function (td, i) {
      cells.push({column: heads[i], align: getComputedStyle(td).textAlign, empty: !td.textContent.trim()});
    });
  });
  out.explain_tables.push(cells);
});
document.querySelectorAll('#menus li.dropdown').forEach(function (li) {
  var menu = li.querySelector('a.dropdown-toggle');
  if (!menu) return;
  li.querySelectorAll('ul.dropdown-menu > li > a').forEach(function (a) {
    out.menus.push([menu.textContent.trim(), a.textContent.trim()]);
  });
});
return out;
"""


class NotebookPage:
    def __init__(self, driver, name, artifacts):
        self.d = driver
        self.name = name
        self.stem = pathlib.Path(name).stem
        self.artifacts = artifacts
        self.problems = []

    def fail(self, what):
        self.problems.append(f"{self.name}: {what}")

    def wait(self, cond, what, timeout=STEP_TIMEOUT):
        try:
            return WebDriverWait(self.d, timeout, poll_frequency=0.1).until(lambda d: cond())
        except TimeoutException:
            self.shot("timeout")
            raise AssertionError(f"{self.name}: timed out after {timeout} s waiting for {what}")

    def js(self, code, *args):
        return self.d.execute_script(code, *args)

    def shot(self, suffix=""):
        height = self.js("return document.getElementById('notebook').scrollHeight + 200") or 1000
        self.d.set_window_size(WINDOW_WIDTH, min(int(height), MAX_SCREENSHOT_HEIGHT))
        path = self.artifacts / (self.stem + (f"-{suffix}" if suffix else "") + ".png")
        self.d.save_screenshot(str(path))
        self.d.set_window_size(WINDOW_WIDTH, 1000)

    def kernel_idle(self):
        return self.js("return document.querySelector('#kernel_indicator_icon')"
                       ".classList.contains('kernel_idle_icon')")

    def open(self, base, token):
        self.d.get(f"{base}/notebooks/{self.name}?token={token}")
        self.wait_connected()

    def wait_connected(self):
        self.wait(lambda: self.js("return !!(window.Jupyter && Jupyter.notebook && "
                                  "Jupyter.notebook.kernel && Jupyter.notebook.kernel.is_connected() "
                                  "&& Jupyter.notebook.kernel.name === 'minitf')"),
                  "the minitf kernel to connect")
        self.wait(self.kernel_idle, "the kernel to be idle after start-up")

    def restart_and_run_all(self):
        self.d.find_element(By.ID, "kernellink").click()
        self.d.find_element(By.CSS_SELECTOR, "#restart_run_all > a").click()
        confirm = self.wait(lambda: [b for b in self.d.find_elements(
            By.CSS_SELECTOR, ".modal-footer button") if "Run All" in b.text and b.is_displayed()],
                            "the Restart & Run All confirmation")
        confirm[0].click()

        # Run All queues every cell at once ('*'); a cell stopped by an error
        # before it ran goes back to no prompt number. Done is: something ran,
        # nothing is queued, the kernel is idle.
        def settled():
            prompts = [c["prompt"] for c in self.js(CELLS_JS)]
            return (any(isinstance(p, int) for p in prompts) and "*" not in prompts and
                    self.kernel_idle())

        self.wait(settled, "Run All to finish and the kernel to be idle", RUN_ALL_TIMEOUT)
        for n, c in enumerate(self.js(CELLS_JS), 1):
            if not isinstance(c["prompt"], int):
                self.fail(f"code cell {n} never ran (Run All stopped before it)")

    def check_errors(self):
        for n, c in enumerate(self.js(CELLS_JS), 1):
            for o in c["outputs"]:
                if o["type"] == "error" and "raises-exception" not in c["tags"]:
                    self.fail(f"code cell {n} (untagged) raised {o['ename']}: {o['evalue']}")

    def visible(self, selector):
        """The elements matching `selector` inside outputs that are laid out
        with a non-empty box."""
        return self.js(
            "return Array.from(document.querySelectorAll(arguments[0])).filter(function (e) {"
            "  var r = e.getBoundingClientRect(); return r.width > 0 && r.height > 0; }).length",
            selector)

    def check_rendering(self, banners, svgs, pngs):
        # A cell's execute_reply (shell) can overtake its last outputs and its
        # busy/idle status (iopub, relayed by the kernel's publisher thread),
        # so the page may settle a moment before every output is drawn: wait
        # up to OUTPUT_SETTLE_SECONDS for the counts before calling them wrong.
        def counts():
            # A picture counts once the browser has decoded it and lays it out.
            painted = self.js("return Array.from(document.querySelectorAll('.output_png img'))"
                              ".filter(function (i) { return i.complete && i.naturalWidth > 0"
                              " && i.offsetWidth > 0; }).length")
            return (self.visible(".output_html .minitf-trace-event"),
                    self.visible(".output_svg svg") +
                    self.visible(".output_html .minitf-graph svg"), painted)
        deadline = time.monotonic() + OUTPUT_SETTLE_SECONDS
        shown, drawn, painted = counts()
        while (shown, drawn, painted) != (banners, svgs, pngs) and time.monotonic() < deadline:
            time.sleep(0.2)
            shown, drawn, painted = counts()
        if painted != pngs:
            self.fail(f"{painted} PNG pictures rendered, the committed outputs have {pngs}")
        if shown != banners:
            self.fail(f"{shown} trace banners rendered, the committed outputs have {banners}")
        if drawn != svgs:
            self.fail(f"{drawn} SVG graphs rendered, the committed outputs have {svgs}")

    def check_look(self, menus, expect_tf_print=False):
        """Issue #19's notebook look, measured in the page: banners in the
        output font size with readable colours, tracebacks coloured, tensor
        captions on one line, pictures as SVG with a text fallback, and the menu
        names the prose gives."""
        look = self.js(LOOK_JS)
        for b in look["banners"]:
            if look["output_font"] and b["font"] != look["output_font"]:
                self.fail(f"a trace banner's font is {b['font']}, the output text's "
                          f"{look['output_font']}")
            for c in b["colours"]:
                ratio = contrast(c["fg"], c["bg"])
                if ratio < MIN_CONTRAST:
                    self.fail(f"banner text '{c['text']}' in rgb{tuple(c['fg'])} on "
                              f"rgb{tuple(c['bg'])} has contrast {ratio:.2f}:1, under "
                              f"{MIN_CONTRAST}:1")
        for e in look["errors"]:
            if not e["red_name"]:
                self.fail(f"an error's traceback is not coloured: {e['text'][:80]!r}")
        for c in look["captions"]:
            if c["lines"] != 1:
                self.fail(f"the tensor caption '{c['text']}' takes {c['lines']} lines")
        for o in look["svg_outputs"]:
            if not o["plain"]:
                self.fail("an image/svg+xml output has no text/plain fallback")
            if o["in_html"]:
                self.fail("an SVG drawing was sent inside text/html")
        # explain's table (issue #36): its text columns read left to right,
        # its numbers line up on the right, and no cell is an empty box.
        for cells in look["explain_tables"]:
            for c in cells:
                want = "left" if c["column"] in ("signature", "why traced") else "right"
                if c["align"] != want:
                    self.fail(f"explain's '{c['column']}' column is aligned {c['align']}, not {want}")
                if c["empty"]:
                    self.fail(f"explain's table has an empty '{c['column']}' cell")
        # A bar redrawn in place reads as one line per epoch: no carriage
        # return or colour code left over, each bar line "N/N ━━━…".
        for text in look["bars"]:
            for line in text.split("\n"):
                # (summary() draws its table with the same character.)
                is_bar = "\u2501" in line and "/step" in line
                if is_bar and not re.match(r"\d+/\d+ \u2501+ ", line):
                    self.fail(f"a progress bar line reads {line[:60]!r}")
            if "\r" in text or "\x1b" in text:
                self.fail(f"a progress bar shows raw control characters: {text[:60]!r}")
        if expect_tf_print and not look["tf_prints"]:
            self.fail("the notebook's tf.print lines are not shown as minitf-tf-print displays")
        for p in look["tf_prints"]:
            if p["in_stderr"] or p["bg"] != [255, 255, 255]:
                self.fail(f"tf.print's line {p['text']!r} is drawn on rgb{tuple(p['bg'])}"
                          f"{' as stderr' if p['in_stderr'] else ''}, not as plain output")
            if look["output_font"] and p["font"] != look["output_font"]:
                self.fail(f"tf.print's line {p['text']!r} is {p['font']}, other output "
                          f"{look['output_font']}")
        for menu, item in menus:
            if [menu, item] not in look["menus"]:
                self.fail(f"the prose names the menu item {menu} → {item}, which Notebook lacks")

    def check_untrusted(self, base, token, work):
        """This page's notebook, outputs and all, saved as a file the server
        has not signed, then opened: an untrusted notebook must show each
        drawing's text fallback, not the picture and not garbled text."""
        nb = self.js("return Jupyter.notebook.toJSON();")
        if not any("image/svg+xml" in o.get("data", {})
                   for c in nb["cells"] for o in c.get("outputs", [])):
            return
        nb.get("metadata", {}).pop("signature", None)
        name = "untrusted-" + self.name
        (work / name).write_text(json.dumps(nb))
        self.d.get(f"{base}/notebooks/{name}?token={token}")
        self.wait(lambda: self.js("return !!(window.Jupyter && Jupyter.notebook && "
                                  "Jupyter.notebook._fully_loaded)"), "the untrusted copy to load")
        if self.js("return Jupyter.notebook.trusted"):
            self.fail("a copy the server never signed opened as trusted")
            return
        shown = self.js(
            "return Jupyter.notebook.get_cells().filter(function (c) {"
            "  return c.cell_type === 'code' && c.output_area.outputs.some(function (o) {"
            "    return o.data && o.data['image/svg+xml']; }); }).map(function (c) {"
            "  var e = c.output_area.element[0];"
            "  return {svg: e.querySelectorAll('svg').length,"
            "          text: Array.from(e.querySelectorAll('.output_text pre')).map(function (p) {"
            "            return p.textContent; })}; });")
        self.shot("untrusted")
        for n, cell in enumerate(shown, 1):
            if cell["svg"]:
                self.fail(f"untrusted: drawing {n} was drawn without trust")
            if not any(t.strip() for t in cell["text"]):
                self.fail(f"untrusted: drawing {n} shows no text fallback")

    def new_cell(self, source):
        """A code cell appended at the bottom, selected, in edit mode, holding
        `source` with the cursor at its end; returns its index."""
        return self.js(
            "var nb = Jupyter.notebook; var c = nb.insert_cell_at_bottom('code');"
            "var i = nb.find_cell_index(c); nb.select(i); c.set_text(arguments[0]);"
            "nb.edit_mode(); c.focus_editor();"
            "c.code_mirror.setCursor(c.code_mirror.lineCount(), 0); return i;", source)

    def cell(self, index):
        return self.js(CELLS_JS.replace("return Jupyter", "var all = Jupyter") +
                       f"; return all.filter(function (c) {{ return c.index === {index}; }})[0];")

    def focused_editor(self):
        return self.d.switch_to.active_element

    def check_completion(self):
        self.new_cell("tf.ma")
        self.focused_editor().send_keys(Keys.TAB)
        try:
            options = self.wait(lambda: [o.text for o in self.d.find_elements(
                By.CSS_SELECTOR, "#complete select option")], "the completion list")
        except AssertionError as e:
            self.fail(str(e))
            return
        self.shot("completion")
        # The kernel completes the attribute after the dot, so the list shows
        # bare names (a completion of the whole `tf.ma` would also do).
        for want in ("math", "matmul"):
            if want not in options and "tf." + want not in options:
                self.fail(f"Tab after tf.ma offered {options}, without {want}")
        self.focused_editor().send_keys(Keys.ESCAPE)

    def run_cell(self, index):
        self.js("var nb = Jupyter.notebook; nb.select(arguments[0]); nb.execute_cell();", index)

    def check_interrupt(self):
        probe = self.new_cell("classroom_probe = 41")
        self.run_cell(probe)
        self.wait(lambda: self.cell(probe)["prompt"] not in (None, "*") and self.kernel_idle(),
                  "the probe cell")
        loop = self.new_cell("while True:\n    pass")
        self.run_cell(loop)
        self.wait(lambda: self.cell(loop)["prompt"] == "*" and not self.kernel_idle(),
                  "the endless loop to start")
        time.sleep(0.5)  # let it spin: an interrupt must stop a loop that runs, not one that starts
        self.d.find_element(
            By.CSS_SELECTOR, "button[data-jupyter-action='jupyter-notebook:interrupt-kernel']").click()
        try:
            self.wait(lambda: self.cell(loop)["prompt"] not in (None, "*") and self.kernel_idle(),
                      "the interrupted cell to end")
        except AssertionError as e:
            self.fail(str(e))
            return
        errors = [o for o in self.cell(loop)["outputs"] if o["type"] == "error"]
        if [o["ename"] for o in errors] != ["KeyboardInterrupt"]:
            self.fail(f"the interrupt button left {self.cell(loop)['outputs']}, not a KeyboardInterrupt")
        after = self.new_cell("print(classroom_probe + 1)\n"
                              "@tf.function\ndef classroom_double(x):\n    return x * 2\n"
                              "classroom_double.get_concrete_function(tf.constant(1.0))")
        self.run_cell(after)
        self.wait(lambda: self.cell(after)["prompt"] not in (None, "*") and self.kernel_idle(),
                  "a cell after the interrupt")
        outputs = self.cell(after)["outputs"]
        if not any(o["type"] == "stream" and o["text"] == "42\n" for o in outputs):
            self.fail(f"after the interrupt, print(classroom_probe + 1) gave {outputs}")
        if not self.js("var cells = Jupyter.notebook.get_cells(); var e = cells[arguments[0]]"
                       ".element[0].querySelector('.output_svg svg');"
                       "return !!e && e.getBoundingClientRect().height > 0;", after):
            self.fail("after the interrupt, a concrete function's graph did not render as SVG")
        self.shot("interrupt")

    def check_wide_graph(self):
        """A graph wider than the output area is scaled to fit it, and shown
        full size while it has the focus (a click), with a sideways scroll
        (issue #36). A small graph keeps its natural size."""
        cell = self.new_cell("@tf.function\ndef classroom_wide(x):\n"
                             "    return tf.add_n([x * float(i) for i in range(40)])\n"
                             "classroom_wide.get_concrete_function(tf.constant(1.0))")
        self.run_cell(cell)
        self.wait(lambda: self.cell(cell)["prompt"] not in (None, "*") and self.kernel_idle(),
                  "the wide graph's cell")
        measure = ("var e = Jupyter.notebook.get_cells()[arguments[0]].element[0];"
                   "var svg = e.querySelector('.output_svg svg');"
                   "var area = e.querySelector('.output_subarea');"
                   "if (!svg || !area) return null;"
                   "return {svg: svg.getBoundingClientRect().width,"
                   " area: area.getBoundingClientRect().width,"
                   " natural: svg.viewBox.baseVal.width * 4 / 3};")
        try:
            fitted = self.wait(lambda: self.js(measure, cell), "the wide graph to be drawn")
        except AssertionError as e:
            self.fail(str(e))
            return
        if fitted["natural"] <= fitted["area"]:
            self.fail(f"the 'wide' graph is only {fitted['natural']:.0f} px wide: it tests nothing")
        if fitted["svg"] > fitted["area"] + 1:
            self.fail(f"a graph {fitted['natural']:.0f} px wide is drawn {fitted['svg']:.0f} px wide "
                      f"in an output area of {fitted['area']:.0f} px: not scaled to fit")
        self.shot("wide-graph-fitted")
        self.js("Jupyter.notebook.get_cells()[arguments[0]].element[0]"
                ".querySelector('.output_svg svg').focus();", cell)
        full = self.js(measure, cell)
        if full["svg"] < full["natural"] - 1:
            self.fail(f"a focused (clicked) graph is {full['svg']:.0f} px wide, not its full "
                      f"{full['natural']:.0f} px")
        self.shot("wide-graph-full-size")
        self.js("document.activeElement.blur();")


def kernel_pid(runtime, kernel_id):
    """The pid of the kernel process serving `kernel_id` (its command line
    names the connection file the server wrote), or None."""
    wanted = f"kernel-{kernel_id}.json"
    for proc in pathlib.Path("/proc").iterdir():
        try:
            if proc.name.isdigit() and wanted in (proc / "cmdline").read_text():
                return int(proc.name)
        except OSError:
            continue
    return None


def sessions_notebook(path):
    """A notebook of one cell on the minitf kernel, for check_sessions."""
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "minitf", "display_name": "minitf", "language": "python"}
    nb.cells = [nbformat.v4.new_code_cell("session_marker = 1234\nreloads = 0\ntabs = 0")]
    nbformat.write(nb, path)


def check_sessions(driver, server, artifacts):
    """One kernel across reloads and tabs (issue #30): returns the problems
    found, [] when the kernel kept its state and process throughout."""
    page = NotebookPage(driver, "sessions.ipynb", artifacts)
    page.open(server.base, server.token)
    page.run_cell(0)
    page.wait(lambda: isinstance(page.cell(0)["prompt"], int) and page.kernel_idle(),
              "the first cell")
    kernel_id = page.js("return Jupyter.notebook.kernel.id")
    pid = kernel_pid(server.runtime, kernel_id)
    if pid is None:
        return [f"sessions: no process serves kernel {kernel_id}"]
    log_start = server.log_path.stat().st_size

    def start_running(p, counter):
        """A cell that counts, started in page `p` and seen running (or, on a
        loaded machine whose page polled too slowly to see it run, done)."""
        index = p.new_cell(f"import time\ntime.sleep({RUNNING_CELL_SECONDS})\n{counter} += 1")
        p.run_cell(index)

        def started():
            prompt = p.cell(index)["prompt"]
            return isinstance(prompt, int) or (prompt == "*" and not p.kernel_idle())
        p.wait(started, f"the {counter} cell to run")

    def leave(p):
        # A student confirms "leave the page"; the dialog is the browser's.
        p.js("window.onbeforeunload = null;")

    for _ in range(RELOADS):
        start_running(page, "reloads")
        leave(page)
        driver.refresh()
        page.wait_connected()
    original = driver.current_window_handle
    for n in range(DUPLICATE_TABS):
        start_running(page, "tabs")
        driver.switch_to.new_window("tab")
        tab = NotebookPage(driver, "sessions.ipynb", artifacts)
        tab.stem = f"sessions-tab{n + 1}"
        tab.open(server.base, server.token)
        probe = tab.new_cell("session_marker")
        tab.run_cell(probe)
        tab.wait(lambda: isinstance(tab.cell(probe)["prompt"], int) and tab.kernel_idle(),
                 "a cell in the duplicate tab")
        # The reply (shell) can overtake the result (iopub), and the idle
        # status the tab saw may be the other cell's: give the result the
        # settling time check_rendering gives outputs before calling it lost.
        deadline = time.monotonic() + OUTPUT_SETTLE_SECONDS
        while not tab.cell(probe)["outputs"] and time.monotonic() < deadline:
            time.sleep(0.2)
        shown = [o["text"] for o in tab.cell(probe)["outputs"]]
        if shown != ["1234"]:
            page.fail(f"duplicate tab {n + 1} showed {shown} for session_marker, not ['1234']")
        leave(tab)
        driver.close()
        driver.switch_to.window(original)
    final = page.new_cell("print(session_marker, reloads, tabs)")
    page.run_cell(final)
    page.wait(lambda: isinstance(page.cell(final)["prompt"], int) and page.kernel_idle(),
              "the last cell")
    page.shot()
    outputs = page.cell(final)["outputs"]
    if [o["text"] for o in outputs] != [f"1234 {RELOADS} {DUPLICATE_TABS}\n"]:
        page.fail(f"after the reloads and tabs, the kernel's state printed {outputs}")
    if page.js("return Jupyter.notebook.kernel.id") != kernel_id:
        page.fail("the notebook's kernel changed")
    if kernel_pid(server.runtime, kernel_id) != pid:
        page.fail(f"kernel {kernel_id} is no longer process {pid} (it died or restarted)")
    with open(server.log_path, errors="replace") as f:
        f.seek(log_start)
        for record in log_records(f.read()):
            if TROUBLE_IN_LOG.search(record) and not closed_websocket_noise(record):
                page.fail(f"the server logged, during the reloads and tabs: {record}")
    return page.problems


def log_records(text):
    """The server log's records: a line the server's logger or asyncio starts,
    with the lines that continue it (a traceback's, a kernel's stderr)."""
    records = []
    for line in text.splitlines():
        if not records or re.match(r"\[[A-Z] |Task exception was never retrieved", line):
            records.append(line)
        else:
            records[-1] += "\n" + line
    return records


def closed_websocket_noise(record):
    """Whether `record` is the server's own traceback for a message it wrote
    to a page's websocket as the page closed (jupyter/notebook#5867, which
    tornado reports through asyncio): the server's noise, nothing the kernel
    did, and it arrives with any tab closed while a kernel publishes."""
    lines = record.splitlines()
    return (lines[0].startswith("Task exception was never retrieved") and
            "WebSocketProtocol13.write_message" in lines[1] and
            lines[-1] == "tornado.websocket.WebSocketClosedError" and
            all(re.match(r"future: |Traceback|During handling|  |tornado\.|$", x)
                for x in lines[1:]))


def stripped_copy(src, dst):
    """`src` with every code cell's outputs and count removed, written to `dst`."""
    nb = nbformat.read(src, as_version=4)
    for cell in nb.cells:
        if cell.cell_type == "code":
            cell.outputs = []
            cell.execution_count = None
    nbformat.write(nb, dst)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--jupyter-path", required=True, help="folder holding kernels/minitf")
    ap.add_argument("--notebooks", required=True)
    ap.add_argument("--artifacts", required=True, help="where the screenshots go")
    args = ap.parse_args()
    spec = pathlib.Path(args.jupyter_path) / "kernels" / "minitf" / "kernel.json"
    if not spec.exists():
        print(f"no minitf kernelspec at {spec}: build the minitf-kernel target")
        return 1
    artifacts = pathlib.Path(args.artifacts).resolve()
    artifacts.mkdir(parents=True, exist_ok=True)
    for old in artifacts.glob("*.png"):
        old.unlink()
    paths = sorted(pathlib.Path(args.notebooks).resolve().glob("[0-9]*.ipynb"))
    if not paths:
        print("no notebooks in", args.notebooks)
        return 1
    failures = []
    with tempfile.TemporaryDirectory(prefix="minitf-browser-") as tmp:
        tmp = pathlib.Path(tmp)
        work, home = tmp / "work", tmp / "home"
        work.mkdir()
        home.mkdir()
        expected = {p.name: committed_counts(nbformat.read(p, as_version=4)) for p in paths}
        menus = {p.name: menu_names(nbformat.read(p, as_version=4)) for p in paths}
        tf_prints = {p.name: has_tf_print(nbformat.read(p, as_version=4)) for p in paths}
        for p in paths:
            stripped_copy(p, work / p.name)
        server = Server(work, home, pathlib.Path(args.jupyter_path).resolve())
        driver = None
        try:
            driver = make_driver()
            for p in paths:
                t = time.time()
                page = NotebookPage(driver, p.name, artifacts)
                try:
                    page.open(server.base, server.token)
                    page.restart_and_run_all()
                    page.shot()
                    page.check_errors()
                    page.check_rendering(*expected[p.name])
                    page.check_completion()
                    page.check_interrupt()
                    if p == paths[0]:
                        page.check_wide_graph()
                    # Last: the interrupted loop's KeyboardInterrupt and the
                    # drawn graph are then on every page.
                    page.check_look(menus[p.name], tf_prints[p.name])
                    page.check_untrusted(server.base, server.token, work)
                except AssertionError as e:
                    page.fail(str(e))
                print(("FAIL " if page.problems else "ok   ") + f"{p.name} ({time.time() - t:.1f} s)",
                      flush=True)
                failures += page.problems
            t = time.time()
            sessions_notebook(work / "sessions.ipynb")
            try:
                problems = check_sessions(driver, server, artifacts)
            except AssertionError as e:
                problems = [str(e)]
            print(("FAIL " if problems else "ok   ") +
                  f"{RELOADS} reloads and {DUPLICATE_TABS} duplicate tabs on one kernel "
                  f"({time.time() - t:.1f} s)", flush=True)
            failures += problems
        finally:
            if driver:
                driver.quit()
            server.stop()
            log = (home / "server.log").read_text()
            # The widgets extension's comm must be declined without an error.
            for line in log.splitlines():
                if "No such comm target" in line or "received bad message" in line:
                    failures.append(f"the notebook server logged: {line}")
            if failures:
                print("--- notebook server log ---\n" + log)
    for f in failures:
        print(f)
    print(f"screenshots in {artifacts}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
