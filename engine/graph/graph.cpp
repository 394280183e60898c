// Building graphs: nodes, inference through the op registry, constant
// folding for inference, captures and automatic control dependencies.
#include "graph/graph.h"

#include <algorithm>
#include <limits>

#include "graph/graph_errors.h"

namespace minitf {

namespace {

// Pure ops whose inputs are all known while building are evaluated then, so
// that later inference sees their values (TF's shape refiner does the same to
// resolve shapes computed from constants). Only small results are kept: this
// is for shape-like values, and keeps a trace at microseconds.
constexpr int64_t kMaxFoldElements = 1024;

}  // namespace

// ---- Output ---------------------------------------------------------------------

std::string Output::name() const { return node->name + ":" + std::to_string(index); }

const TensorSpec& Output::spec() const { return node->outputs[static_cast<size_t>(index)]; }

const Tensor* Output::static_value() const {
  return node->has_static_value && index == 0 ? &node->value : nullptr;
}

const std::vector<int64_t>* Output::partial_value() const {
  return node->has_partial_value && index == 0 ? &node->partial : nullptr;
}

// ---- Graph ----------------------------------------------------------------------

Graph::Graph(std::string name, GraphOptions options) : name_(std::move(name)), options_(options) {}

Graph::~Graph() = default;

Node* Graph::find_node(std::string_view name) const {
  for (const auto& n : nodes_)
    if (n->name == name) return n.get();
  return nullptr;
}

Node* Graph::new_node(NodeKind kind, std::string name, const char* type) {
  auto node = std::make_unique<Node>();
  node->name = std::move(name);
  node->kind = kind;
  node->type = type;
  node->graph = this;
  node->id = static_cast<int>(nodes_.size());
  nodes_.push_back(std::move(node));
  return nodes_.back().get();
}

void Graph::chain_stateful(Node* node) {
  node->stateful = true;
  if (last_stateful_) node->control_inputs.push_back(last_stateful_);
  last_stateful_ = node;
}

void Graph::add_control_input(Node* node, Node* dep) {
  if (node->graph != this || dep->graph != this || dep->id >= node->id)
    throw_graph_error("a control input must be an earlier node of the same graph");
  for (Node* c : node->control_inputs)
    if (c == dep) return;
  node->control_inputs.push_back(dep);
}

Node* Graph::placeholder_node(std::string_view name, DType dtype, const Shape& shape) {
  Node* n = new_node(NodeKind::Placeholder, node_name(name, "Placeholder"), "Placeholder");
  n->attrs.set("dtype", dtype);
  n->attrs.set("shape", shape);
  n->outputs.push_back(TensorSpec{dtype, shape});
  return n;
}

Output Graph::add_placeholder(std::string_view name, DType dtype, const Shape& shape) {
  Node* n = placeholder_node(name, dtype, shape);
  inputs_.push_back(n);
  return n->out();
}

Output Graph::add_const(Tensor value, std::string_view name) {
  Node* n = new_node(NodeKind::Const, node_name(name, "Const"), "Const");
  n->outputs.push_back(TensorSpec{value.dtype(), value.shape()});
  n->attrs.set("dtype", value.dtype());
  n->value = std::move(value);
  n->has_static_value = true;
  return n->out();
}

Output Graph::resolve(Output x) {
  if (!x.node) throw_graph_error("an op input is not a graph tensor");
  if (x.node->graph != this) x = capture(x);
  if (x.node->is_resource())
    throw TensorError(TensorError::Type,
                      "the resource tensor '" + x.name() +
                          "' cannot be an op input: read the variable first (ReadVariableOp)");
  return x;
}

Node* Graph::add_op(const OpDef& op, Span<Output> inputs, Attrs attrs, std::string_view name) {
  std::vector<Output> ins;
  ins.reserve(inputs.size());
  for (const Output& x : inputs) ins.push_back(resolve(x));
  InputSpecList specs;
  for (const Output& x : ins)
    specs.push_back(InputSpec{x.dtype(), &x.shape(), x.static_value(), x.partial_value()});
  // TF takes the name before shape inference runs, so a failing op still
  // consumes its name.
  std::string full = node_name(name, op.name);
  SpecList out;
  try {
    out = infer_op(op, Span<InputSpec>(specs.data(), specs.size()), attrs);
  } catch (TensorError& e) {
    throw_inference_error(e, op, full, Span<Output>(ins), options_.tf2_0);
  }
  Node* n = new_node(NodeKind::Op, std::move(full), op.name);
  n->op = &op;
  n->inputs = std::move(ins);
  n->attrs = std::move(attrs);
  for (const TensorSpec& s : out) n->outputs.push_back(s);
  if (op.stateful) {
    chain_stateful(n);
  } else {
    fold(n);
  }
  return n;
}

void Graph::fold(Node* n) {
  if (n->outputs.size() != 1) return;
  const TensorSpec& spec = n->outputs[0];
  OpId id = n->op->id;
  // Shape, Size and Rank need only the input's static shape, not its value.
  if ((id == OpId::Shape || id == OpId::Size || id == OpId::Rank) && n->inputs.size() == 1) {
    const Shape& s = n->inputs[0].shape();
    bool int64 = spec.dtype == DType::Int64;
    if (id == OpId::Rank && s.known_rank()) {
      n->value = Tensor::scalar<int32_t>(s.rank());
    } else if (id == OpId::Size && s.fully_defined()) {
      n->value = int64 ? Tensor::scalar<int64_t>(s.num_elements())
                       : Tensor::scalar<int32_t>(static_cast<int32_t>(s.num_elements()));
    } else if (id == OpId::Shape && s.fully_defined()) {
      std::vector<int64_t> dims = s.dim_vector();
      n->value = int64 ? Tensor::from_vector(dims)
                       : Tensor::from_vector(std::vector<int32_t>(dims.begin(), dims.end()));
    } else {
      if (id == OpId::Shape && s.known_rank()) {
        n->partial = s.dim_vector();
        n->has_partial_value = true;
      }
      return;
    }
    n->has_static_value = n->value.dtype() == spec.dtype;
    return;
  }
  if (!spec.shape.fully_defined() || spec.shape.num_elements() > kMaxFoldElements) return;
  if ((id == OpId::Pack || id == OpId::ConcatV2) && fold_partial(n)) return;
  if (id == OpId::StridedSlice && !options_.tf2_0 && fold_shape_element(n)) return;
  if (id == OpId::StridedSlice && fold_partial_slice(n)) return;
  TensorList args;
  for (const Output& x : n->inputs) {
    const Tensor* v = x.static_value();
    if (!v) return;
    args.push_back(*v);
  }
  try {
    TensorList r = run_op(*n->op, Span<Tensor>(args.data(), args.size()), n->attrs);
    n->value = std::move(r[0]);
    n->has_static_value = true;
  } catch (const TensorError&) {
    // A value the kernel rejects stays unknown; the executor reports the
    // error when the graph runs, as TF does.
  }
}

// TF 2.12+'s TryInferFromShapes (eval_const_tensor.cc): `tf.shape(x)[i]`, a
// StridedSlice that takes one element of a Shape (a constant index, no mask
// but shrink_axis_mask = 1), is known when that dimension of x is, even if
// others are not. TF 2.0 knew it only when all of x's shape was.
bool Graph::fold_shape_element(Node* n) {
  const Output& src = n->inputs[0];
  if (src.node->kind != NodeKind::Op || src.node->op->id != OpId::Shape) return false;
  const Shape& s = src.node->inputs[0].shape();
  for (const char* mask : {"begin_mask", "end_mask", "ellipsis_mask", "new_axis_mask"})
    if (n->attrs.get_int(mask, 0) != 0) return false;
  if (n->attrs.get_int("shrink_axis_mask", 0) != 1 || !s.known_rank()) return false;
  const Node* begin = n->inputs[1].node;
  if (begin->kind != NodeKind::Const || begin->value.num_elements() != 1) return false;
  int64_t ix = begin->value.to_int64_vector()[0];
  int64_t rank = s.rank();
  if (ix < -rank || ix >= rank) return false;
  int64_t dim = s[static_cast<int>(ix < 0 ? ix + rank : ix)];
  const DType dtype = n->outputs[0].dtype;
  // An int32 result must fit (TF reports an error otherwise; it stays unknown here).
  if (dim < 0 || (dtype == DType::Int32 && dim >= std::numeric_limits<int32_t>::max()))
    return false;
  n->value = dtype == DType::Int64 ? Tensor::scalar<int64_t>(dim)
                                   : Tensor::scalar<int32_t>(static_cast<int32_t>(dim));
  n->has_static_value = true;
  return true;
}

// TF's PartialStridedSliceShape: a slice `v[b:e:s]` of an int vector known in
// part (tf.shape(x)[1:]) keeps the known elements it takes. TF's rules: one
// constant begin, end and stride, begin_mask and end_mask 0 or 1, no other
// mask. A negative stride, and bounds TF's Subshape rejects, stay unknown.
bool Graph::fold_partial_slice(Node* n) {
  const TensorSpec& spec = n->outputs[0];
  const std::vector<int64_t>* in = n->inputs[0].partial_value();
  if (!in || spec.shape.rank() != 1) return false;
  int64_t begin_mask = n->attrs.get_int("begin_mask", 0),
          end_mask = n->attrs.get_int("end_mask", 0);
  if ((begin_mask != 0 && begin_mask != 1) || (end_mask != 0 && end_mask != 1)) return false;
  for (const char* mask : {"ellipsis_mask", "new_axis_mask", "shrink_axis_mask"})
    if (n->attrs.get_int(mask, 0) != 0) return false;
  int64_t bounds[3];
  for (size_t i = 1; i <= 3; ++i) {
    const Tensor* v = n->inputs[i].static_value();
    if (!v || v->num_elements() != 1) return false;
    bounds[i - 1] = v->to_int64_vector()[0];
  }
  const int64_t rank = static_cast<int64_t>(in->size());
  int64_t start = begin_mask ? 0 : bounds[0], end = end_mask ? rank : bounds[1];
  const int64_t stride = bounds[2];
  if (stride <= 0) return false;
  start = std::min(start < 0 ? start + rank : start, rank);
  end = std::min(end < 0 ? end + rank : end, rank);
  if (start < 0 || end < 0 || start > end) return false;
  std::vector<int64_t> dims;
  for (int64_t i = start; i < end; i += stride) dims.push_back((*in)[static_cast<size_t>(i)]);
  n->partial = std::move(dims);
  n->has_partial_value = true;
  return true;
}

// TF's ConstantPartialShape for an int vector built from pieces: Pack of
// scalars along axis 0, ConcatV2 of vectors along axis 0. A piece that is
// known gives its values (a negative one counts as unknown), one that is
// not gives -1s. True when some piece is not known (otherwise the value
// folds whole).
bool Graph::fold_partial(Node* n) {
  const TensorSpec& spec = n->outputs[0];
  if (spec.shape.rank() != 1 || (spec.dtype != DType::Int32 && spec.dtype != DType::Int64))
    return false;
  size_t pieces = n->inputs.size();
  if (n->op->id == OpId::ConcatV2) {
    const Tensor* axis = pieces > 0 ? n->inputs[pieces - 1].static_value() : nullptr;
    if (!axis || axis->num_elements() != 1 || axis->to_int64_vector()[0] != 0) return false;
    --pieces;
  } else if (n->attrs.get_int("axis", 0) != 0) {
    return false;
  }
  std::vector<int64_t> dims;
  bool unknown = false;
  for (size_t i = 0; i < pieces; ++i) {
    const Output& x = n->inputs[i];
    if (const Tensor* v = x.static_value()) {
      for (int64_t d : v->to_int64_vector()) dims.push_back(d < 0 ? -1 : d);
    } else if (const std::vector<int64_t>* p = x.partial_value()) {
      dims.insert(dims.end(), p->begin(), p->end());
      unknown = true;
    } else {
      int64_t len = x.shape().rank() == 0 ? 1 : x.shape().known_rank() ? x.shape()[0] : -1;
      if (len < 0) return false;
      dims.insert(dims.end(), size_t(len), -1);
      unknown = true;
    }
  }
  if (!unknown) return false;
  n->partial = std::move(dims);
  n->has_partial_value = true;
  return true;
}

Output Graph::add_identity(Output x, std::string_view name) {
  return add_op1(op_def(OpId::Identity), {x}, Attrs(), name);
}

void Graph::set_outputs(std::vector<Output> outputs) {
  for (Output& x : outputs) x = resolve(x);
  outputs_ = std::move(outputs);
}

std::vector<Output> Graph::add_function_outputs(Span<Output> outputs) {
  std::vector<Output> ids;
  ids.reserve(outputs.size());
  for (const Output& x : outputs) ids.push_back(add_identity(x));
  set_outputs(ids);
  return ids;
}

// ---- captures -------------------------------------------------------------------

Output Graph::capture(Output outer) {
  Graph* home = outer.node->graph;
  if (home == this) return outer;
  bool enclosed = false;
  for (Graph* g = outer_; g && !enclosed; g = g->outer_) enclosed = g == home;
  if (!enclosed) {
    throw TensorError(TensorError::Value,
                      "The tensor '" + outer.name() +
                          "' cannot be accessed here: it is defined in another function or code "
                          "block. Use return values, explicit Python locals or TensorFlow "
                          "collections to access it. Defined in: FuncGraph(name=" +
                          home->name() + "); accessed from: FuncGraph(name=" + name_ + ").");
  }
  if (outer.node->is_resource()) return capture_variable(outer.node->resource, outer.node->name);
  // Capture through each graph in between, so every level passes it on.
  Output o = outer_ == home ? outer : outer_->capture(outer);
  std::vector<Node*>& slots = capture_index_[o.node];
  if (slots.size() <= static_cast<size_t>(o.index)) slots.resize(static_cast<size_t>(o.index) + 1);
  if (Node* known = slots[static_cast<size_t>(o.index)]) return known->out();
  // Every captured tensor, a constant too, is an explicit input (TF's
  // captures): the outer tensor stays an input of the If/While node, so
  // gradients with respect to it flow out of the branch or body.
  Node* p = placeholder_node(o.node->name, o.dtype(), o.shape());
  if (const Tensor* v = o.static_value()) {
    // A capture is loop- and branch-invariant, so its build-time value
    // holds inside too and helps inference there.
    p->value = *v;
    p->has_static_value = true;
  }
  inputs_.push_back(p);
  captures_.emplace_back(o, p);
  slots[static_cast<size_t>(o.index)] = p;
  return p->out();
}

Output Graph::capture_variable(const VariableHandle& v, std::string_view name) {
  auto it = variables_.find(v.get());
  if (it != variables_.end()) return it->second->out();
  Node* n = new_node(NodeKind::ResourcePlaceholder, node_name(name, "Variable"), "Placeholder");
  n->attrs.set("dtype", v->dtype);
  n->attrs.set("shape", Shape());
  n->outputs.push_back(TensorSpec{v->dtype, v->shape});
  n->resource = v;
  variables_.emplace(v.get(), n);
  return n->out();
}

}  // namespace minitf
