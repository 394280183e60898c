// Human-readable dumps of tokens and trees, for MINITF_DEBUG (level 1 prints
// tokens, level 2 the AST) and for tests.
#pragma once

#include <string>

#include "syntax/ast.h"
#include "syntax/source.h"

namespace minitf {

// One token per line: "1:0-1:5 Name 'print'". A lexer error ends the dump
// with its message.
std::string dump_tokens(const SourceFile& file);

// An indented tree, one node per line with its fields and position:
//   Assign @1:0-1:5
//     target: Name 'x' Store @1:0-1:1
//     value: Constant int 1 @1:4-1:5
std::string dump_ast(const SourceUnit& unit);
std::string dump_expr(const Expr& e);
std::string dump_stmt(const Stmt& s);

}  // namespace minitf
