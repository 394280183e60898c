// The runtime half of AutoGraph: the `ag__` module the converted code calls,
// the conversion cache, and the dispatch of converted control flow at trace
// time (a symbolic tensor → a graph If/While; anything else → plain Python).
#pragma once

#include <string>
#include <vector>

#include "runtime/interpreter.h"

namespace minitf {

// ---- conversion (api.cpp) ------------------------------------------------------
// The converted callable for a Python function (to_graph); other callables
// are returned as they are. `user_requested` is false for functions reached
// through converted_call.
Value convert_callable(Interpreter& in, const Value& fn, bool user_requested);
// Is `fn` a def produced by a conversion (never converted again)?
bool is_autograph_artifact(Interpreter& in, const Function* fn);
// The ag__ module of this interpreter.
Value ag_module(Interpreter& in);
// Registers tf.autograph, tf.cond, tf.while_loop, tf.TensorArray and the
// converter tracing applies.
void install_autograph(Interpreter& in, Module& tf);

// ---- ag__ (runtime_helpers.cpp) ---------------------------------------------------
Ref<Module> make_ag_module(Interpreter& in);
// TF's special values: a symbol not yet assigned, a return not yet taken.
bool is_undefined(const Value& v);
bool is_undefined_return(const Value& v);
const std::string& undefined_name(const Value& v);
Value make_undefined(const std::string& name);

// ---- control flow (control_flow.cpp) ----------------------------------------------
Value ag_if_stmt(Interpreter& in, CallArgs& a);
Value ag_while_stmt(Interpreter& in, CallArgs& a);
Value ag_for_stmt(Interpreter& in, CallArgs& a);
Value ag_if_exp(Interpreter& in, CallArgs& a);
Value tf_cond(Interpreter& in, CallArgs& a);
Value tf_while_loop(Interpreter& in, CallArgs& a);
// Lazy `and`/`or`: a symbolic tensor operand becomes LogicalAnd/LogicalOr.
Value ag_and_or(Interpreter& in, CallArgs& a, bool is_and);
Value ag_not(Interpreter& in, CallArgs& a);

}  // namespace minitf
