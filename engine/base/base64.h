// Base64 (RFC 4648, with padding, no line breaks): how Jupyter messages carry
// binary pictures (image/png, image/jpeg), as IPython's b2a_base64(newline=False).
#pragma once

#include <string>
#include <string_view>

namespace minitf {

inline std::string base64_encode(std::string_view bytes) {
  static const char kAlphabet[] =
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string out;
  out.reserve((bytes.size() + 2) / 3 * 4);
  size_t i = 0;
  for (; i + 2 < bytes.size(); i += 3) {
    unsigned n = unsigned(static_cast<unsigned char>(bytes[i])) << 16 |
                 unsigned(static_cast<unsigned char>(bytes[i + 1])) << 8 |
                 unsigned(static_cast<unsigned char>(bytes[i + 2]));
    out += kAlphabet[n >> 18];
    out += kAlphabet[(n >> 12) & 63];
    out += kAlphabet[(n >> 6) & 63];
    out += kAlphabet[n & 63];
  }
  size_t rest = bytes.size() - i;
  if (rest) {
    unsigned n = unsigned(static_cast<unsigned char>(bytes[i])) << 16;
    if (rest == 2) n |= unsigned(static_cast<unsigned char>(bytes[i + 1])) << 8;
    out += kAlphabet[n >> 18];
    out += kAlphabet[(n >> 12) & 63];
    out += rest == 2 ? kAlphabet[(n >> 6) & 63] : '=';
    out += '=';
  }
  return out;
}

}  // namespace minitf
