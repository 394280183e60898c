// Tab completion of Python source: names, keywords, and attributes after a
// dotted name. Front-end neutral (no terminal, no libedit), so the Jupyter
// kernel's complete_request can use the same logic; both front ends' completion
// should move into engine/runtime once the kernel lands.
//
// Completion never runs user code: the expression before a dot is evaluated
// only when it is a plain dotted name, and only through lookups that cannot
// call Python functions (module globals, instance and class dicts, and the
// native property getters of built-in types such as Tensor.shape).
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace minitf {

class Interpreter;

struct CompletionOptions {
  // Decorate matches as Python's rlcompleter does in a terminal: "print(",
  // "import ", "try:". A Jupyter front end wants the bare names.
  bool decorate = true;
};

struct Completion {
  // The matches replace text[start, cursor): the word being completed.
  size_t start = 0;
  std::vector<std::string> matches;  // sorted, no duplicates
};

// Completes the word that ends at byte offset `cursor` of `text`.
Completion complete(Interpreter& in, std::string_view text, size_t cursor,
                    const CompletionOptions& options = {});

// The longest common prefix of the matches (what a single Tab can insert).
std::string common_prefix(const std::vector<std::string>& matches);

}  // namespace minitf
