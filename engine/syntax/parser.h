// The parser: tokens → AST (ast.h), by recursive descent over CPython 3.11's
// grammar, with CPython's error messages where practical.
#pragma once

#include <memory>
#include <string>
#include <string_view>

#include "syntax/ast.h"
#include "syntax/source.h"

namespace minitf {

// Expressions (brackets, unary operators, conditional expressions, lambdas)
// nest at most this deep, so hostile input gets a SyntaxError instead of
// overflowing the parser's (and every later pass's) stack. CPython's parser
// has the same kind of limit.
constexpr int kMaxNestingDepth = 200;
// A chain of binary operators (`a + b + ... `) builds a left-deep tree that
// later passes walk recursively; this bounds its depth the same way.
constexpr int kMaxOperatorChain = 1000;

// Parses a whole file (or a REPL cell). Throws SyntaxErrorInfo.
std::unique_ptr<SourceUnit> parse(std::shared_ptr<SourceFile> file);

// Is `text` a complete REPL/Jupyter input? Like CPython's codeop:
// Incomplete for open brackets, an open triple-quoted string, a trailing
// backslash, a block header without its body, or a compound statement not
// yet closed by an empty line; Invalid for a syntax error the user cannot
// fix by typing more. `indent_hint` (may be null) receives the indentation
// the next line should start with. Lines are joined with '\n'; a final
// empty line (text ending in '\n') closes an open block.
enum class InputStatus { Complete, Incomplete, Invalid };
InputStatus check_input(std::string_view text, std::string* indent_hint);

}  // namespace minitf
