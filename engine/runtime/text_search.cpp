// Linear substring search (runtime/text_search.h).
#include "runtime/text_search.h"

#include <string.h>

#include <algorithm>

#include "base/limits.h"

namespace minitf {

namespace {

// The text searched between two polls of the interrupt flag: a few
// milliseconds of memmem, so Ctrl-C and the time limit answer at once.
constexpr size_t kSearchChunkBytes = size_t{1} << 24;

}  // namespace

size_t text_find(std::string_view hay, std::string_view needle, size_t from) {
  if (from > hay.size() || hay.size() - from < needle.size()) return std::string_view::npos;
  if (needle.empty()) return from;
  const size_t m = needle.size();
  size_t pos = from;
  for (;;) {
    // Each window overlaps the next by m - 1 bytes, so no match is split.
    const size_t window = std::min(hay.size() - pos, kSearchChunkBytes + m - 1);
    const void* hit = memmem(hay.data() + pos, window, needle.data(), m);
    if (hit) return size_t(static_cast<const char*>(hit) - hay.data());
    if (pos + window >= hay.size()) return std::string_view::npos;
    pos += kSearchChunkBytes;
    poll_interrupt();
  }
}

std::string reversed_bytes(std::string_view s) { return std::string(s.rbegin(), s.rend()); }

size_t text_rfind(std::string_view hay, std::string_view needle) {
  if (hay.size() < needle.size()) return std::string_view::npos;
  if (needle.empty()) return hay.size();
  // A short needle is looked for from the end directly: no copy of the text.
  if (needle.size() == 1) {
    const void* hit = memrchr(hay.data(), static_cast<unsigned char>(needle[0]), hay.size());
    return hit ? size_t(static_cast<const char*>(hit) - hay.data()) : std::string_view::npos;
  }
  const std::string rh = reversed_bytes(hay), rn = reversed_bytes(needle);
  const size_t r = text_find(rh, rn);
  if (r == std::string_view::npos) return r;
  return hay.size() - r - needle.size();
}

}  // namespace minitf
