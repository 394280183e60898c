// Substring search in linear time that Ctrl-C can stop: what `in`,
// str.find/rfind/index/count, replace, split and partition run on.
//
// std::string::find compares the needle at every position (O(n*m): 'a' * 10**6
// searched for 'a' * 5000 + 'b' takes minutes); glibc's memmem is the two-way
// algorithm (linear whatever the text), as CPython's fastsearch is. Strings are
// UTF-8, which is self-synchronising: a match of valid text always starts on a
// character boundary, so byte search finds exactly the code-point matches.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace minitf {

// The first occurrence of `needle` in `hay` starting at or after `from`, or
// npos. Polls the session's interrupt flag between chunks of the text.
size_t text_find(std::string_view hay, std::string_view needle, size_t from = 0);

// The last occurrence of `needle` lying wholly inside hay, or npos (linear
// too: the search runs forwards over the reversed text).
size_t text_rfind(std::string_view hay, std::string_view needle);

// The text reversed byte by byte (for a series of searches from the right:
// rsplit reverses once, then searches forwards).
std::string reversed_bytes(std::string_view s);

}  // namespace minitf
