#include "display.h"

#include <unistd.h>

#include <atomic>
#include <cctype>
#include <cstdio>
#include <fstream>
#include <vector>

#include "framework/graph_objects.h"
#include "framework/tensor_object.h"
#include "function/concrete_function.h"
#include "lib/display_native.h"
#include "svg_fit.h"
#include "teach_display.h"
#include "tensor/format.h"

namespace minitf {

namespace {

// Tables larger than this stay text-only: a notebook page is not a data grid,
// and numpy's own summarisation ("...") starts at a similar size.
constexpr int64_t kMaxHtmlCells = 400;

// The cell styles: small monospace numbers, right-aligned like numpy's text.
constexpr const char* kTableStyle =
    "border-collapse:collapse;font-family:monospace;font-size:12px;margin:2px 0";
constexpr const char* kCellStyle = "border:1px solid #ccc;padding:1px 6px;text-align:right";
// The caption is one line however narrow the table: a caption is as wide as
// its table, and "tf.Tensor shape=(3,) dtype=int32" above three cells broke
// into three lines.
constexpr const char* kCaptionStyle =
    "font-family:monospace;font-size:11px;color:#666;text-align:left;caption-side:top;"
    "white-space:nowrap";

std::string shape_text(const Tensor& t) {
  std::string s = "(";
  for (int i = 0; i < t.rank(); ++i) {
    if (i) s += ", ";
    s += std::to_string(t.dim(i));
  }
  if (t.rank() == 1) s += ",";
  return s + ")";
}

// The elements as numpy prints them, one token each; empty when the text does
// not split cleanly into exactly one token per element.
std::vector<std::string> element_tokens(const Tensor& t) {
  std::string text = numpy_str(t);
  std::vector<std::string> tokens;
  std::string cur;
  for (char c : text) {
    if (c == '[' || c == ']' || c == ' ' || c == '\n') {
      if (!cur.empty()) tokens.push_back(std::move(cur));
      cur.clear();
    } else {
      cur += c;
    }
  }
  if (!cur.empty()) tokens.push_back(std::move(cur));
  if (int64_t(tokens.size()) != t.num_elements()) tokens.clear();
  return tokens;
}

// An HTML table of a rank-1 or rank-2 tensor, or "" when it does not fit.
std::string tensor_html(const Tensor& t, const char* kind) {
  if (t.rank() < 1 || t.rank() > 2 || t.num_elements() == 0 || t.num_elements() > kMaxHtmlCells)
    return "";
  // String tensors print as bytes literals that may contain spaces.
  if (std::string(dtype_numpy_name(t.dtype())) == "object") return "";
  std::vector<std::string> tokens = element_tokens(t);
  if (tokens.empty()) return "";
  int64_t rows = t.rank() == 2 ? t.dim(0) : 1;
  int64_t cols = t.rank() == 2 ? t.dim(1) : t.dim(0);
  std::string h = std::string("<table style=\"") + kTableStyle + "\"><caption style=\"" +
                  kCaptionStyle + "\">" + kind + " shape=" + shape_text(t) +
                  " dtype=" + dtype_name(t.dtype()) + "</caption>";
  for (int64_t r = 0; r < rows; ++r) {
    h += "<tr>";
    for (int64_t c = 0; c < cols; ++c)
      h += std::string("<td style=\"") + kCellStyle + "\">" +
           html_escape(tokens[size_t(r * cols + c)]) + "</td>";
    h += "</tr>";
  }
  return h + "</table>";
}

}  // namespace

// The graph drawn by Graphviz's `dot` as inline SVG, or empty when dot is not
// installed (the caller falls back to the text listing).
std::string dot_svg(const Graph& g) {
  if (access("/usr/bin/dot", X_OK) != 0) return "";
  char path[] = "/tmp/minitf-graph-XXXXXX";
  int fd = mkstemp(path);
  if (fd < 0) return "";
  close(fd);
  {
    std::ofstream f(path);
    f << g.to_dot();
  }
  std::string svg;
  std::string cmd = std::string("/usr/bin/dot -Tsvg ") + path + " 2>/dev/null";
  if (FILE* p = popen(cmd.c_str(), "r")) {
    char buf[4096];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, p)) > 0) svg.append(buf, n);
    if (pclose(p) != 0) svg.clear();
  }
  unlink(path);
  // Drop the XML prologue: the SVG is embedded in HTML.
  size_t start = svg.find("<svg");
  return start == std::string::npos ? "" : svg.substr(start);
}

// A concrete function or a graph shows its dataflow graph: a Graphviz
// drawing (image/svg+xml) when dot is installed, otherwise the operation
// listing as HTML.
void render_graph(const Graph& g, MimeBundle& b) {
  b.svg = dot_svg(g);
  if (!b.svg.empty()) {
    // An id per drawing (FNV-1a of its text: the same on every run), so its
    // fitting rules apply to it alone.
    uint64_t h = 14695981039346656037ull;
    for (unsigned char c : b.svg) h = (h ^ c) * 1099511628211ull;
    char id[32];
    std::snprintf(id, sizeof id, "minitf-graph-%016llx", static_cast<unsigned long long>(h));
    b.svg = fit_svg_to_output(b.svg, id);
  }
  if (b.svg.empty()) b.html = "<pre class=\"minitf-graph\">" + html_escape(g.to_text()) + "</pre>";
}

// Python source as HTML with keywords, strings and comments coloured: the
// kernel shows AutoGraph's converted code (a str starting "def tf__") this
// way, instead of as a quoted one-line repr.
std::string python_html(const std::string& src) {
  static const char* kKeywords[] = {"def",    "return", "if",       "else",    "elif",  "with",
                                    "as",     "try",    "except",   "finally", "raise", "nonlocal",
                                    "global", "pass",   "for",      "while",   "in",    "not",
                                    "and",    "or",     "lambda",   "True",    "False", "None",
                                    "del",    "break",  "continue", "is"};
  std::string out = "<pre class=\"minitf-code\">";
  size_t i = 0, n = src.size();
  while (i < n) {
    char c = src[i];
    if (c == '#') {
      size_t e = src.find('\n', i);
      if (e == std::string::npos) e = n;
      out += "<span style=\"color:#777\">" + html_escape(src.substr(i, e - i)) + "</span>";
      i = e;
    } else if (c == '\'' || c == '"') {
      size_t e = i + 1;
      while (e < n && src[e] != c && src[e] != '\n') e += src[e] == '\\' ? 2 : 1;
      e = std::min(e + 1, n);
      out += "<span style=\"color:#080\">" + html_escape(src.substr(i, e - i)) + "</span>";
      i = e;
    } else if (std::isalpha(static_cast<unsigned char>(c)) || c == '_') {
      size_t e = i;
      while (e < n && (std::isalnum(static_cast<unsigned char>(src[e])) || src[e] == '_')) ++e;
      std::string word = src.substr(i, e - i);
      bool kw = false;
      for (const char* k : kKeywords) kw = kw || word == k;
      out += kw ? "<b style=\"color:#008\">" + word + "</b>" : html_escape(word);
      i = e;
    } else {
      out += html_escape(std::string_view(&src[i], 1));
      ++i;
    }
  }
  return out + "</pre>";
}

MimeBundle bundle_of(const DisplayData& d) {
  MimeBundle b;
  for (const auto& [mime, text] : d.data) {
    if (mime == "text/plain")
      b.plain = text;
    else
      b.extra.emplace_back(mime, text);
  }
  b.metadata_json = d.metadata_json;
  b.display_id = d.display_id;
  b.update = d.update;
  return b;
}

MimeBundle render_value(Interpreter& in, const Value& v) {
  if (std::optional<DisplayData> d = rich_display(in, v)) return bundle_of(*d);
  MimeBundle b;
  b.plain = in.repr(v);
  if (v.is_obj() && v.as_obj()->type == types().str && v.as<Str>()->s.rfind("def tf__", 0) == 0) {
    b.html = python_html(v.as<Str>()->s);
    return b;
  }
  if (v.is_obj() && v.as_obj()->type == concrete_function_type()) {
    render_graph(*v.as<ConcreteFunctionObj>()->cf->graph, b);
    return b;
  }
  if (render_function_object(v, b)) return b;  // teach_display.cpp
  if (is_graph_obj(v) && v.as<GraphObj>()->graph) {
    render_graph(*v.as<GraphObj>()->graph, b);
    return b;
  }
  if (is_eager_tensor(v))
    b.html = tensor_html(tensor_of(v), "tf.Tensor");
  else if (is_ndarray(v))
    b.html = tensor_html(tensor_of(v), "ndarray");
  return b;
}

std::string event_text(const TraceEvent& e) {
  if (e.kind == TraceEvent::Note) return note_text(e);  // teach_display.cpp
  std::string line = e.retrace ? "retrace" : "trace";
  line += " #" + std::to_string(e.trace_number) + " of " + e.function + "(" + e.signature + ")";
  if (!e.reason.empty()) line += " — " + e.reason;
  if (!e.lesson.empty()) line += " [" + e.lesson + "]";
  if (!e.explanation.empty()) line += "\n   " + e.explanation;  // verbose mode
  return "~~ " + line;
}

MimeBundle render_event(const TraceEvent& e) {
  if (e.kind == TraceEvent::Note) return render_note(e);  // teach_display.cpp
  // A first trace is expected (blue); a retrace is what lessons warn about
  // (amber), so the two are told apart at a glance. Each colour holds at
  // least WCAG's 4.5:1 contrast against its banner's background and the
  // page's white (kernel_session_test computes the ratios): the amber that
  // read well as a border was 2.27:1 as text.
  const char* accent = e.retrace ? kRetraceAccent : kTraceAccent;
  const char* background = e.retrace ? kRetraceBackground : kTraceBackground;
  MimeBundle b;
  b.plain = event_text(e);
  // The page's output font size (inherited), not a size of its own, so the
  // banner reads as part of the cell's output.
  std::string h = std::string("<div class=\"minitf-trace-event\" style=\"font-family:monospace;") +
                  "font-size:inherit;border-left:4px solid " + accent +
                  ";background:" + background + ";padding:2px 8px;margin:2px 0\">";
  h += std::string("<b style=\"color:") + accent + "\">&#10227; " +
       (e.retrace ? "retrace" : "trace") + " #" + std::to_string(e.trace_number) + "</b> ";
  h += "<code style=\"font-size:inherit\">" + html_escape(e.function) + "(" +
       html_escape(e.signature) + ")</code>";
  if (!e.reason.empty()) h += " &mdash; " + html_escape(e.reason);
  if (!e.lesson.empty())
    // In brackets as in the text form: an untrusted notebook drops the
    // styles, and the lesson would otherwise run on from the reason.
    h += std::string(" <span style=\"color:") + kLessonText + ";font-style:italic\">[" +
         html_escape(e.lesson) + "]</span>";
  if (!e.explanation.empty()) h += "<div>" + html_escape(e.explanation) + "</div>";  // verbose
  b.html = h + "</div>";
  return b;
}

}  // namespace minitf
