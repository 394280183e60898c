// tf's indexing and reshaping functions: gather, gather_nd,
// tensor_scatter_nd_update, boolean_mask, one_hot, broadcast_to, tile,
// expand_dims, squeeze, pad, add_n, clip_by_value, cumsum, linspace, sort,
// argsort and math.top_k. Each converts its arguments as TF's Python wrapper
// does and runs the registry's ops through dispatch_op.
#include <algorithm>
#include <cctype>

#include "builtins/native.h"
#include "framework/convert.h"
#include "framework/dtypes.h"
#include "framework/operators.h"
#include "framework/tensor_object.h"
#include "framework/tensor_shape.h"
#include "lib/tf_named_tuple.h"
#include "lib/tf_ops.h"

namespace minitf {

namespace {

using A = CallArgs;
using I = Interpreter;

// An integer operand (an axis, a count, a shape), as TF converts a Python int
// or list for an op's {int32, int64} type attr that defaults to int32: int32,
// or int64 where a value needs it (args_to_matching_eager's preferred dtype,
// so tf.tile(x, [2**40]) asks for a 2**40 multiple, not a conversion error).
// `int32_only` for an operand TF types int32 alone (OneHot's depth, TopKV2's
// k): there a value past int32 is the conversion's TypeError. A tensor as it is.
void add_int_input(I& in, OpInputs& inputs, const Value& v, bool int32_only = false) {
  if (tensor_operand(v)) return add_tensor_input(in, inputs, v);
  try {
    add_tensor_input(in, inputs, v, DType::Int32);
  } catch (PyException& e) {
    if (int32_only || !e.exc->type->is_subclass_of(types().TypeError)) throw;
    std::optional<Tensor> wide;
    try {
      wide = convert_to_tensor(in, v);
    } catch (PyException&) {
    }
    if (!wide || wide->dtype() != DType::Int64) throw;
    add_tensor_input(in, inputs, v, DType::Int64);
  }
}

// The op's result as an input of the next op (composite functions).
OpInputs one_input(I& in, const Value& v) {
  OpInputs inputs;
  add_tensor_input(in, inputs, v);
  return inputs;
}

Value gather(I& in, A& a) {
  ArgParser p("gather", a, {"params", "indices", "validate_indices", "axis", "batch_dims", "name"},
              2);
  int64_t batch_dims = p.has(4) ? int_arg(in, *p.get(4), "batch_dims") : 0;
  OpInputs inputs;
  add_tensor_input(in, inputs, *p.get(0));
  add_int_input(in, inputs, *p.get(1));
  if (p.has(3)) {
    add_int_input(in, inputs, *p.get(3));
  } else {
    // TF's gather: the axis defaults to batch_dims.
    inputs.add(Tensor::scalar<int32_t>(static_cast<int32_t>(batch_dims)));
  }
  return dispatch_op(in, OpId::GatherV2, inputs, Attrs{{"batch_dims", batch_dims}});
}

Value gather_nd(I& in, A& a) {
  ArgParser p("gather_nd", a, {"params", "indices", "batch_dims", "name"}, 2);
  if (p.has(2) && int_arg(in, *p.get(2), "batch_dims") != 0)
    throw_not_implemented("minitf's tf.gather_nd takes no batch_dims");
  OpInputs inputs;
  add_tensor_input(in, inputs, *p.get(0));
  add_int_input(in, inputs, *p.get(1));
  return dispatch_op(in, OpId::GatherNd, inputs);
}

Value tensor_scatter_nd_update(I& in, A& a) {
  ArgParser p("tensor_scatter_nd_update", a, {"tensor", "indices", "updates", "name"}, 3);
  OpInputs inputs;
  add_tensor_input(in, inputs, *p.get(0));
  add_int_input(in, inputs, *p.get(1));
  add_tensor_input(
      in, inputs, *p.get(2),
      tensor_operand(*p.get(2)) ? std::nullopt : std::optional<DType>(inputs.values[0].dtype()));
  return dispatch_op(in, OpId::TensorScatterUpdate, inputs);
}

Value broadcast_to(I& in, A& a) {
  ArgParser p("broadcast_to", a, {"input", "shape", "name"}, 2);
  OpInputs inputs;
  add_tensor_input(in, inputs, *p.get(0));
  if (is_shape_obj(*p.get(1))) {
    inputs.add(Tensor::from_vector(p.get(1)->as<ShapeObj>()->shape.dim_vector()));
  } else {
    add_int_input(in, inputs, *p.get(1));
  }
  return dispatch_op(in, OpId::BroadcastTo, inputs);
}

Value tile(I& in, A& a) {
  ArgParser p("tile", a, {"input", "multiples", "name"}, 2);
  OpInputs inputs;
  add_tensor_input(in, inputs, *p.get(0));
  add_int_input(in, inputs, *p.get(1));
  return dispatch_op(in, OpId::Tile, inputs);
}

Value expand_dims(I& in, A& a) {
  ArgParser p("expand_dims", a, {"input", "axis", "name"}, 2);
  OpInputs inputs;
  add_tensor_input(in, inputs, *p.get(0));
  add_int_input(in, inputs, *p.get(1));
  return dispatch_op(in, OpId::ExpandDims, inputs);
}

Value squeeze_value(I& in, const Value& x, const std::vector<int64_t>& axes) {
  OpInputs inputs = one_input(in, x);
  return dispatch_op(in, OpId::Squeeze, inputs, Attrs{{"squeeze_dims", axes}});
}

Value squeeze(I& in, A& a) {
  ArgParser p("squeeze", a, {"input", "axis", "name", "squeeze_dims"}, 1);
  std::vector<int64_t> axes;
  if (p.has(1)) axes = int_list_arg(in, *p.get(1), "axis");
  return squeeze_value(in, *p.get(0), axes);
}

Value pad(I& in, A& a) {
  ArgParser p("pad", a, {"tensor", "paddings", "mode", "constant_values", "name"}, 2);
  std::string mode = p.has(2) ? in.str(*p.get(2)) : "CONSTANT";
  for (char& c : mode) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  OpInputs inputs;
  add_tensor_input(in, inputs, *p.get(0));
  add_int_input(in, inputs, *p.get(1));
  if (mode == "CONSTANT") {
    // TF: Pad for the default zero, PadV2 with any other constant.
    const Value* c = p.get(3);
    bool zero = !c || (c->is_intlike() && c->as_int() == 0);
    if (zero) return dispatch_op(in, OpId::Pad, inputs);
    add_tensor_input(
        in, inputs, *c,
        tensor_operand(*c) ? std::nullopt : std::optional<DType>(inputs.values[0].dtype()));
    return dispatch_op(in, OpId::PadV2, inputs);
  }
  if (mode != "REFLECT" && mode != "SYMMETRIC") {
    throw_value_error(
        "Value of argument `mode` expected to be one of \"CONSTANT\", \"REFLECT\", or "
        "\"SYMMETRIC\". Received `mode` = " +
        mode);
  }
  return dispatch_op(in, OpId::MirrorPad, inputs, Attrs{{"mode", mode}});
}

Value one_hot(I& in, A& a) {
  ArgParser p("one_hot", a, {"indices", "depth", "on_value", "off_value", "axis", "dtype", "name"},
              2);
  std::optional<DType> dtype = optional_dtype_arg(in, p.get(5));
  // The dtype: given, else that of a tensor on/off value, else float32.
  for (size_t i : {2, 3})
    if (!dtype && p.has(i))
      if (const Tensor* t = tensor_operand(*p.get(i))) dtype = t->dtype();
  DType d = dtype.value_or(DType::Float32);
  OpInputs inputs;
  add_tensor_input(in, inputs, *p.get(0));
  add_int_input(in, inputs, *p.get(1), /*int32_only=*/true);
  add_tensor_input(in, inputs, p.has(2) ? *p.get(2) : Value::integer(1), d);
  add_tensor_input(in, inputs, p.has(3) ? *p.get(3) : Value::integer(0), d);
  int64_t axis = p.has(4) ? int_arg(in, *p.get(4), "axis") : -1;
  return dispatch_op(in, OpId::OneHot, inputs, Attrs{{"axis", axis}}, "one_hot");
}

Value boolean_mask(I& in, A& a) {
  ArgParser p("boolean_mask", a, {"tensor", "mask", "axis", "name"}, 2);
  OpInputs t_in = one_input(in, *p.get(0));
  OpInputs m_in;
  add_tensor_input(in, m_in, *p.get(1),
                   tensor_operand(*p.get(1)) ? std::nullopt : std::optional<DType>(DType::Bool));
  // Static shapes: a graph tensor's stand-in value has 0 for unknown dims.
  const Shape ts = static_shape(tensor_input_value(in, t_in, 0));
  const Shape ms = static_shape(tensor_input_value(in, m_in, 0));
  if (!ms.known_rank()) {
    throw_value_error(
        "Number of mask dimensions must be specified, even if some dimensions are None.  E.g. "
        "shape=[None] is ok, but shape=None is not.");
  }
  if (ms.rank() == 0) throw_value_error("mask cannot be scalar.");
  int64_t axis = p.has(2) ? int_arg(in, *p.get(2), "axis") : 0;
  if (!ts.known_rank())
    throw_not_implemented("minitf's tf.boolean_mask needs a tensor of known rank");
  if (axis < 0) axis += ts.rank();
  const int first = static_cast<int>(axis);
  if (first < 0 || first + ms.rank() > ts.rank()) {
    throw_value_error("Shapes " + ts.str() + " and " + ms.str() + " are incompatible");
  }
  Shape part;
  for (int d = first; d < first + ms.rank(); ++d) part.push_back(ts[d]);
  if (!part.compatible_with(ms))
    throw_value_error("Shapes " + part.str() + " and " + ms.str() + " are incompatible");
  // tensor -> [dims before axis..., masked dims flattened, dims after...]; a
  // 1-D mask flattens nothing, so tensor and mask are used as they are.
  Value flat = tensor_input_value(in, t_in, 0);
  Value flat_mask = tensor_input_value(in, m_in, 0);
  if (ms.rank() > 1) {
    std::vector<int64_t> target;
    int unknown = 0;
    for (int d = 0; d < ts.rank(); ++d) unknown += ts[d] < 0;
    if (unknown > 1) {
      throw_not_implemented(
          "minitf's tf.boolean_mask with a mask of rank > 1 needs at most one unknown dimension");
    }
    for (int d = 0; d < first; ++d) target.push_back(ts[d]);
    int64_t lead = 1;
    for (int d = first; d < first + ms.rank(); ++d) lead = ts[d] < 0 ? -1 : lead * ts[d];
    target.push_back(lead);
    for (int d = first + ms.rank(); d < ts.rank(); ++d) target.push_back(ts[d]);
    OpInputs r_in = t_in;
    r_in.add(Tensor::from_vector(target));
    flat = dispatch_op(in, OpId::Reshape, r_in);
    OpInputs mr_in = m_in;
    mr_in.add(Tensor::from_vector(std::vector<int32_t>{-1}));
    flat_mask = dispatch_op(in, OpId::Reshape, mr_in);
  }
  OpInputs w_in = one_input(in, flat_mask);
  Value where = dispatch_op(in, OpId::Where, w_in);
  Value indices = squeeze_value(in, where, {1});
  OpInputs g_in = one_input(in, flat);
  add_tensor_input(in, g_in, indices);
  g_in.add(Tensor::scalar<int32_t>(static_cast<int32_t>(axis)));
  return dispatch_op(in, OpId::GatherV2, g_in, Attrs{{"batch_dims", int64_t(0)}});
}

Value add_n(I& in, A& a) {
  ArgParser p("add_n", a, {"inputs", "name"}, 1);
  const Value& v = *p.get(0);
  bool seq = is_type_exact(v, types().list) || is_type_exact(v, types().tuple);
  std::vector<Value> values = seq ? in.to_vector(v) : std::vector<Value>();
  if (values.empty()) {
    throw_value_error(
        "Inputs must be an iterable of at least one Tensor/IndexedSlices with the same dtype and "
        "shape.");
  }
  // Each converted on its own, as TF's convert_n_to_tensor: AddN reports a
  // dtype mismatch.
  OpInputs inputs;
  for (const Value& x : values) add_tensor_input(in, inputs, x);
  if (values.size() == 1) return dispatch_op(in, OpId::Identity, inputs);
  return dispatch_op(in, OpId::AddN, inputs, Attrs{{"N", int64_t(values.size())}});
}

Value clip_by_value(I& in, A& a) {
  ArgParser p("clip_by_value", a, {"t", "clip_value_min", "clip_value_max", "name"}, 3);
  // As TF's clip_ops: minimum with the max, then maximum with the min; the
  // clipped tensor must keep t's shape (no broadcasting t up).
  OpInputs t_in = one_input(in, *p.get(0));
  Shape t_shape = static_shape(tensor_input_value(in, t_in, 0));
  DType d = t_in.values[0].dtype();
  OpInputs lo = t_in;
  add_tensor_input(in, lo, *p.get(2),
                   tensor_operand(*p.get(2)) ? std::nullopt : std::optional<DType>(d));
  Value t_min = dispatch_op(in, OpId::Minimum, lo);
  const Shape& got = static_shape(t_min);
  if (!t_shape.compatible_with(got))
    throw_value_error("Shapes " + t_shape.str() + " and " + got.str() + " are incompatible");
  OpInputs hi = one_input(in, t_min);
  add_tensor_input(in, hi, *p.get(1),
                   tensor_operand(*p.get(1)) ? std::nullopt : std::optional<DType>(d));
  return dispatch_op(in, OpId::Maximum, hi, Attrs::none(), "clip_by_value");
}

Value cumsum(I& in, A& a) {
  ArgParser p("cumsum", a, {"x", "axis", "exclusive", "reverse", "name"}, 1);
  OpInputs inputs = one_input(in, *p.get(0));
  if (p.has(1)) {
    add_int_input(in, inputs, *p.get(1));
  } else {
    inputs.add(Tensor::scalar<int32_t>(0));
  }
  bool exclusive = p.has(2) && in.truthy(*p.get(2));
  bool reverse = p.has(3) && in.truthy(*p.get(3));
  return dispatch_op(in, OpId::Cumsum, inputs,
                     Attrs{{"exclusive", exclusive}, {"reverse", reverse}});
}

Value linspace(I& in, A& a) {
  ArgParser p("linspace", a, {"start", "stop", "num", "name", "axis"}, 3);
  if (p.has(4) && int_arg(in, *p.get(4), "axis") != 0)
    throw_not_implemented("minitf's tf.linspace takes scalar start and stop (axis 0)");
  OpInputs inputs;
  add_tensor_input(in, inputs, *p.get(0));
  DType d = inputs.values[0].dtype();
  add_tensor_input(in, inputs, *p.get(1),
                   tensor_operand(*p.get(1)) ? std::nullopt : std::optional<DType>(d));
  add_int_input(in, inputs, *p.get(2));
  return dispatch_op(in, OpId::LinSpace, inputs);
}

// ---- sort, argsort, top_k -----------------------------------------------------

// TopKV2 along the last axis of x: {values, indices}.
std::vector<Value> top_k_values(I& in, const Value& x, const Value& k, bool sorted) {
  OpInputs inputs = one_input(in, x);
  add_int_input(in, inputs, k, /*int32_only=*/true);
  return dispatch_op_n(in, OpId::TopKV2, inputs, Attrs{{"sorted", sorted}});
}

Value unary(I& in, OpId op, const Value& x) {
  OpInputs inputs = one_input(in, x);
  return dispatch_op(in, op, inputs);
}

// Moves axis `axis` to the end (and back: the permutation is its own inverse).
Value swap_last(I& in, const Value& x, int axis, int rank) {
  std::vector<int32_t> perm;
  for (int i = 0; i < rank; ++i) perm.push_back(i);
  std::swap(perm[static_cast<size_t>(axis)], perm.back());
  OpInputs inputs = one_input(in, x);
  inputs.add(Tensor::from_vector(perm));
  return dispatch_op(in, OpId::Transpose, inputs);
}

// TF's sort_ops: a descending sort is top_k of all elements; an ascending one
// sorts the negated values (and negates them back).
Value sort_or_argsort(I& in, A& a, const char* fname, bool argsort) {
  ArgParser p(
      fname, a,
      argsort ? std::initializer_list<const char*>{"values", "axis", "direction", "stable", "name"}
              : std::initializer_list<const char*>{"values", "axis", "direction", "name"},
      1);
  std::string direction = p.has(2) ? in.str(*p.get(2)) : "ASCENDING";
  if (direction != "ASCENDING" && direction != "DESCENDING") {
    throw_value_error("Unknown direction: " + direction);
  }
  OpInputs x_in = one_input(in, *p.get(0));
  Value x = tensor_input_value(in, x_in, 0);
  const Shape s = static_shape(x);
  if (!s.known_rank()) throw_not_implemented("minitf's tf.sort needs a tensor of known rank");
  int rank = s.rank();
  int64_t axis = p.has(1) ? int_arg(in, *p.get(1), "axis") : -1;
  if (axis < -rank || axis >= rank) {
    throw_value_error("axis must be within the range [" + std::to_string(-rank) + ", " +
                      std::to_string(rank) + "), got " + std::to_string(axis));
  }
  if (axis < 0) axis += rank;
  bool ascending = direction == "ASCENDING";
  bool moved = axis != rank - 1;
  if (moved) x = swap_last(in, x, static_cast<int>(axis), rank);
  // k: every element of the sorted axis, tf.shape(x)[-1] when the graph does
  // not know it.
  Value k = Value::integer(s[static_cast<int>(axis)]);
  if (s[static_cast<int>(axis)] < 0) {
    OpInputs sh = one_input(in, x);
    Value shape = dispatch_op(in, OpId::Shape, sh, Attrs{{"out_type", DType::Int32}});
    OpInputs g = one_input(in, shape);
    g.add(Tensor::scalar<int32_t>(rank - 1));
    g.add(Tensor::scalar<int32_t>(0));
    k = dispatch_op(in, OpId::GatherV2, g, Attrs{{"batch_dims", int64_t(0)}});
  }
  if (ascending) x = unary(in, OpId::Neg, x);
  std::vector<Value> vi = top_k_values(in, x, k, true);
  Value r = argsort ? vi[1] : vi[0];
  if (ascending && !argsort) r = unary(in, OpId::Neg, r);
  if (moved) r = swap_last(in, r, static_cast<int>(axis), rank);
  return r;
}

// TopKV2(values=..., indices=...): the named tuple TF's generated wrapper returns.
Value top_k(I& in, A& a) {
  ArgParser p("top_k", a, {"input", "k", "sorted", "index_type", "name"}, 1);
  std::vector<Value> vi = top_k_values(in, *p.get(0), p.has(1) ? *p.get(1) : Value::integer(1),
                                       !p.has(2) || in.truthy(*p.get(2)));
  static TypeObject* result_type =
      new_named_tuple_type("TopKV2", {"values", "indices"}, "tensorflow.python.ops.gen_nn_ops");
  return make_named_tuple(result_type, std::move(vi));
}

const NativeDef kTfFunctions[] = {
    {"gather", gather,
     "(params, indices, validate_indices=None, axis=None, batch_dims=0, name=None)"},
    {"gather_nd", gather_nd, "(params, indices, batch_dims=0, name=None)"},
    {"tensor_scatter_nd_update", tensor_scatter_nd_update, "(tensor, indices, updates, name=None)"},
    {"broadcast_to", broadcast_to, "(input, shape, name=None)"},
    {"tile", tile, "(input, multiples, name=None)"},
    {"expand_dims", expand_dims, "(input, axis, name=None)"},
    {"squeeze", squeeze, "(input, axis=None, name=None)"},
    {"pad", pad, "(tensor, paddings, mode='CONSTANT', constant_values=0, name=None)"},
    {"one_hot", one_hot,
     "(indices, depth, on_value=None, off_value=None, axis=None, dtype=None, name=None)"},
    {"boolean_mask", boolean_mask, "(tensor, mask, axis=None, name='boolean_mask')"},
    {"clip_by_value", clip_by_value, "(t, clip_value_min, clip_value_max, name=None)"},
    {"linspace", linspace, "(start, stop, num, name=None, axis=0)"},
    {"sort", [](I& in, A& a) { return sort_or_argsort(in, a, "sort", false); },
     "(values, axis=-1, direction='ASCENDING', name=None)"},
    {"argsort", [](I& in, A& a) { return sort_or_argsort(in, a, "argsort", true); },
     "(values, axis=-1, direction='ASCENDING', stable=False, name=None)"},
};

// In both tf and tf.math.
const NativeDef kTfMathFunctions[] = {
    {"add_n", add_n, "(inputs, name=None)"},
    {"cumsum", cumsum, "(x, axis=0, exclusive=False, reverse=False, name=None)"},
};

const NativeDef kMathOnly[] = {
    {"top_k", top_k, "(input, k=1, sorted=True, index_type=tf.int32, name=None)"},
};

}  // namespace

void install_tf_index_ops(Interpreter& in, Module& tf, Module& math) {
  add_functions(in, tf, kTfFunctions);
  add_functions(in, tf, kTfMathFunctions);
  add_functions(in, math, kTfMathFunctions);
  add_functions(in, math, kMathOnly);
  if (const Value* f = tf.get("linspace")) math.set(in, "linspace", *f);
}

}  // namespace minitf
