#include "syntax/source.h"

namespace minitf {

SourceFile::SourceFile(std::string n, std::string t) : name(std::move(n)), text(std::move(t)) {
  line_starts.push_back(0);
  for (size_t i = 0; i < text.size(); ++i)
    if (text[i] == '\n') line_starts.push_back(i + 1);
}

std::string_view SourceFile::line_text(int line) const {
  if (line < 1 || size_t(line) > line_starts.size()) return {};
  size_t start = line_starts[line - 1];
  if (start > text.size()) return {};
  size_t end = text.find('\n', start);
  if (end == std::string::npos) end = text.size();
  std::string_view v(text.data() + start, end - start);
  if (!v.empty() && v.back() == '\r') v.remove_suffix(1);
  return v;
}

std::string format_syntax_error(const SyntaxErrorInfo& e) {
  std::string out = "  File \"" + e.filename + "\", line " + std::to_string(e.line) + "\n";
  // CPython shows no caret for an unexpected indent (the whole line is wrong).
  bool caret = e.message != "unexpected indent";
  if (!e.line_text.empty()) {
    // CPython strips leading whitespace and shifts the caret accordingly.
    size_t strip = e.line_text.find_first_not_of(" \t\f");
    if (strip == std::string::npos) strip = e.line_text.size();
    std::string shown = e.line_text.substr(strip);
    while (!shown.empty() && (shown.back() == ' ' || shown.back() == '\n')) shown.pop_back();
    out += "    " + shown + "\n";
    int col = e.col - int(strip);
    if (col < 0) col = 0;
    int width = e.end_col > e.col ? e.end_col - e.col : 1;
    if (col > int(shown.size())) col = int(shown.size());
    if (col + width > int(shown.size()) + 1) width = std::max(1, int(shown.size()) + 1 - col);
    if (caret) out += "    " + std::string(col, ' ') + std::string(width, '^') + "\n";
  }
  out += e.kind + ": " + e.message + "\n";
  return out;
}

}  // namespace minitf
