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
#include "syntax/ast_walk.h"

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

// The AST walks of the passes, on the walker of syntax/ast_walk.h
// (for_each_child visits an expression's sub-expressions directly).

// Calls f(ExprPtr&) for every expression a statement holds outside its blocks
// and nested scopes, except a def's or class's decorators: AutoGraph leaves
// decorators as they are (TF's call_trees does not visit decorator_list).
template <class F>
void for_each_stmt_expr(Stmt& s, F&& f) {
  const ExprList* decorators = nullptr;
  if (s.kind == StmtKind::FunctionDef) decorators = &static_cast<FunctionDef&>(s).decorators;
  if (s.kind == StmtKind::ClassDef) decorators = &static_cast<ClassDef&>(s).decorators;
  auto is_decorator = [&](const ExprPtr& e) {
    if (decorators)
      for (const ExprPtr& d : *decorators)
        if (&d == &e) return true;
    return false;
  };
  for_each_child(
      s,
      [&](ExprPtr& e) {
        if (!is_decorator(e)) f(e);
      },
      Reach::Outer);
}

// Calls f(StmtList&) for every block nested directly in s (bodies, orelse,
// handlers, finally), not a def's or class's body.
template <class F>
void for_each_block(Stmt& s, F&& f) {
  for_each_child(
      s, [&](StmtList& b) { f(b); }, Reach::Outer);
}

void control_flow_pass(FunctionDef& def, PassContext& ctx);

}  // namespace ag_internal
}  // namespace minitf
