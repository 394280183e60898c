// AutoGraph's conversion: a function's AST → the AST of `tf__<name>`, whose
// control flow calls the runtime helpers of the `ag__` module. The passes and
// their order are TensorFlow's (autograph/converters): function scopes,
// break, continue, return, call trees, control flow, conditional
// expressions, logical expressions, variable loads. The result is what
// `to_code` prints and what tracing runs.
#pragma once

#include <memory>
#include <set>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "syntax/ast.h"

namespace minitf {

struct ConvertOptions {
  // A function the user asked to convert (tf.function, to_code) rather than
  // one reached through converted_call: printed in its ConversionOptions.
  bool user_requested = true;
  // Names of the function's module globals: generated names avoid them.
  std::set<std::string> global_names;
};

// Converts a copy of `original` (which is left untouched). The result is
// unresolved; see resolve_detached_function.
std::unique_ptr<FunctionDef> convert_function(const FunctionDef& original,
                                              const ConvertOptions& options);

// ---- shared by the passes (converter.cpp, control_flow_pass.cpp) -----------

namespace ag_internal {

// TF's Namer: a generated name never collides with a user name, a module
// global or an earlier generated name ("if_body", "if_body_1", ...).
class Namer {
 public:
  std::set<std::string> reserved;
  std::string new_symbol(const std::string& root);

 private:
  std::set<std::string> generated_;
};

struct PassContext {
  Namer namer;
  bool user_requested = true;
  // Name loads present in the user's code: only these become ag__.ld(...).
  std::unordered_set<const NameExpr*> original_loads;
  // The extra stop condition of a for loop (break/return flags), TF's
  // EXTRA_LOOP_TEST annotation.
  std::unordered_map<const ForStmt*, ExprPtr> extra_test;
  // The FunctionScope variable of each converted def ("fscope", "fscope_1").
  std::unordered_map<const FunctionDef*, std::string> fscope;
};

// Calls f(ExprPtr&) for every expression slot directly held by a statement
// (not inside nested statement bodies).
template <class F>
void for_each_stmt_expr(Stmt& s, F&& f);
// Calls f(ExprPtr&) for every direct sub-expression of e (a lambda's body
// included).
template <class F>
void for_each_child_expr(Expr& e, F&& f);
// Calls f(StmtList&) for every statement list nested directly in s (bodies,
// orelse, handlers, finally; not a FunctionDef's body).
template <class F>
void for_each_child_body(Stmt& s, F&& f);

void control_flow_pass(FunctionDef& def, PassContext& ctx);

}  // namespace ag_internal
}  // namespace minitf

#include "autograph/converter_visit.h"
