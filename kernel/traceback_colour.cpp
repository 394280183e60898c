#include "traceback_colour.h"

#include <cctype>

namespace minitf {

namespace {

bool is_name_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.';
}

// `  File "<cell 1>", line 2, in f` (", in f" absent for a SyntaxError).
bool colour_file_line(const std::string& line, std::string& out) {
  static const std::string kFile = "  File \"";
  if (line.compare(0, kFile.size(), kFile) != 0) return false;
  size_t name_end = line.find("\", line ", kFile.size());
  if (name_end == std::string::npos) return false;
  size_t num_start = name_end + 8;
  size_t num_end = num_start;
  while (num_end < line.size() && std::isdigit(static_cast<unsigned char>(line[num_end])))
    ++num_end;
  if (num_end == num_start) return false;
  std::string rest = line.substr(num_end);
  static const std::string kIn = ", in ";
  out = "  File " + std::string(kAnsiLocation) +
        line.substr(kFile.size() - 1, name_end + 1 - (kFile.size() - 1)) + kAnsiReset + ", line " +
        kAnsiLocation + line.substr(num_start, num_end - num_start) + kAnsiReset;
  if (rest.compare(0, kIn.size(), kIn) == 0)
    out += kIn + kAnsiFunction + rest.substr(kIn.size()) + kAnsiReset;
  else
    out += rest;
  return true;
}

// "ZeroDivisionError: division by zero", "KeyboardInterrupt",
// "tensorflow.python.framework.errors_impl.InvalidArgumentError: ...": a
// dotted name in column 0, then ": " or the end of the line.
bool colour_exception_line(const std::string& line, std::string& out) {
  if (line.empty() || !(std::isalpha(static_cast<unsigned char>(line[0])) || line[0] == '_'))
    return false;
  size_t end = 0;
  while (end < line.size() && is_name_char(line[end])) ++end;
  if (end < line.size() && line.compare(end, 2, ": ") != 0 && line.compare(end, 1, ":") != 0)
    return false;
  if (line.compare(0, end, "Traceback") == 0) return false;
  out = kAnsiExceptionName + line.substr(0, end) + kAnsiReset + line.substr(end);
  return true;
}

}  // namespace

std::vector<std::string> colour_traceback(const std::vector<std::string>& lines) {
  std::vector<std::string> out;
  out.reserve(lines.size());
  for (const std::string& line : lines) {
    std::string coloured;
    if (colour_file_line(line, coloured) || colour_exception_line(line, coloured))
      out.push_back(std::move(coloured));
    else
      out.push_back(line);
  }
  return out;
}

}  // namespace minitf
