// The variable resource ops, eager and in graphs (see variable.h).
#include "graph/graph_errors.h"
#include "graph/variable.h"

namespace minitf {

VariableHandle make_variable(Tensor initial, std::string name) {
  auto v = std::make_shared<VariableResource>();
  v->dtype = initial.dtype();
  v->shape = initial.shape();
  v->value = std::move(initial);
  v->name = std::move(name);
  return v;
}

namespace {

void check_dtype(const VariableResource& v, DType got) {
  if (got != v.dtype) {
    throw_invalid_argument(std::string("Trying to assign variable with wrong dtype. Expected ") +
                           dtype_kernel_name(v.dtype) + " got " + dtype_kernel_name(got));
  }
}

void update(VariableResource& v, const Tensor& delta, OpId op) {
  check_variable_update(v, delta.dtype(), delta.shape());
  Tensor args[2] = {v.value, delta};
  const OpDef& def = op_def(op);
  if (!dtype_is_numeric(v.dtype)) {
    // No kernel for bool or string: the registry's inference says so in TF's words.
    v.value = run_op(def, Span<Tensor>(args, 2))[0];
    return;
  }
  // In place when the variable and args[0] are the buffer's only holders (a
  // training step's slot updates): no allocation, one pass over memory.
  BlockFn block = def.block ? def.block(v.dtype) : nullptr;
  if (block && v.value.storage_holders() == 2) {
    args[0] = Tensor();
    void* p = v.value.mutable_raw_data();
    block(p, 1, delta.raw_data(), 1, p, v.value.num_elements());
    return;
  }
  // The shapes and dtypes were just checked, so the kernel runs without the
  // registry's inference (this is on the executor's hot path for counters).
  TensorList out;
  SpecList specs;
  specs.push_back(TensorSpec{v.dtype, v.value.shape()});
  def.kernel(KernelContext{def, Span<Tensor>(args, 2), Attrs::none(), specs}, &out);
  v.value = std::move(out[0]);
}

}  // namespace

void check_variable_update(const VariableResource& v, DType d, const Shape& s) {
  check_dtype(v, d);
  if (s != v.value.shape()) {
    throw_invalid_argument("Cannot update variable with shape " + v.value.shape().debug_str() +
                           " using a Tensor with shape " + s.debug_str() +
                           ", shapes must be equal.");
  }
}

void assign_variable(VariableResource& v, Tensor value) {
  check_dtype(v, value.dtype());
  if (!v.shape.compatible_with(value.shape())) {
    throw_invalid_argument("Trying to assign to variable with tensor with wrong shape. Expected " +
                           v.shape.debug_str() + " got " + value.shape().debug_str());
  }
  v.value = std::move(value);
}

void assign_add_variable(VariableResource& v, const Tensor& delta) {
  update(v, delta, OpId::AddV2);
}

void assign_sub_variable(VariableResource& v, const Tensor& delta) { update(v, delta, OpId::Sub); }

// ---- graph nodes ---------------------------------------------------------------

namespace {

Output as_resource(Graph& g, Output resource) {
  if (!resource.node) throw_graph_error("a variable op needs a resource tensor");
  if (resource.node->graph != &g) resource = g.capture(resource);
  if (!resource.node->is_resource())
    throw TensorError(TensorError::Type, "'" + resource.name() + "' is not a variable's resource");
  return resource;
}

}  // namespace

Output Graph::read_variable(Output resource, std::string_view name) {
  resource = as_resource(*this, resource);
  Node* n = new_node(NodeKind::ReadVariable, node_name(name, "ReadVariableOp"), "ReadVariableOp");
  const VariableResource& v = *resource.node->resource;
  n->inputs.push_back(resource);
  n->attrs.set("dtype", v.dtype);
  n->outputs.push_back(TensorSpec{v.dtype, v.shape});
  chain_stateful(n);
  return n->out();
}

Node* Graph::assign_variable(NodeKind kind, Output resource, Output value, std::string_view name) {
  const char* type = kind == NodeKind::AssignVariable      ? "AssignVariableOp"
                     : kind == NodeKind::AssignAddVariable ? "AssignAddVariableOp"
                     : kind == NodeKind::AssignSubVariable ? "AssignSubVariableOp"
                                                           : nullptr;
  if (!type) throw_graph_error("assign_variable needs an Assign*Variable node kind");
  resource = as_resource(*this, resource);
  value = resolve(value);
  const VariableResource& v = *resource.node->resource;
  if (value.dtype() != v.dtype) {
    throw TensorError(TensorError::Type, std::string("Input 'value' of '") + type +
                                             "' Op has type " + dtype_name(value.dtype()) +
                                             " that does not match expected type of " +
                                             dtype_name(v.dtype) + ".");
  }
  if (!v.shape.compatible_with(value.shape())) {
    throw TensorError(TensorError::Value, "Cannot assign to variable " + v.name +
                                              " due to variable shape " + v.shape.str() +
                                              " and value shape " + value.shape().str() +
                                              " are incompatible");
  }
  Node* n = new_node(kind, node_name(name, type), type);
  n->inputs = {resource, value};
  n->attrs.set("dtype", v.dtype);
  chain_stateful(n);
  return n;
}

}  // namespace minitf
