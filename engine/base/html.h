// Escaping text for HTML: the kernel's rich displays and explain()'s HTML
// table put user-chosen names (functions, signatures, values) into markup.
#pragma once

#include <string>
#include <string_view>

namespace minitf {

// `s` with &, <, > and " replaced by their entities, safe in element text and
// in double-quoted attribute values.
inline std::string html_escape(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (char c : s) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

}  // namespace minitf
