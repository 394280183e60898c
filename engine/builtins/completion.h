// Tab completion of Python source over a live Interpreter: names in scope,
// keywords, and attributes after a dotted name. One implementation for every
// front end: the terminal REPL decorates matches as rlcompleter does, the
// Jupyter kernel wants bare names; offsets are byte offsets into UTF-8 text
// (the kernel converts Jupyter's code points at its edge).
//
// Completion never runs user code (see dotted.h): the text before a dot is
// evaluated only when it is a plain dotted name, and only through lookups that
// cannot call Python functions.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace minitf {

class Interpreter;

struct CompletionOptions {
  // Decorate matches as Python's rlcompleter does in a terminal: "print(",
  // "import ", "try:". A Jupyter front end wants the bare names.
  bool decorate = false;
};

struct Completion {
  // The matches replace text[start, end): the part of the word before the
  // cursor; `end` is the cursor (clamped to the text).
  size_t start = 0;
  size_t end = 0;
  std::vector<std::string> matches;  // sorted, no duplicates
};

// Completes the word that ends at byte offset `cursor` of `text`: names of
// __main__ and the builtins (a global shadows the builtin of the same name)
// and keywords for a bare word; after a dot, the attributes dir() lists.
// Names starting with an underscore are offered only when the typed word
// starts with one, as in rlcompleter. Nothing is offered inside a string
// literal, a comment or a number. Never raises.
Completion complete(Interpreter& in, std::string_view text, size_t cursor,
                    const CompletionOptions& options = {});

// The longest common prefix of the matches (what a single Tab can insert),
// never ending inside a UTF-8 sequence.
std::string common_prefix(const std::vector<std::string>& matches);

}  // namespace minitf
