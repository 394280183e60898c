#include "function/concrete_function.h"

#include <cstdio>
#include <functional>

#include "builtins/native.h"
#include "framework/errors.h"
#include "framework/graph_execution.h"
#include "framework/graph_objects.h"
#include "framework/tape.h"
#include "framework/tensor_object.h"
#include "framework/tracing.h"

namespace minitf {

namespace {

Value build_output(Interpreter& in, const OutputTemplate& t, TensorList& outs,
                   const std::shared_ptr<Graph>* symbolic) {
  switch (t.kind) {
    case OutputTemplate::Tensor: {
      size_t i = static_cast<size_t>(t.index);
      if (symbolic) return output_value(in, (*symbolic)->outputs()[i], *symbolic);
      return make_eager_tensor(std::move(outs[i]));
    }
    case OutputTemplate::None:
      return Value();
    case OutputTemplate::List:
    case OutputTemplate::Tuple: {
      std::vector<Value> items;
      items.reserve(t.items.size());
      for (const OutputTemplate& c : t.items) items.push_back(build_output(in, c, outs, symbolic));
      return t.kind == OutputTemplate::List ? list_value(std::move(items))
                                            : tuple_value(std::move(items));
    }
    case OutputTemplate::Dict: {
      Ref<Dict> d = make_dict();
      for (size_t i = 0; i < t.items.size(); ++i)
        d->table.set(in, t.keys[i], in.hash(t.keys[i]),
                     build_output(in, t.items[i], outs, symbolic));
      return d.value();
    }
  }
  return Value();
}

}  // namespace

namespace {

// The result's tensor for each graph output (None for outputs it lacks).
void output_values(Interpreter& in, const OutputTemplate& t, const Value& r,
                   std::vector<Value>* out) {
  switch (t.kind) {
    case OutputTemplate::Tensor:
      if (size_t(t.index) < out->size()) (*out)[size_t(t.index)] = r;
      break;
    case OutputTemplate::None:
      break;
    case OutputTemplate::List:
    case OutputTemplate::Tuple: {
      std::vector<Value> items = in.to_vector(r);
      for (size_t i = 0; i < t.items.size() && i < items.size(); ++i)
        output_values(in, t.items[i], items[i], out);
      break;
    }
    case OutputTemplate::Dict:
      for (size_t i = 0; i < t.items.size(); ++i)
        if (Value* v = r.as<Dict>()->table.find(in, t.keys[i], in.hash(t.keys[i])))
          output_values(in, t.items[i], *v, out);
      break;
  }
}

}  // namespace

Value ConcreteFunction::run(Interpreter& in, Span<Tensor> inputs,
                            const std::vector<Value>* leaves) {
  TensorList outs;
  run_plan(in, *plan, inputs, &outs);
  Value result = outputs.kind == OutputTemplate::Tensor ? make_eager_tensor(std::move(outs[0]))
                                                        : build_output(in, outputs, outs, nullptr);
  if (tapes_recording()) {
    std::vector<Value> by_output(graph->outputs().size());
    output_values(in, outputs, result, &by_output);
    record_function_call_on_tapes(in, result, graph, leaves, by_output);
  }
  return result;
}

Value ConcreteFunction::structured_outputs(Interpreter& in) const {
  TensorList none;
  return build_output(in, outputs, none, &graph);
}

// ---- the Python type ----------------------------------------------------------------

namespace {

using A = CallArgs;
using I = Interpreter;

ConcreteFunction& self_cf(const A& a) { return *a.pos[0].as<ConcreteFunctionObj>()->cf; }

// The tensors of a direct call, checked against the traced placeholders.
void collect_call_inputs(Interpreter& in, ConcreteFunction& cf, const A& a, InputTensors& out) {
  std::vector<Value> leaves;
  std::function<void(const Value&)> flat = [&](const Value& v) {
    if (is_type_exact(v, types().list) || is_type_exact(v, types().tuple)) {
      for (const Value& x : in.to_vector(v)) flat(x);
    } else if (is_tf_tensor(v) || is_numpy_value(v)) {
      leaves.push_back(v);
    }
  };
  for (size_t i = 1; i < a.pos.size(); ++i) flat(a.pos[i]);
  for (auto& kv : a.kw) flat(kv.second);
  if (leaves.size() != cf.input_specs.size()) {
    throw_type_error(cf.name + "(...) takes " + std::to_string(cf.input_specs.size()) +
                     " tensor arguments but " + std::to_string(leaves.size()) + " were given");
  }
  for (size_t i = 0; i < leaves.size(); ++i) {
    if (is_symbolic_tensor(leaves[i])) throw_type_error("a concrete function needs eager tensors");
    const Tensor& t = tensor_of(leaves[i]);
    const TensorSpec& s = cf.input_specs[i];
    if (t.dtype() != s.dtype || !s.shape.compatible_with(t.shape())) {
      throw_exc(tf_errors().InvalidArgument, "ConcreteFunction " + cf.name + " was traced for " +
                                                 dtype_name(s.dtype) + " " + s.shape.str() +
                                                 " but argument " + std::to_string(i) + " is " +
                                                 dtype_name(t.dtype()) + " " + t.shape().str());
    }
    out.push_back(t);
  }
}

Value cf_call(I& in, A& a) {
  ConcreteFunction& cf = self_cf(a);
  InputTensors inputs;
  collect_call_inputs(in, cf, a, inputs);
  return cf.run(in, Span<Tensor>(inputs.data(), inputs.size()));
}

Value cf_graph(I& in, A& a) {
  ConcreteFunction& cf = self_cf(a);
  return make_graph_value(in, cf.graph.get(), cf.graph);
}

Value cf_pretty_printed_signature(I& in, A& a) {
  ArgParser p("pretty_printed_signature", a, {"verbose"}, 0, true);
  ConcreteFunction& cf = self_cf(a);
  bool verbose = !p.get(0) || in.truthy(*p.get(0));
  return str_value(pretty_signature(cf.name, cf.signature, cf.returns, verbose));
}

Value cf_str(I&, A& a) {
  ConcreteFunction& cf = self_cf(a);
  return str_value("ConcreteFunction " + pretty_signature(cf.name, cf.signature, cf.returns, true));
}

Value cf_repr(I&, A& a) {
  ConcreteFunction& cf = self_cf(a);
  char addr[32];
  std::snprintf(addr, sizeof addr, "%lX",
                static_cast<unsigned long>(reinterpret_cast<uintptr_t>(a.pos[0].as_obj())));
  return str_value("<ConcreteFunction " +
                   pretty_signature(cf.name, cf.signature, cf.returns, false) + " at 0x" + addr +
                   ">");
}

const NativeDef kConcreteFunctionMethods[] = {
    {"__call__", cf_call},
    {"pretty_printed_signature", cf_pretty_printed_signature},
    {"__str__", cf_str},
    {"__repr__", cf_repr},
};

const NativeDef kConcreteFunctionProperties[] = {
    {"graph", cf_graph},
    {"name", [](I&, A& a) { return str_value(self_cf(a).name); }},
    {"structured_outputs", [](I& in, A& a) { return self_cf(a).structured_outputs(in); }},
    {"inputs", [](I& in, A& a) { return in.getattr(in.getattr(a.pos[0], "graph"), "inputs"); }},
    {"outputs", [](I& in, A& a) { return in.getattr(in.getattr(a.pos[0], "graph"), "outputs"); }},
};

TypeObject* make_type() {
  TypeObject* t = new_builtin_type("ConcreteFunction", types().object, Layout::Native,
                                   "tensorflow.python.eager.function");
  add_methods(t, kConcreteFunctionMethods);
  add_properties(t, kConcreteFunctionProperties);
  return t;
}

}  // namespace

TypeObject* concrete_function_type() {
  static TypeObject* t = make_type();
  return t;
}

Value make_concrete_function_value(std::shared_ptr<ConcreteFunction> cf) {
  return Value::object(new ConcreteFunctionObj(concrete_function_type(), std::move(cf)));
}

}  // namespace minitf
