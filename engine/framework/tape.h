// The gradient tape (TF's eager/tape.h and imperative_grad): while a
// tf.GradientTape is recording, every op that dispatch_op runs (eagerly) or
// adds to a graph (tracing) is recorded on it when one of its floating
// inputs is watched, and its outputs become watched in turn. gradient() walks
// the record backwards, calling each op's one gradient function
// (gradients.h), which dispatches ordinary ops: eager tensors give eager
// gradients, symbolic ones add the backward ops to the graph being traced.
//
// Tensors are identified by what they are to the script: an eager tensor by
// its object, a graph tensor by its node output, a variable by its resource.
// A variable read is recorded as its own entry (TF's ReadVariableOp), from
// the variable to a snapshot of the value the op saw, so the gradient flows
// to the variable and uses the value it had when the op ran.
#pragma once

#include <cstddef>
#include <cstdint>
#include <deque>
#include <memory>
#include <string>
#include <unordered_set>
#include <vector>

#include "framework/dispatch.h"
#include "graph/graph.h"

namespace minitf {

struct TapeKey {
  const void* p = nullptr;
  int index = 0;
  bool valid() const { return p != nullptr; }
  bool operator==(const TapeKey& o) const { return p == o.p && index == o.index; }
};
// 2^64 / golden ratio: multiplying spreads small output indices over all
// bits (Fibonacci hashing), so (node, 0) and (node, 1) hash far apart.
constexpr uint64_t kIndexHashMultiplier = 0x9e3779b97f4a7c15ull;
struct TapeKeyHash {
  size_t operator()(const TapeKey& k) const {
    return std::hash<const void*>()(k.p) ^ size_t(uint64_t(k.index) * kIndexHashMultiplier);
  }
};

// The key of a tensor, symbolic tensor or variable; invalid for anything else.
TapeKey tape_key(const Value& v);
// Can a tensor of dtype d carry a gradient (floating or complex)?
bool dtype_is_trainable(DType d);

// The backward functions built for one tf.function graph, by the shapes
// they were built for (gradients_function.cpp).
struct BackwardFunctions;
std::shared_ptr<BackwardFunctions> new_backward_functions();

// A tf.function called eagerly under a tape: its graph, the call's input
// tensors (one per placeholder) and the value of each of the graph's
// intermediate tensors in that call, which its backward function reads (as
// TF's forward function returns them for its backward function).
struct FunctionCallRecord {
  std::shared_ptr<Graph> graph;
  // The backward functions built for this graph's calls so far (shared by them).
  std::shared_ptr<BackwardFunctions> backward;
  std::vector<Tensor> inputs;
  std::vector<Output> intermediates;
  std::vector<Tensor> values;
};

struct TapeEntry {
  // null: a variable read (the gradient passes through), or a custom gradient
  const OpDef* op = nullptr;
  // tf.custom_gradient: the Python function that maps the outputs' gradients
  // to the inputs' (None otherwise).
  Value custom;
  // An op recorded without a gradient here (a tf.function called eagerly):
  // its TF type name; a gradient through it raises TF's LookupError.
  const char* no_gradient = nullptr;
  // A tf.function's call, differentiated by its backward function.
  std::shared_ptr<const FunctionCallRecord> function_call;
  // An If or While node (tf.cond, tf.while_loop), differentiated by
  // cond_gradient / while_gradient, and its graph's owner.
  const Node* cond = nullptr;
  std::shared_ptr<Graph> keep;
  Attrs attrs;
  std::vector<TapeKey> input_keys;  // invalid where nothing can be watched
  std::vector<Value> inputs;        // the values the op saw, as its gradient reads them
  std::vector<TapeKey> output_keys;
  std::vector<Value> outputs;
  // The name scope the forward op was built in ("" eagerly): the backward
  // ops go under "gradient_tape/<scope>/", as TF names them.
  std::string scope;
};

class Tape {
 public:
  Tape(bool persistent, bool watch_accessed_variables)
      : persistent_(persistent), watch_accessed_variables_(watch_accessed_variables) {}

  bool persistent() const { return persistent_; }
  bool watch_accessed_variables() const { return watch_accessed_variables_; }

  // Watches a tensor or variable (v must have a valid key).
  void watch(const Value& v);
  bool watching(const TapeKey& k) const { return tensors_.count(k) != 0; }
  // The variables watched so far, in the order they were first watched.
  const std::vector<Value>& watched_variables() const { return variables_; }

  // Called by the recording hook: one op, its inputs (as dispatched) and outputs.
  // `name` is dispatch_op's: a name scope ("mul/") names the forward scope
  // of the backward ops after the op ("gradient_tape/mul/Mul").
  // `snapshots` holds the tensors standing for the variables' values the op
  // read, shared by all tapes that record the op (so an outer tape sees an
  // inner tape's backward ops use them); filled by the first tape that needs them.
  void record(Interpreter& in, const OpDef& op, const OpInputs& inputs, const Attrs& attrs,
              const std::vector<Value>& outputs, const char* name, std::vector<Value>* snapshots);

  // A deque: a persistent tape used inside its block records the backward
  // ops while they are computed from its entries, which must stay put.
  // tf.custom_gradient: records outputs = f(inputs) with `grad_fn` as its
  // gradient, when an input is watched.
  void record_custom(const std::vector<Value>& inputs, const std::vector<Value>& outputs,
                     const Value& grad_fn);

  // A control-flow node (see record_control_flow_on_tapes).
  void record_control_flow(const Node& node, const std::vector<Output>& outputs,
                           std::shared_ptr<Graph> keep);

  // See record_function_call_on_tapes: without a gradient, or with its backward function.
  void record_function_call(const std::vector<Value>& outputs);
  void record_differentiable_call(std::shared_ptr<const FunctionCallRecord> call,
                                  const std::vector<Value>& inputs,
                                  const std::vector<Value>& outputs);

  const std::deque<TapeEntry>& entries() const { return entries_; }

 private:
  // For a call recorded as one entry (custom_gradient, a differentiable function call):
  // watches the trainable variables among `inputs` (the call ran unrecorded,
  // so this is where they are accessed) and says whether any input is watched.
  bool watch_call_inputs(const std::vector<Value>& inputs);
  // Completes `e` with the call's inputs and outputs and keeps it.
  void keep_call_entry(TapeEntry e, const std::vector<Value>& inputs,
                       const std::vector<Value>& outputs);

  bool persistent_;
  bool watch_accessed_variables_;
  std::deque<TapeEntry> entries_;
  std::unordered_set<TapeKey, TapeKeyHash> tensors_;
  std::vector<Value> variables_;
};

// ---- the tapes of the thread ---------------------------------------------------------

// Starts / stops recording on `tape` (TF's push_tape / pop_tape).
void push_tape(std::shared_ptr<Tape> tape);
void pop_tape(const Tape* tape);
// Is any tape recording? One load: dispatch_op's eager path checks it.
bool tapes_recording();
// Records an op that dispatch_op ran or traced on every recording tape.
void record_on_tapes(Interpreter& in, const OpDef& op, const OpInputs& inputs, const Attrs& attrs,
                     const std::vector<Value>& outputs, const char* name);

// Nothing is recorded while one is alive (tf.custom_gradient's forward function).
class PauseTapes {
 public:
  PauseTapes();
  ~PauseTapes();
  PauseTapes(const PauseTapes&) = delete;
  PauseTapes& operator=(const PauseTapes&) = delete;

 private:
  std::vector<std::shared_ptr<Tape>> saved_;
};
// Records a custom gradient on every recording tape.
void record_custom_on_tapes(const std::vector<Value>& inputs, const std::vector<Value>& outputs,
                            const Value& grad_fn);

// A functional If or While node (tf.cond, tf.while_loop, AutoGraph's if and
// loops): recorded like an op, with the graph tensors the node consumes and
// the ones it gives the script, and differentiated by cond_gradient or
// while_gradient (gradients_impl.h).
void record_control_flow_on_tapes(Interpreter& in, const std::vector<Output>& outputs);

// A tf.function called eagerly while a tape records (TF records a
// StatefulPartitionedCall): `leaves` are the call's tensor arguments in the
// order of the graph's placeholders (null when unknown), `outputs` the
// result's tensor for each graph output, and `call` the call's inputs and
// intermediate values (null when the call did not keep them). Its gradient
// runs a backward function graph on them (function_call_gradient). A call
// that cannot be differentiated so is recorded without a gradient: TF's
// LookupError rather than a silent None.
void record_function_call_on_tapes(Interpreter& in, const Value& result,
                                   std::shared_ptr<const FunctionCallRecord> call,
                                   const std::vector<Value>* leaves,
                                   const std::vector<Value>& outputs);

// ---- backprop ---------------------------------------------------------------------

// TF's imperative_grad: the gradients of the sum of `targets` with respect to
// each of `sources`, seeded with `output_gradients` (None: ones). A source
// that no target depends on gets None, or zeros when `unconnected_zero`.
std::vector<Value> tape_gradient(Interpreter& in, const Tape& tape,
                                 const std::vector<Value>& targets,
                                 const std::vector<Value>& sources,
                                 const std::vector<Value>& output_gradients, bool unconnected_zero);

}  // namespace minitf
