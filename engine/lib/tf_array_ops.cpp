// tf's tensor creation and array functions: constant, convert_to_tensor,
// reshape, transpose, zeros/ones/fill(_like), range, stack, concat, split,
// where, shape/size/rank, identity.
#include "builtins/native.h"
#include "framework/auto_pack.h"
#include "framework/convert.h"
#include "framework/dtypes.h"
#include "framework/mode.h"
#include "framework/operators.h"
#include "framework/tensor_object.h"
#include "framework/tensor_shape.h"
#include "framework/tracing.h"
#include "lib/tf_ops.h"
#include "tensor/format.h"

namespace minitf {

namespace {

using A = CallArgs;
using I = Interpreter;

// A constant goes through the Const op, so tracing will see it as a node.
Value const_value(Interpreter& in, Tensor t) {
  OpInputs none;
  DType d = t.dtype();
  return dispatch_op(in, OpId::Const, none, Attrs{{"value", std::move(t)}, {"dtype", d}});
}

// tf.constant's `shape`: same count reshapes, one element fills, else TF's TypeError.
Tensor constant_shape(Interpreter& in, const Value& value, Tensor t, const Shape& shape) {
  if (!shape.fully_defined())
    throw_type_error("Expected a fully defined shape, got " + shape.str());
  if (shape == t.shape()) return t;
  int64_t n = shape.num_elements();
  if (t.num_elements() == n) return t.reshaped(shape);
  if (t.num_elements() == 1) {
    Tensor inputs[2] = {Tensor::from_vector(shape.dim_vector()), t.reshaped(Shape())};
    return run_kernel(OpId::Fill, Span<Tensor>(inputs, 2));
  }
  if (modern_tf(in))
    throw_type_error("Eager execution of tf.constant with unsupported shape. Tensor " +
                     eager_tensor_str(t) + " (converted from " + in.repr(value) + ") has " +
                     std::to_string(t.num_elements()) + " elements, but got `shape` " +
                     shape.str() + " with " + std::to_string(n) + " elements).");
  throw_type_error("Eager execution of tf.constant with unsupported shape (value has " +
                   std::to_string(t.num_elements()) + " elements, shape is " + shape.str() +
                   " with " + std::to_string(n) + " elements).");
}

Value constant(I& in, A& a) {
  ArgParser p("constant", a, {"value", "dtype", "shape", "name"}, 1);
  const Value& value = *p.get(0);
  std::optional<DType> dtype = optional_dtype_arg(in, p.get(1));
  if (is_tf_tensor(value) && dtype && tensor_of(value).dtype() != *dtype) {
    DType have = tensor_of(value).dtype();
    if (modern_tf(in))
      throw_type_error("Expected tensor " + in.str(value) + " with dtype tf." + dtype_name(*dtype) +
                       ", but got dtype tf." + dtype_name(have) + ".");
    throw_type_error(std::string("Expected tensor with type tf.") + dtype_name(*dtype) +
                     " not tf." + dtype_name(have));
  }
  // A Const holds data; a graph tensor's stand-in is none (framework/tracing.h).
  if (is_symbolic_tensor(value))
    throw_type_error(modern_tf(in) ? "Expected any non-tensor type, but got a tensor instead."
                                   : "Expected any non-tensor type, got a tensor instead.");
  Tensor t = convert_to_tensor(in, value, dtype);
  if (p.has(2)) t = constant_shape(in, value, std::move(t), shape_arg(in, *p.get(2)));
  return const_value(in, std::move(t));
}

Value convert_to_tensor_fn(I& in, A& a) {
  ArgParser p("convert_to_tensor", a, {"value", "dtype", "dtype_hint", "name"}, 1);
  const Value& value = *p.get(0);
  std::optional<DType> dtype = optional_dtype_arg(in, p.get(1));
  if (is_tf_tensor(value) && (!dtype || tensor_of(value).dtype() == *dtype)) return value;
  if (holds_graph_tensor(in, value)) {
    // TF converts with the hint first, which casts the tensors inside.
    if (!dtype && p.has(2)) return auto_pack(in, value, dtype_arg(in, *p.get(2)));
    return auto_pack(in, value, dtype);
  }
  if (!dtype && p.has(2)) {
    try {
      return const_value(in, convert_to_tensor(in, value, dtype_arg(in, *p.get(2))));
    } catch (PyException& e) {
      if (!e.exc->type->is_subclass_of(types().TypeError) &&
          !e.exc->type->is_subclass_of(types().ValueError))
        throw;
    }
  }
  return const_value(in, convert_to_tensor(in, value, dtype));
}

// A shape operand (dims of reshape/fill/zeros): a tensor as is, else an int32
// vector (int64 when a dimension needs it), as TF converts Python lists.
void add_shape_input(Interpreter& in, OpInputs& inputs, const Value& v) {
  if (const Tensor* t = tensor_operand(v)) {
    inputs.add(*t, v.as_obj());
    return;
  }
  if (is_shape_obj(v)) {
    inputs.add(Tensor::from_vector(v.as<ShapeObj>()->shape.dim_vector()));
    return;
  }
  if (holds_graph_tensor(in, v)) return add_packed_input(in, inputs, v);
  Tensor t = convert_to_tensor(in, v);
  // An empty list is a scalar's shape: int32, as TF converts it (a plain
  // conversion would make it float32).
  if (t.num_elements() == 0) t = convert_to_tensor(in, v, DType::Int32);
  if (t.rank() == 0) t = t.reshaped(Shape({1}));
  inputs.add(std::move(t));
}

Value reshape(I& in, A& a) {
  ArgParser p("reshape", a, {"tensor", "shape", "name"}, 2);
  OpInputs inputs;
  add_tensor_input(in, inputs, *p.get(0));
  if (const Tensor* t = tensor_operand(*p.get(1))) {
    inputs.add(*t, p.get(1)->as_obj());
  } else if (holds_graph_tensor(in, *p.get(1))) {
    add_packed_input(in, inputs, *p.get(1));
  } else {
    inputs.add(convert_to_tensor(in, *p.get(1)));
  }
  return dispatch_op(in, OpId::Reshape, inputs);
}

Value transpose(I& in, A& a) {
  ArgParser p("transpose", a, {"a", "perm", "conjugate", "name"}, 1);
  OpInputs inputs;
  add_tensor_input(in, inputs, *p.get(0));
  if (p.has(1)) {
    add_tensor_input(in, inputs, *p.get(1));
  } else {
    std::vector<int32_t> perm;
    for (int i = inputs.values[0].rank() - 1; i >= 0; --i) perm.push_back(i);
    inputs.add(Tensor::from_vector(perm));
  }
  return dispatch_op(in, OpId::Transpose, inputs, Attrs::none(), "transpose/");
}

// zeros / ones: Fill(shape, 0 or 1 of dtype).
Value filled(Interpreter& in, const Value& shape, DType d, int one, const char* name) {
  OpInputs inputs;
  add_shape_input(in, inputs, shape);
  Value v = d == DType::Bool ? Value::boolean(one != 0) : Value::integer(one);
  if (d == DType::String) {
    if (one) throw_type_error("Cannot convert 1 to EagerTensor of dtype string");
    inputs.add(Tensor::scalar_string(""));
  } else {
    inputs.add(convert_to_tensor(in, v, d));
  }
  return dispatch_op(in, OpId::Fill, inputs, Attrs::none(), name);
}

Value like(Interpreter& in, const CallArgs& a, const char* fname, OpId op, int one) {
  ArgParser p(fname, a, {"input", "dtype", "name"}, 1);
  OpInputs inputs;
  add_tensor_input(in, inputs, *p.get(0));
  std::optional<DType> d = optional_dtype_arg(in, p.get(1));
  if (d && *d != inputs.values[0].dtype()) {
    // The input's shape, as a tensor: tf.shape when the graph does not know it.
    const Object* src = inputs.sources[0];
    Value shape =
        src && src->type == tf_tensor_type()
            ? dispatch_op(in, OpId::Shape, inputs, Attrs{{"out_type", DType::Int32}})
            : make_eager_tensor(Tensor::from_vector(inputs.values[0].shape().dim_vector()));
    return filled(in, shape, *d, one, one ? "ones_like/" : "zeros_like/");
  }
  return dispatch_op(in, op, inputs);
}

// tf.range's dtype when none is given: the widest of start/limit/delta in
// TF's hierarchy int32 < int64 < float32 < float64.
int range_rank(DType d) {
  switch (d) {
    case DType::Int32:
      return 0;
    case DType::Int64:
      return 1;
    case DType::Float32:
      return 2;
    case DType::Float64:
      return 3;
    default:
      throw_type_error(std::string("tf.range does not take ") + dtype_name(d) + " arguments");
  }
}

Value range(I& in, A& a) {
  ArgParser p("range", a, {"start", "limit", "delta", "dtype", "name"}, 1);
  Value start = *p.get(0), limit;
  if (p.has(1)) {
    limit = *p.get(1);
  } else {
    limit = start;
    start = Value::integer(0);
  }
  Value delta = p.has(2) ? *p.get(2) : Value::integer(1);
  std::optional<DType> dtype = optional_dtype_arg(in, p.get(3));
  OpInputs inputs;
  for (const Value* v : {&start, &limit, &delta}) add_tensor_input(in, inputs, *v, dtype);
  Value cast[3];  // keeps cast bounds alive: they are the inputs' sources
  if (!dtype) {
    DType widest = inputs.values[0].dtype();
    for (size_t i = 0; i < 3; ++i)
      if (range_rank(inputs.values[i].dtype()) > range_rank(widest))
        widest = inputs.values[i].dtype();
    for (size_t i = 0; i < 3; ++i) {
      if (inputs.values[i].dtype() != widest) {
        // Through the Cast op, so that a symbolic bound is cast in the graph.
        OpInputs c;
        c.add(inputs.values[i], inputs.sources[i]);
        cast[i] = dispatch_op(in, OpId::Cast, c, Attrs{{"DstT", widest}}, "Cast/");
        inputs.values[i] = tensor_of(cast[i]);
        inputs.sources[i] = cast[i].as_obj();
      }
    }
  }
  return dispatch_op(in, OpId::Range, inputs, Attrs::none(), "range/");
}

std::vector<Value> value_list(Interpreter& in, const Value& v) {
  if (is_type_exact(v, types().list) || is_type_exact(v, types().tuple)) return in.to_vector(v);
  return {v};
}

Value stack(I& in, A& a) {
  ArgParser p("stack", a, {"values", "axis", "name"}, 1);
  std::vector<Value> values = value_list(in, *p.get(0));
  if (values.empty()) throw_value_error("values must be non-empty");
  std::vector<const Value*> ptrs;
  for (const Value& v : values) ptrs.push_back(&v);
  OpInputs inputs;
  add_matching_inputs(in, inputs, ptrs.data(), ptrs.size());
  int64_t axis = p.has(1) ? int_arg(in, *p.get(1), "axis") : 0;
  int rank = inputs.values[0].rank();
  if (axis < -(rank + 1) || axis > rank)
    throw_value_error("Argument `axis` = " + std::to_string(axis) + " not in range [" +
                      std::to_string(-(rank + 1)) + ", " + std::to_string(rank + 1) + ")");
  return dispatch_op(in, OpId::Pack, inputs, Attrs{{"axis", axis}, {"N", int64_t(values.size())}},
                     "stack");
}

Value concat(I& in, A& a) {
  ArgParser p("concat", a, {"values", "axis", "name"}, 2);
  std::vector<Value> values = value_list(in, *p.get(0));
  std::vector<const Value*> ptrs;
  for (const Value& v : values) ptrs.push_back(&v);
  OpInputs inputs;
  add_matching_inputs(in, inputs, ptrs.data(), ptrs.size());
  add_tensor_input(in, inputs, *p.get(1),
                   tensor_operand(*p.get(1)) ? std::nullopt : std::optional<DType>(DType::Int32));
  if (values.size() == 1) {
    OpInputs one;
    one.add(inputs.values[0], inputs.sources[0]);
    return dispatch_op(in, OpId::Identity, one, Attrs::none(), "concat");
  }
  return dispatch_op(in, OpId::ConcatV2, inputs, Attrs{{"N", int64_t(values.size())}}, "concat");
}

Value split(I& in, A& a) {
  ArgParser p("split", a, {"value", "num_or_size_splits", "axis", "num", "name"}, 2);
  const Value& n = *p.get(1);
  if (!n.is_intlike() && !(is_tf_tensor(n) && tensor_of(n).rank() == 0))
    throw_not_implemented("minitf's tf.split takes a number of equal splits (not a list of sizes)");
  OpInputs inputs;
  const Value* axis = p.get(2);
  inputs.add(Tensor::scalar<int32_t>(axis ? int32_t(int_arg(in, *axis, "axis")) : 0));
  add_tensor_input(in, inputs, *p.get(0));
  std::vector<Value> parts = dispatch_op_n(
      in, OpId::Split, inputs, Attrs{{"num_split", int_arg(in, n, "num_or_size_splits")}}, "split");
  return list_value(std::move(parts));
}

Value where(I& in, A& a) {
  ArgParser p("where", a, {"condition", "x", "y", "name"}, 1);
  if (!p.has(1) && !p.has(2)) {
    // The coordinates of the true (non-zero) elements: TF's Where op.
    OpInputs inputs;
    add_tensor_input(in, inputs, *p.get(0));
    return dispatch_op(in, OpId::Where, inputs);
  }
  if (!p.has(1) || !p.has(2)) throw_value_error("x and y must both be non-None or both be None.");
  OpInputs inputs;
  add_tensor_input(in, inputs, *p.get(0),
                   tensor_operand(*p.get(0)) ? std::nullopt : std::optional<DType>(DType::Bool));
  const Value* xy[2] = {p.get(1), p.get(2)};
  add_matching_inputs(in, inputs, xy, 2);
  return dispatch_op(in, OpId::SelectV2, inputs);
}

Value shape_like(I& in, A& a, const char* fname, OpId op, bool has_out_type) {
  ArgParser p(fname, a,
              has_out_type ? std::initializer_list<const char*>{"input", "out_type", "name"}
                           : std::initializer_list<const char*>{"input", "name"},
              1);
  OpInputs inputs;
  add_tensor_input(in, inputs, *p.get(0));
  DType out = has_out_type && p.has(1) ? dtype_arg(in, *p.get(1)) : DType::Int32;
  return dispatch_op(in, op, inputs, has_out_type ? Attrs{{"out_type", out}} : Attrs());
}

Value tf_zeros(I& in, A& a) {
  ArgParser p("zeros", a, {"shape", "dtype", "name"}, 1);
  return filled(in, *p.get(0), p.has(1) ? dtype_arg(in, *p.get(1)) : DType::Float32, 0, "zeros/");
}

Value tf_ones(I& in, A& a) {
  ArgParser p("ones", a, {"shape", "dtype", "name"}, 1);
  return filled(in, *p.get(0), p.has(1) ? dtype_arg(in, *p.get(1)) : DType::Float32, 1, "ones/");
}

Value tf_fill(I& in, A& a) {
  ArgParser p("fill", a, {"dims", "value", "name"}, 2);
  OpInputs inputs;
  add_shape_input(in, inputs, *p.get(0));
  add_tensor_input(in, inputs, *p.get(1));
  return dispatch_op(in, OpId::Fill, inputs);
}

Value tf_identity(I& in, A& a) {
  ArgParser p("identity", a, {"input", "name"}, 1);
  OpInputs inputs;
  add_tensor_input(in, inputs, *p.get(0));
  return dispatch_op(in, OpId::Identity, inputs);
}

const NativeDef kArrayOpsFunctions[] = {
    {"constant", constant, "(value, dtype=None, shape=None, name='Const')",
     "Creates a constant tensor from a tensor-like object."},
    {"convert_to_tensor", convert_to_tensor_fn, "(value, dtype=None, dtype_hint=None, name=None)",
     "Converts the given value to a Tensor."},
    {"reshape", reshape, "(tensor, shape, name=None)"},
    {"transpose", transpose, "(a, perm=None, conjugate=False, name='transpose')"},
    {"zeros", tf_zeros, "(shape, dtype=tf.float32, name=None)"},
    {"ones", tf_ones, "(shape, dtype=tf.float32, name=None)"},
    {"fill", tf_fill, "(dims, value, name=None)"},
    {"zeros_like", [](I& in, A& a) { return like(in, a, "zeros_like", OpId::ZerosLike, 0); },
     "(input, dtype=None, name=None)"},
    {"ones_like", [](I& in, A& a) { return like(in, a, "ones_like", OpId::OnesLike, 1); },
     "(input, dtype=None, name=None)"},
    {"range", range, "(start, limit=None, delta=1, dtype=None, name='range')"},
    {"stack", stack, "(values, axis=0, name='stack')"},
    {"concat", concat, "(values, axis, name='concat')"},
    {"split", split, "(value, num_or_size_splits, axis=0, num=None, name='split')"},
    {"where", where, "(condition, x=None, y=None, name=None)"},
    {"shape", [](I& in, A& a) { return shape_like(in, a, "shape", OpId::Shape, true); },
     "(input, out_type=tf.int32, name=None)"},
    {"size", [](I& in, A& a) { return shape_like(in, a, "size", OpId::Size, true); },
     "(input, out_type=tf.int32, name=None)"},
    {"rank", [](I& in, A& a) { return shape_like(in, a, "rank", OpId::Rank, false); },
     "(input, name=None)"},
    {"identity", tf_identity, "(input, name=None)"},
};

}  // namespace

void install_tf_array_ops(Interpreter& in, Module& tf) {
  add_functions(in, tf, kArrayOpsFunctions);
}

}  // namespace minitf
