// tf.TensorArray, built from registry ops so the same code runs eagerly and
// in graphs. TF 2 keeps a TensorList variant; minitf keeps two plain tensors
// instead — the elements flattened into one 1-D buffer, and the size — plus
// the element dtype and static element shape on the Python object. Inside a
// converted loop or cond, a TensorArray travels as those two tensors (see
// flatten_state), with the buffer's length free to change per iteration.
#include "autograph/tensor_array.h"

#include "autograph/control_flow_impl.h"
#include "builtins/native.h"
#include "framework/convert.h"
#include "framework/dtypes.h"
#include "framework/tensor_object.h"
#include "framework/tracing.h"
#include "framework/variable_object.h"

namespace minitf {

namespace {

struct TensorArrayObj : Object {
  DType dtype;
  Value buffer;  // 1-D tensor of all elements, row after row
  Value size;    // int32 scalar tensor (or Python int)
  Shape element_shape = Shape::unknown_rank();
  bool dynamic_size = false;
  TensorArrayObj(TypeObject* t, DType d) : Object(t), dtype(d) {}
};

TensorArrayObj& self_ta(const CallArgs& a) { return *a.pos[0].as<TensorArrayObj>(); }

TypeObject* ta_type();

Value new_ta(const TensorArrayObj& like, Value buffer, Value size, Shape elem) {
  auto* t = new TensorArrayObj(ta_type(), like.dtype);
  t->buffer = std::move(buffer);
  t->size = std::move(size);
  t->element_shape = std::move(elem);
  t->dynamic_size = like.dynamic_size;
  return Value::object(t);
}

Value pack1(Interpreter& in, const Value& v) {
  return ag_cf::op_values(in, OpId::Pack, {v}, Attrs{{"axis", int64_t(0)}, {"N", int64_t(1)}},
                          "stack");
}

Value vec(const std::vector<int64_t>& v) {
  std::vector<int32_t> w(v.begin(), v.end());
  return make_eager_tensor(Tensor::from_vector(w));
}

// buffer[begin:end] (end = null: to the end) with tensor bounds.
Value slice(Interpreter& in, const Value& buf, const Value& begin, const Value* end) {
  Attrs attrs{{"begin_mask", int64_t(0)},
              {"end_mask", int64_t(end ? 0 : 1)},
              {"ellipsis_mask", int64_t(0)},
              {"new_axis_mask", int64_t(0)},
              {"shrink_axis_mask", int64_t(0)}};
  return ag_cf::op_values(in, OpId::StridedSlice,
                          {buf, pack1(in, begin), end ? pack1(in, *end) : vec({0}), vec({1})},
                          attrs, "strided_slice");
}

int64_t element_count(const Shape& s) {
  int64_t n = 1;
  for (int i = 0; i < s.rank(); ++i) n *= s[i];
  return n;
}

Shape static_shape(Interpreter& in, const Value& t) {
  if (is_symbolic_tensor(t)) return symbolic_output(t).shape();
  return tensor_of(t).shape();
}

Value reshape(Interpreter& in, const Value& t, const std::vector<int64_t>& shape) {
  return ag_cf::op_values(in, OpId::Reshape, {t, vec(shape)}, Attrs::none(), "Reshape");
}

Value ta_write(Interpreter& in, CallArgs& a) {
  ArgParser p("write", a, {"index", "value", "name"}, 2, true);
  TensorArrayObj& ta = self_ta(a);
  Value index = *p.get(0);
  Value v = *p.get(1);
  // A variable is read now, by an op (in a graph, a ReadVariableOp ordered
  // after the writes before it), not frozen at its value while tracing.
  if (is_variable(v)) v = in.call(in.getattr(v, "read_value"), std::vector<Value>{});
  if (!is_tf_tensor(v)) v = make_eager_tensor(convert_to_tensor(in, v, ta.dtype));
  Shape s = static_shape(in, v);
  DType d = is_symbolic_tensor(v) ? symbolic_output(v).dtype() : tensor_of(v).dtype();
  if (d != ta.dtype)
    throw_type_error(std::string("TensorArray dtype is ") + dtype_name(ta.dtype) +
                     " but Op is trying to write dtype " + dtype_name(d) + ".");
  for (int i = 0; s.known_rank() && i < s.rank(); ++i)
    if (s[i] < 0)
      throw_value_error("minitf TensorArray: elements need a fully known shape, got " + s.str());
  if (!s.known_rank()) throw_value_error("minitf TensorArray: elements need a known shape");
  if (ta.element_shape.known_rank() && !(ta.element_shape == s))
    throw_value_error("Could not write to TensorArray index because the value shape is " + s.str() +
                      " which is incompatible with the TensorArray's inferred element shape: " +
                      ta.element_shape.str() + " (consider setting infer_shape=False).");
  int64_t k = element_count(s);
  Value kv = Value::integer(k);
  Value start = in.binop(BinOpKind::Mult, index, kv);
  Value next = in.binop(BinOpKind::Mult, in.binop(BinOpKind::Add, index, Value::integer(1)), kv);
  Value before = slice(in, ta.buffer, Value::integer(0), &start);
  Value after = slice(in, ta.buffer, next, nullptr);
  Value flat = reshape(in, v, {-1});
  Value buf = ag_cf::op_values(in, OpId::ConcatV2, {before, flat, after, Value::integer(0)},
                               Attrs{{"N", int64_t(3)}}, "concat");
  Value size = ag_cf::op_values(in, OpId::Maximum,
                                {ta.size, in.binop(BinOpKind::Add, index, Value::integer(1))},
                                Attrs::none(), "Maximum");
  return new_ta(ta, buf, size, s);
}

Value ta_read(Interpreter& in, CallArgs& a) {
  ArgParser p("read", a, {"index", "name"}, 1, true);
  TensorArrayObj& ta = self_ta(a);
  if (!ta.element_shape.known_rank())
    throw_value_error("minitf TensorArray: read() before any write (unknown element shape)");
  Value kv = Value::integer(element_count(ta.element_shape));
  Value start = in.binop(BinOpKind::Mult, *p.get(0), kv);
  Value end = in.binop(BinOpKind::Add, start, kv);
  return reshape(in, slice(in, ta.buffer, start, &end), ta.element_shape.dim_vector());
}

Value ta_stack(Interpreter& in, CallArgs& a) {
  TensorArrayObj& ta = self_ta(a);
  if (!ta.element_shape.known_rank()) return ta.buffer;
  std::vector<int64_t> shape{-1};
  for (int64_t d : ta.element_shape.dim_vector()) shape.push_back(d);
  return reshape(in, ta.buffer, shape);
}

Value ta_unstack(Interpreter& in, CallArgs& a) {
  ArgParser p("unstack", a, {"value", "name"}, 1, true);
  TensorArrayObj& ta = self_ta(a);
  Value v = *p.get(0);
  if (!is_tf_tensor(v)) v = make_eager_tensor(convert_to_tensor(in, v, ta.dtype));
  Shape s = static_shape(in, v);
  if (!s.known_rank() || s.rank() == 0 || s[0] < 0)
    throw_value_error("minitf TensorArray: unstack() needs a known leading dimension");
  std::vector<int64_t> dims = s.dim_vector();
  return new_ta(ta, reshape(in, v, {-1}), Value::integer(dims[0]),
                Shape(std::vector<int64_t>(dims.begin() + 1, dims.end())));
}

using A = CallArgs;
using I = Interpreter;

Value ta_size(I& in, A& a) {
  Value s = self_ta(a).size;
  return is_tf_tensor(s) ? s : make_eager_tensor(convert_to_tensor(in, s, DType::Int32));
}

Value ta_repr(I&, A& a) {
  return str_value(
      std::string("<tensorflow.python.ops.tensor_array_ops.TensorArray object of dtype ") +
      dtype_name(self_ta(a).dtype) + ">");
}

// clang-format off: one method a line, as in every NativeDef table (the formatter packs them).
const NativeDef kTensorArrayMethods[] = {
    {"write", ta_write},     {"read", ta_read}, {"stack", ta_stack},
    {"unstack", ta_unstack}, {"size", ta_size}, {"__repr__", ta_repr},
};
// clang-format on

const NativeDef kTensorArrayProperties[] = {
    {"dtype", [](I&, A& a) { return tf_dtype_value(self_ta(a).dtype); }},
    {"dynamic_size", [](I&, A& a) { return Value::boolean(self_ta(a).dynamic_size); }},
};

TypeObject* make_ta_type() {
  TypeObject* t = new_builtin_type("TensorArray", types().object, Layout::Native,
                                   "tensorflow.python.ops.tensor_array_ops");
  add_methods(t, kTensorArrayMethods);
  add_properties(t, kTensorArrayProperties);
  return t;
}

TypeObject* ta_type() {
  static TypeObject* t = make_ta_type();
  return t;
}

}  // namespace

bool is_tensor_array(const Value& v) { return is_type_exact(v, ta_type()); }

std::vector<Value> tensor_array_parts(const Value& ta) {
  auto* t = ta.as<TensorArrayObj>();
  return {t->buffer, t->size};
}

Value tensor_array_with_parts(const Value& like, const Value& buffer, const Value& size) {
  auto* t = like.as<TensorArrayObj>();
  return new_ta(*t, buffer, size, t->element_shape);
}

Value make_tensor_array(Interpreter& in, CallArgs& a) {
  ArgParser p("TensorArray", a,
              {"dtype", "size", "dynamic_size", "clear_after_read", "tensor_array_name", "handle",
               "flow", "infer_shape", "element_shape", "colocate_with_first_write_call", "name"},
              1);
  DType d = dtype_arg(in, *p.get(0));
  auto* t = new TensorArrayObj(ta_type(), d);
  Value keep = Value::object(t);
  t->dynamic_size = p.has(2) && in.truthy(*p.get(2));
  int64_t n = 0;
  if (p.has(1) && is_symbolic_tensor(*p.get(1)) && !symbolic_output(*p.get(1)).static_value()) {
    // A size known only when the graph runs (TensorArray(tf.int32, size=n)
    // with a tensor n): writes fill the array in order.
    if (p.has(8))
      throw_not_implemented(
          "minitf TensorArray: element_shape with a size known only when the graph runs");
    t->size = *p.get(1);
  } else {
    n = p.has(1) ? int_arg(in, *p.get(1), "size") : 0;
    t->size = make_eager_tensor(convert_to_tensor(in, Value::integer(n), DType::Int32));
  }
  if (p.has(8)) {
    t->element_shape = Shape(int_list_arg(in, *p.get(8), "element_shape"));
    // A known element shape lets a fixed-size array start zero-filled, so
    // writes may come in any order.
    Tensor zeros = Tensor::zeros(d, Shape({n * element_count(t->element_shape)}));
    t->buffer = make_eager_tensor(std::move(zeros));
  } else {
    t->buffer = make_eager_tensor(Tensor::zeros(d, Shape({0})));
  }
  return keep;
}

}  // namespace minitf

namespace minitf {

std::vector<Value> flatten_state(const std::vector<Value>& state, std::vector<Value>* templates) {
  std::vector<Value> flat;
  templates->clear();
  for (const Value& v : state) {
    if (is_tensor_array(v)) {
      for (Value& p : tensor_array_parts(v)) flat.push_back(p);
      templates->push_back(v);
    } else {
      flat.push_back(v);
      templates->push_back(Value());
    }
  }
  return flat;
}

std::vector<Value> unflatten_state(const std::vector<Value>& flat,
                                   const std::vector<Value>& templates) {
  std::vector<Value> out;
  size_t k = 0;
  for (const Value& t : templates) {
    if (t.is_none()) {
      out.push_back(flat.at(k++));
    } else {
      out.push_back(tensor_array_with_parts(t, flat.at(k), flat.at(k + 1)));
      k += 2;
    }
  }
  return out;
}

std::vector<bool> buffer_positions(const std::vector<Value>& templates) {
  std::vector<bool> out;
  for (const Value& t : templates) {
    out.push_back(!t.is_none());
    if (!t.is_none()) out.push_back(false);
  }
  return out;
}

}  // namespace minitf
