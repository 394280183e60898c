#include "framework/trace_op.h"

#include <string>

#include "framework/tensor_object.h"
#include "framework/tracing.h"
#include "framework/variable_object.h"
#include "runtime/interp_impl.h"

namespace minitf {

namespace {

// The name of input `i` of `op` in TF's op definition ("x" and "y" for AddV2):
// TF names a constant converted for that input "<scope>/<arg>".
std::string input_arg_name(const OpDef& op, size_t i) {
  std::string_view names = op.inputs;
  size_t k = 0, start = 0;
  while (start <= names.size()) {
    size_t comma = names.find(',', start);
    if (comma == std::string_view::npos) comma = names.size();
    if (k == i || comma == names.size()) {
      // Variadic ops (Pack, ConcatV2) name all their tensors by one argument.
      std::string_view n = names.substr(start, comma - start);
      return n.empty() ? std::string("Const") : std::string(n);
    }
    ++k;
    start = comma + 1;
  }
  return "Const";
}

// One op input as a tensor of graph `g`, created inside the op's name scope.
Output input_output(Interpreter& in, Graph& g, const OpDef& op, OpInputs& inputs, size_t i) {
  const Object* src = inputs.sources[i];
  if (src && src->type == tf_tensor_type()) {
    const Output& o = static_cast<const SymbolicTensor*>(src)->out;
    return o.node->graph == &g ? o : g.capture(o);
  }
  if (src && is_variable_type(src->type)) {
    const auto* var = static_cast<const VariableObj*>(src);
    return g.read_variable(capture_variable_resource(g, var->slot));
  }
  // An eager tensor, a numpy value or a converted Python value: a constant
  // (captured by value: tensors are immutable, so this is what the graph
  // would have read).
  return g.add_const(inputs.values[i], input_arg_name(op, i));
}

// Strips the trailing '/' that marks a name scope (see dispatch_op).
std::string_view scope_base(const char* name, const OpDef& op) {
  std::string_view s = name ? std::string_view(name) : std::string_view(op.name);
  if (!s.empty() && s.back() == '/') s.remove_suffix(1);
  return s;
}

}  // namespace

Output capture_variable_resource(Graph& g, const VariableHandle& v) {
  // Outside the op's name scope ("/" enters the root scope as is), named
  // after the variable: "Variable", not "add/Variable".
  std::string name = v->name.substr(0, v->name.rfind(':'));
  g.push_name_scope("/");
  Output r = g.capture_variable(v, name.empty() ? "Variable" : name);
  g.pop_name_scope();
  return r;
}

std::vector<Value> trace_op(TraceContext& trace, OpId id, OpInputs& inputs, const Attrs& attrs,
                            const char* name) {
  Interpreter& in = trace.interpreter();
  Graph& g = trace.graph();
  const OpDef& op = op_def(id);
  if (id == OpId::Const) {
    // tf.constant(value, name="Const"): a Const node, no scope.
    std::string_view n = name ? scope_base(name, op) : std::string_view("Const");
    return {make_symbolic_tensor(in, g.add_const(attrs.get_tensor("value"), n))};
  }
  // TF's wrappers open a name scope for the op ("add", "add_1", ...): the
  // inputs they convert are created inside it ("add/y",
  // "add/ReadVariableOp"), and the op takes the scope's name.
  std::string scope = g.push_name_scope(scope_base(name, op));
  std::vector<Output> ins;
  ins.reserve(inputs.size());
  try {
    for (size_t i = 0; i < inputs.size(); ++i) ins.push_back(input_output(in, g, op, inputs, i));
  } catch (...) {
    g.pop_name_scope();
    throw;
  }
  g.pop_name_scope();
  Node* node = g.add_op(op, Span<Output>(ins.data(), ins.size()), attrs, scope + "/");
  return make_symbolic_tensors(in, node);
}

namespace {

// minitf's hint for a leaked graph tensor: the learner's line with a caret
// and the lesson ("" in quiet mode or without a source line).
std::string leaked_tensor_hint(Interpreter& in, const Output& o) {
  Verbosity verbosity = in.options().verbosity;
  const Frame* top = in.impl().top;
  const SourceFile* file = top ? frame_file(*top) : nullptr;
  if (verbosity == Verbosity::Quiet || !file || top->line <= 0) return "";
  std::string code(file->line_text(top->line));
  size_t col = code.find_first_not_of(" \t");
  std::string hint = "~~ a graph tensor leaked out of its trace: " + o.name() +
                     " has no value outside its graph, at line " + std::to_string(top->line) +
                     ":\n    " + code + "\n    " +
                     std::string(col == std::string::npos ? 0 : col, ' ') +
                     "^\n   Lesson #2: think about the graph \u2014 return the tensor from the "
                     "tf.function instead of keeping it in a Python variable";
  if (verbosity == Verbosity::Verbose)
    hint +=
        "\n   A tensor made while tracing is a node of that trace's graph. Kept in a Python "
        "list, global or attribute, it outlives the trace, but no eager op can compute with it: "
        "only the values a tf.function returns are real tensors.";
  return hint;
}

}  // namespace

void raise_graph_tensor_in_eager(Interpreter& in, const Object* source) {
  const Output& o = static_cast<const SymbolicTensor*>(source)->out;
  std::string hint = leaked_tensor_hint(in, o);
  try {
    throw_type_error(
        "An op outside of the function building code is being passed\na \"Graph\" tensor. It is "
        "possible to have Graph tensors\nleak out of the function building context by including "
        "a\ntf.init_scope in your function building code.\nFor example, the following function "
        "will fail:\n  @tf.function\n  def has_init_scope():\n    my_constant = tf.constant(1.)\n "
        "   with tf.init_scope():\n      added = my_constant * 2\nThe graph tensor has name: " +
        o.name());
  } catch (PyException& e) {
    // TF's message stays as it is; the hint is a note printed after it.
    if (!hint.empty()) add_exception_note(in, *e.exc, hint);
    throw;
  }
}

}  // namespace minitf
