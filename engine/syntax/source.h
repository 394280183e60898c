// Source files and positions, shared by the lexer, parser, tracebacks and
// error carets.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace minitf {

// A position range in a source file: lines are 1-based, columns 0-based byte
// offsets into the line (as CPython's ast reports them).
struct Pos {
  int line = 0;
  int col = 0;
  int end_line = 0;
  int end_col = 0;
};

struct SourceFile {
  std::string name;  // "script.py", "<stdin>", "<string>"
  std::string text;
  std::vector<size_t> line_starts;  // byte offset of each line
  SourceFile(std::string n, std::string t);
  // The text of line `line` (1-based) without its newline; empty if out of range.
  std::string_view line_text(int line) const;
};

// A syntax error found by the lexer or the parser. Thrown as a C++ exception
// by the front half of the pipeline; the interpreter turns it into a Python
// SyntaxError/IndentationError/TabError value.
struct SyntaxErrorInfo {
  std::string kind = "SyntaxError";  // or "IndentationError", "TabError"
  std::string message;
  std::string filename;
  int line = 0;
  int col = 0;      // 0-based; the caret goes under it
  int end_col = 0;  // exclusive; equal to col+1 for a single caret
  std::string line_text;
};

// Formats a SyntaxErrorInfo the way CPython prints it (without traceback):
//   File "x.py", line 3
//     print("a"
//          ^
// SyntaxError: '(' was never closed
std::string format_syntax_error(const SyntaxErrorInfo& e);

}  // namespace minitf
