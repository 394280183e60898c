// AST → Python source, in the layout TensorFlow's `tf.autograph.to_code`
// shows: astunparse's (4-space indent, a blank line before every def and
// class, every operator expression fully parenthesized — "(ag__.ld(x) > 0)",
// "(lambda : ...)" — so precedence never depends on context).
#pragma once

#include <string>

#include "syntax/ast.h"

namespace minitf {

// The source of one statement (a whole function for a FunctionDef), without
// the leading blank line astunparse emits, ending with a newline.
std::string unparse_stmt(const Stmt& s);
// The source of one expression.
std::string unparse_expr(const Expr& e);

}  // namespace minitf
