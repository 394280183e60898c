// Internals shared by control_flow.cpp (conditionals) and loops.cpp.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "autograph/runtime.h"
#include "builtins/native.h"
#include "framework/dispatch.h"
#include "framework/tracing.h"

namespace minitf {
namespace ag_cf {

// Does this value stage graph control flow (a symbolic tensor)?
bool stages(const Value& v);
std::vector<Value> call_state(Interpreter& in, const Value& get_state);
void set_state(Interpreter& in, const Value& setter, const std::vector<Value>& v);
std::vector<std::string> str_list(Interpreter& in, const Value& names);
// Tensors and the Python values TF converts to one (bool, int, float, numpy).
bool is_tensor_like(const Value& v);
// One op through the binding's door (graph node while tracing): tensors keep
// their Python source, Python values are converted.
Value op_values(Interpreter& in, OpId op, const std::vector<Value>& inputs, const Attrs& attrs,
                const char* name);
// A scalar bool condition as an Output of the current graph (TF's errors otherwise).
Output condition_output(Interpreter& in, const Value& cond, const char* what);

// A sub-graph that no node took (a scratch graph, a branch that failed half
// built) stays alive as long as the active trace's root graph: Python values
// may still hold symbolic tensors of it, and those keep the root alive.
void keep_subgraph(Interpreter& in, std::unique_ptr<Graph> g);

using BranchFn = std::function<std::vector<Value>()>;
// Stages tf.cond: each branch runs in its sub-graph and returns its results;
// returns the If node's results (a value both branches left untouched passes
// through as is). `names` name the results in errors.
std::vector<Value> stage_cond(Interpreter& in, const Value& pred, const BranchFn& then_fn,
                              const BranchFn& else_fn, const std::vector<std::string>& names);

Value ag_if_stmt_impl(Interpreter& in, CallArgs& a);

}  // namespace ag_cf
}  // namespace minitf
