// The rich display protocol in the kernel (IPython's): _repr_*_ methods make a
// cell's value and display()'s output a MIME bundle; IPython.display's
// wrappers, display ids and clear_output.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "display.h"
#include "kernel_sink.h"
#include "session.h"

using namespace minitf;

namespace {

struct Shown {
  std::vector<MimeBundle> displays;
  std::vector<std::string> clears;
  KernelCallbacks callbacks() {
    KernelCallbacks cb;
    cb.stream = [](const std::string&, const std::string&) {};
    cb.display = [this](const MimeBundle& b) { displays.push_back(b); };
    cb.clear_output = [this](bool wait) { clears.push_back(wait ? "wait" : "now"); };
    return cb;
  }
};

const std::string* extra(const MimeBundle& b, const std::string& mime) {
  for (const auto& [m, text] : b.extra)
    if (m == mime) return &text;
  return nullptr;
}

}  // namespace

TEST_CASE("a value with _repr_html_ is its HTML and its repr") {
  Shown r;
  Session s(r.callbacks());
  REQUIRE(s.run_cell("class C:\n  def _repr_html_(self): return '<b>hi</b>'\n"
                     "  def __repr__(self): return 'C()'\n",
                     1)
              .ok);
  CellOutcome o = s.run_cell("C()", 2);
  REQUIRE(o.ok);
  CHECK(o.result.plain == "C()");
  REQUIRE(extra(o.result, "text/html"));
  CHECK(*extra(o.result, "text/html") == "<b>hi</b>");
  CHECK(o.result.extra.size() == 1);
}

TEST_CASE("every _repr_*_ method gives its MIME type, None gives none") {
  Shown r;
  Session s(r.callbacks());
  REQUIRE(s.run_cell("class R:\n"
                     "  def _repr_svg_(self): return '<svg></svg>'\n"
                     "  def _repr_png_(self): return 'iVBORw0KGgo='\n"
                     "  def _repr_markdown_(self): return '# T'\n"
                     "  def _repr_latex_(self): return '$x^2$'\n"
                     "  def _repr_json_(self): return {'a': [1, 2]}\n"
                     "  def _repr_html_(self): return None\n",
                     1)
              .ok);
  CellOutcome o = s.run_cell("R()", 2);
  REQUIRE(o.ok);
  CHECK(o.result.plain.rfind("<__main__.R object at 0x", 0) == 0);
  std::vector<std::string> mimes;
  for (const auto& [m, text] : o.result.extra) mimes.push_back(m);
  CHECK(mimes == std::vector<std::string>{"text/markdown", "image/svg+xml", "image/png",
                                          "text/latex", "application/json"});
  CHECK(*extra(o.result, "application/json") == "{\"a\": [1, 2]}");
  CHECK(*extra(o.result, "image/png") == "iVBORw0KGgo=");
}

TEST_CASE("_repr_mimebundle_ wins, with its metadata; the others fill in") {
  Shown r;
  Session s(r.callbacks());
  REQUIRE(s.run_cell("class M:\n"
                     "  def _repr_mimebundle_(self, include=None, exclude=None):\n"
                     "    return {'text/plain': 'plain M', 'text/html': '<i>M</i>'}, "
                     "{'text/html': {'isolated': True}}\n"
                     "  def _repr_html_(self): return 'not used'\n"
                     "  def _repr_latex_(self): return '$M$'\n",
                     1)
              .ok);
  CellOutcome o = s.run_cell("M()", 2);
  REQUIRE(o.ok);
  CHECK(o.result.plain == "plain M");
  CHECK(*extra(o.result, "text/html") == "<i>M</i>");
  CHECK(*extra(o.result, "text/latex") == "$M$");
  CHECK(o.result.metadata_json == "{\"text/html\": {\"isolated\": true}}");
}

TEST_CASE("IPython.display's wrappers, as display() and as a cell's value") {
  Shown r;
  Session s(r.callbacks());
  CellOutcome o = s.run_cell(
      "from IPython.display import display, HTML, Markdown, Latex, SVG, JSON, Math\n"
      "display(HTML('<p>x</p>'), Markdown('**b**'))\n"
      "SVG('<?xml version=\"1.0\"?><svg width=\"1\"></svg>')",
      1);
  REQUIRE(o.ok);
  REQUIRE(r.displays.size() == 2);
  CHECK(r.displays[0].plain == "<IPython.core.display.HTML object>");
  CHECK(*extra(r.displays[0], "text/html") == "<p>x</p>");
  CHECK(*extra(r.displays[1], "text/markdown") == "**b**");
  CHECK(o.result.plain == "<IPython.core.display.SVG object>");
  CHECK(*extra(o.result, "image/svg+xml") == "<svg width=\"1\"></svg>");
  o = s.run_cell("JSON({'k': 1})", 2);
  CHECK(*extra(o.result, "application/json") == "{\"k\": 1}");
  CHECK(o.result.metadata_json ==
        "{\"application/json\": {\"expanded\": false, \"root\": \"root\"}}");
  o = s.run_cell("Math('x^2')", 3);
  CHECK(*extra(o.result, "text/latex") == "$\\displaystyle x^2$");
  o = s.run_cell("HTML(42)", 4);
  CHECK(!o.ok);
  CHECK(o.ename == "TypeError");
  CHECK(o.evalue == "'int' object is not subscriptable");  // as IPython 8.5
  o = s.run_cell("Markdown(42)", 5);
  CHECK(o.evalue == "Markdown expects text, not 42");
}

TEST_CASE("display ids: a handle, then update_display replaces the output") {
  Shown r;
  Session s(r.callbacks());
  CellOutcome o = s.run_cell(
      "from IPython.display import display, update_display, HTML\n"
      "h = display(HTML('one'), display_id='bar')\n"
      "update_display(HTML('two'), display_id='bar')\n"
      "h.update('three')\nh",
      1);
  REQUIRE(o.ok);
  REQUIRE(r.displays.size() == 3);
  CHECK(r.displays[0].display_id == "bar");
  CHECK(!r.displays[0].update);
  CHECK(r.displays[1].display_id == "bar");
  CHECK(r.displays[1].update);
  CHECK(*extra(r.displays[1], "text/html") == "two");
  CHECK(r.displays[2].plain == "'three'");
  CHECK(r.displays[2].update);
  CHECK(o.result.plain == "<DisplayHandle display_id=bar>");
  o = s.run_cell("len(display('x', display_id=True).display_id)", 2);
  CHECK(o.result.plain == "32");
  o = s.run_cell("display('x', update=True)", 3);
  CHECK(o.ename == "TypeError");
}

TEST_CASE("display(raw=True), include/exclude, and clear_output") {
  Shown r;
  Session s(r.callbacks());
  CellOutcome o = s.run_cell(
      "from IPython.display import display, clear_output, HTML\n"
      "display({'text/plain': 'p', 'text/html': '<b>h</b>'}, raw=True)\n"
      "display(HTML('<i>x</i>'), exclude=['text/html'])\n"
      "clear_output()\nclear_output(wait=True)\ndisplay('y', clear=True)",
      1);
  REQUIRE(o.ok);
  REQUIRE(r.displays.size() == 3);
  CHECK(r.displays[0].plain == "p");
  CHECK(*extra(r.displays[0], "text/html") == "<b>h</b>");
  CHECK(r.displays[1].extra.empty());
  CHECK(r.clears == std::vector<std::string>{"now", "wait", "wait"});
}

TEST_CASE("a failing _repr_html_ is the cell's error; a class is shown by its repr") {
  Shown r;
  Session s(r.callbacks());
  REQUIRE(s.run_cell("class B:\n  def _repr_html_(self): return 1 / 0\n", 1).ok);
  CellOutcome o = s.run_cell("B()", 2);
  CHECK(!o.ok);
  CHECK(o.ename == "ZeroDivisionError");
  o = s.run_cell("B", 3);
  REQUIRE(o.ok);
  CHECK(o.result.plain == "<class '__main__.B'>");
  CHECK(o.result.extra.empty());
}

TEST_CASE("%matplotlib inline, and figures shown after the cell, then closed") {
  Shown r;
  Session s(r.callbacks());
  CHECK(s.run_cell("%matplotlib inline", 1).ok);
  CellOutcome o = s.run_cell("%matplotlib qt", 2);
  CHECK(o.ename == "UsageError");
  o = s.run_cell("import matplotlib.pyplot as plt\nplt.plot([1, 2])\nplt.figure()", 3);
  REQUIRE(o.ok);
  CHECK(o.result.plain == "<Figure size 640x480 with 0 Axes>");
  s.after_cell();
  // A figure without Axes shows as its text alone, as IPython shows it.
  REQUIRE(r.displays.size() == 2);
  CHECK(r.displays[0].plain == "<Figure size 640x480 with 1 Axes>");
  REQUIRE(extra(r.displays[0], "image/png"));
  CHECK(extra(r.displays[0], "image/png")->rfind("iVBORw0KGgo", 0) == 0);
  CHECK(r.displays[1].plain == "<Figure size 640x480 with 0 Axes>");
  CHECK(r.displays[1].extra.empty());
  CHECK(s.run_cell("plt.get_fignums()", 4).result.plain == "[]");
}
