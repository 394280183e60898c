// UTF-8 and character-class helpers for the str methods and formatting.
//
// Python strings are sequences of code points; minitf stores them as UTF-8.
// These helpers decode/encode and classify code points. Classification covers
// ASCII exactly and the common non-ASCII scripts (Latin-1, Latin Extended-A,
// Greek, Cyrillic, CJK, kana, Hangul) — enough for teaching programs without
// shipping the full Unicode database.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace minitf {
namespace text {

// Decodes one code point at s[i], advancing i. Invalid bytes decode as
// themselves (Latin-1) so nothing is ever lost.
inline char32_t decode_at(std::string_view s, size_t& i) {
  unsigned char c = static_cast<unsigned char>(s[i]);
  auto cont = [&](size_t k) {
    return i + k < s.size() && (static_cast<unsigned char>(s[i + k]) & 0xC0) == 0x80;
  };
  auto byte = [&](size_t k) {
    return static_cast<char32_t>(static_cast<unsigned char>(s[i + k]) & 0x3F);
  };
  if (c < 0x80) {
    ++i;
    return c;
  }
  if ((c & 0xE0) == 0xC0 && cont(1)) {
    char32_t r = (static_cast<char32_t>(c & 0x1F) << 6) | byte(1);
    i += 2;
    return r;
  }
  if ((c & 0xF0) == 0xE0 && cont(1) && cont(2)) {
    char32_t r = (static_cast<char32_t>(c & 0x0F) << 12) | (byte(1) << 6) | byte(2);
    i += 3;
    return r;
  }
  if ((c & 0xF8) == 0xF0 && cont(1) && cont(2) && cont(3)) {
    char32_t r =
        (static_cast<char32_t>(c & 0x07) << 18) | (byte(1) << 12) | (byte(2) << 6) | byte(3);
    i += 4;
    return r;
  }
  ++i;
  return c;
}

inline std::u32string decode(std::string_view s) {
  std::u32string out;
  out.reserve(s.size());
  for (size_t i = 0; i < s.size();) out.push_back(decode_at(s, i));
  return out;
}

inline void append_utf8(std::string& out, char32_t c) {
  if (c < 0x80) {
    out.push_back(static_cast<char>(c));
  } else if (c < 0x800) {
    out.push_back(static_cast<char>(0xC0 | (c >> 6)));
    out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
  } else if (c < 0x10000) {
    out.push_back(static_cast<char>(0xE0 | (c >> 12)));
    out.push_back(static_cast<char>(0x80 | ((c >> 6) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
  } else {
    out.push_back(static_cast<char>(0xF0 | (c >> 18)));
    out.push_back(static_cast<char>(0x80 | ((c >> 12) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | ((c >> 6) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
  }
}

inline std::string encode(std::u32string_view s) {
  std::string out;
  out.reserve(s.size());
  for (char32_t c : s) append_utf8(out, c);
  return out;
}

inline bool is_ascii(std::string_view s) {
  for (char c : s)
    if (static_cast<unsigned char>(c) >= 0x80) return false;
  return true;
}

// Number of code points.
inline size_t length(std::string_view s) {
  size_t n = 0;
  for (char c : s)
    if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) ++n;
  return n;
}

// The byte offset where code point `n` starts (s.size() when n reaches past
// the end): the inverse of length() for front ends that count code points.
inline size_t byte_offset(std::string_view s, size_t n) {
  size_t i = 0;
  while (i < s.size() && n > 0) {
    ++i;
    while (i < s.size() && (static_cast<unsigned char>(s[i]) & 0xC0) == 0x80) ++i;
    --n;
  }
  return i;
}

// Python's str.isspace set.
inline bool is_space(char32_t c) {
  return (c >= 0x09 && c <= 0x0D) || (c >= 0x1C && c <= 0x20) || c == 0x85 || c == 0xA0 ||
         c == 0x1680 || (c >= 0x2000 && c <= 0x200A) || c == 0x2028 || c == 0x2029 || c == 0x202F ||
         c == 0x205F || c == 0x3000;
}

// Line boundaries of str.splitlines.
inline bool is_linebreak(char32_t c) {
  return c == '\n' || c == '\r' || c == 0x0B || c == 0x0C || c == 0x1C || c == 0x1D || c == 0x1E ||
         c == 0x85 || c == 0x2028 || c == 0x2029;
}

inline bool is_upper(char32_t c) {
  if (c < 0x80) return c >= 'A' && c <= 'Z';
  if (c >= 0xC0 && c <= 0xDE) return c != 0xD7;
  if (c >= 0x100 && c <= 0x137) return (c & 1) == 0;
  if (c >= 0x139 && c <= 0x148) return (c & 1) == 1;
  if (c >= 0x14A && c <= 0x177) return (c & 1) == 0;
  if (c >= 0x391 && c <= 0x3AB) return c != 0x3A2;
  if (c >= 0x400 && c <= 0x42F) return true;
  return false;
}

inline bool is_lower(char32_t c) {
  if (c < 0x80) return c >= 'a' && c <= 'z';
  if (c == 0xAA || c == 0xB5 || c == 0xBA) return true;
  if (c >= 0xDF && c <= 0xFF) return c != 0xF7;
  if (c >= 0x100 && c <= 0x137) return (c & 1) == 1;
  if (c >= 0x139 && c <= 0x148) return (c & 1) == 0;
  if (c >= 0x14A && c <= 0x177) return (c & 1) == 1;
  if (c >= 0x3AC && c <= 0x3CE) return true;
  if (c >= 0x430 && c <= 0x45F) return true;
  return false;
}

inline char32_t to_upper(char32_t c) {
  if (c < 0x80) return (c >= 'a' && c <= 'z') ? c - 32 : c;
  if (c == 0xB5) return 0x39C;
  if (c == 0xFF) return 0x178;
  if (c >= 0xE0 && c <= 0xFE && c != 0xF7) return c - 32;
  if (c >= 0x100 && c <= 0x177 && is_lower(c)) return c - 1;
  if (c >= 0x3B1 && c <= 0x3CB) return c == 0x3C2 ? 0x3A3 : c - 32;
  if (c >= 0x430 && c <= 0x44F) return c - 32;
  if (c >= 0x450 && c <= 0x45F) return c - 80;
  return c;
}

inline char32_t to_lower(char32_t c) {
  if (c < 0x80) return (c >= 'A' && c <= 'Z') ? c + 32 : c;
  if (c >= 0xC0 && c <= 0xDE && c != 0xD7) return c + 32;
  if (c == 0x178) return 0xFF;
  if (c >= 0x100 && c <= 0x177 && is_upper(c)) return c + 1;
  if (c >= 0x391 && c <= 0x3AB && c != 0x3A2) return c + 32;
  if (c >= 0x410 && c <= 0x42F) return c + 32;
  if (c >= 0x400 && c <= 0x40F) return c + 80;
  return c;
}

inline bool is_decimal(char32_t c) {
  return (c >= '0' && c <= '9') || (c >= 0x660 && c <= 0x669) || (c >= 0x6F0 && c <= 0x6F9) ||
         (c >= 0x966 && c <= 0x96F) || (c >= 0xFF10 && c <= 0xFF19);
}
// str.isdigit adds superscripts and circled digits to the decimals.
inline bool is_digit(char32_t c) {
  return is_decimal(c) || c == 0xB2 || c == 0xB3 || c == 0xB9 || (c >= 0x2070 && c <= 0x2079) ||
         (c >= 0x2080 && c <= 0x2089) || (c >= 0x2460 && c <= 0x2468);
}
// str.isnumeric adds fractions and numerals to the digits.
inline bool is_numeric(char32_t c) {
  return is_digit(c) || (c >= 0xBC && c <= 0xBE) || (c >= 0x2150 && c <= 0x2189) || c == 0x3007;
}

inline bool is_alpha(char32_t c) {
  if (c < 0x80) return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
  if (is_upper(c) || is_lower(c)) return true;
  return (c >= 0xC0 && c <= 0x24F && c != 0xD7 && c != 0xF7) ||
         (c >= 0x370 && c <= 0x3FF && c != 0x375 && c != 0x37E && c != 0x384 && c != 0x385 &&
          c != 0x387) ||
         (c >= 0x400 && c <= 0x481) || (c >= 0x48A && c <= 0x52F) || (c >= 0x5D0 && c <= 0x5EA) ||
         (c >= 0x620 && c <= 0x64A) || (c >= 0x3041 && c <= 0x3096) ||
         (c >= 0x30A1 && c <= 0x30FA) || (c >= 0x3400 && c <= 0x4DBF) ||
         (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0xAC00 && c <= 0xD7A3);
}

inline bool is_alnum(char32_t c) { return is_alpha(c) || is_numeric(c); }

// Cased letters for title()/istitle().
inline bool is_cased(char32_t c) { return is_upper(c) || is_lower(c); }

// str.isidentifier: letters or '_' then letters, digits or '_'.
inline bool is_identifier(std::u32string_view s) {
  if (s.empty()) return false;
  if (!(s[0] == '_' || is_alpha(s[0]))) return false;
  for (char32_t c : s)
    if (!(c == '_' || is_alpha(c) || is_decimal(c))) return false;
  return true;
}

// What repr() shows literally (str.isprintable); the rest is escaped.
inline bool is_printable(char32_t c) {
  if (c < 0x20 || c == 0x7F) return false;
  if (c < 0x7F) return true;
  if (c <= 0xA0 || c == 0xAD) return false;
  if (c >= 0xD800 && c <= 0xDFFF) return false;  // surrogates
  if (c >= 0xE000 && c <= 0xF8FF) return false;  // private use
  if (c >= 0x2000 && c <= 0x200F) return false;  // spaces, zero-width marks
  if (c >= 0x2028 && c <= 0x202F) return false;  // separators, bidi controls
  if (c >= 0x205F && c <= 0x206F) return false;  // math space, invisible ops
  if (c == 0x1680 || c == 0x3000 || c == 0xFEFF) return false;
  if (c >= 0xFFF0 && c <= 0xFFFB) return false;
  if (c == 0xFFFE || c == 0xFFFF || c > 0x10FFFF) return false;
  if (c >= 0xF0000) return false;  // supplementary private use
  return true;
}

}  // namespace text
}  // namespace minitf
