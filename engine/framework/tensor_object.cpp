// tf.Tensor and EagerTensor: attributes, indexing, conversions and text.
//
// tf.Tensor holds what every tensor has (shape, dtype, operators, indexing),
// so symbolic tensors can reuse it; EagerTensor adds what needs a value
// (numpy(), repr/str, bool/int/float, len, iteration).
#include <cmath>

#include "builtins/native.h"
#include "framework/convert.h"
#include "framework/dtypes.h"
#include "framework/graph_objects.h"
#include "framework/numpy_types.h"
#include "framework/operator_slots.h"
#include "framework/operators.h"
#include "framework/slicing.h"
#include "framework/tensor_shape.h"
#include "framework/tracing.h"
#include "runtime/format.h"
#include "runtime/interp_impl.h"
#include "runtime/iterators.h"
#include "tensor/format.h"

namespace minitf {

namespace {

// Where eager tensors live (TF's device string for the CPU).
constexpr const char* kCpuDevice = "/job:localhost/replica:0/task:0/device:CPU:0";
// numpy defers binary operators to objects with a higher priority; TF sets 100.
constexpr int64_t kArrayPriority = 100;

const Tensor& self_t(const CallArgs& a) { return tensor_of(a.pos[0]); }

// The value as numpy's conversions see it (float(t) is float(t.numpy())).
Value scalar_of(const Tensor& t) {
  if (t.num_elements() != 1)
    throw_type_error("only size-1 arrays can be converted to Python scalars");
  return element_to_python(t, 0);
}

using A = CallArgs;
using I = Interpreter;

Value symbolic_op(I& in, A& a) {
  if (!is_symbolic_tensor(a.pos[0]))
    throw_attribute_error("Tensor.op is meaningless when eager execution is enabled.");
  auto* s = a.pos[0].as<SymbolicTensor>();
  return make_operation_value(in, s->out.node, s->keep);
}

Value symbolic_graph(I& in, A& a) {
  if (!is_symbolic_tensor(a.pos[0]))
    throw_attribute_error("Tensor.graph is meaningless when eager execution is enabled.");
  auto* s = a.pos[0].as<SymbolicTensor>();
  return make_graph_value(in, s->out.node->graph, s->keep);
}

Value symbolic_len(I&, A& a) {
  throw_type_error("len is not well defined for symbolic Tensors. (" +
                   symbolic_output(a.pos[0]).name() +
                   ") Please call `x.shape` rather than `len(x)` for shape information.");
}

Value symbolic_array(I&, A& a) { raise_symbolic_to_numpy(a.pos[0]); }

// What only symbolic (graph) tensors answer: EagerTensor overrides each of
// these with its value-based version.
const NativeDef kSymbolicTensorMethods[] = {
    {"__repr__", [](I&, A& a) { return str_value(graph_tensor_repr(symbolic_output(a.pos[0]))); }},
    {"__str__", [](I&, A& a) { return str_value(graph_tensor_str(symbolic_output(a.pos[0]))); }},
    {"__bool__", [](I& in, A&) -> Value { raise_operator_not_allowed(in, "bool"); }},
    {"__iter__", [](I& in, A&) -> Value { raise_operator_not_allowed(in, "iterate"); }},
    {"__len__", symbolic_len},
    {"__array__", symbolic_array},
};

const NativeDef kSymbolicTensorProperties[] = {
    {"name", [](I&, A& a) { return str_value(symbolic_output(a.pos[0]).name()); }},
    {"value_index", [](I&, A& a) { return Value::integer(symbolic_output(a.pos[0]).index); }},
    {"device", [](I&, A&) { return str_value(""); }},
    {"op", symbolic_op},
    {"graph", symbolic_graph},
};

void install_symbolic_tensor_methods(TypeObject* t) {
  add_methods(t, kSymbolicTensorMethods);
  add_properties(t, kSymbolicTensorProperties);
}

Value tensor_ndim(I&, A& a) {
  const Shape& s = static_shape(a.pos[0]);
  return s.known_rank() ? Value::integer(s.rank()) : Value();
}

Value tensor_getitem(I& in, A& a) {
  check_arity(a, 2, 2, "__getitem__");
  return tf_getitem(in, a.pos[0], self_t(a), a.pos[1]);
}

const NativeDef kTensorProperties[] = {
    // A symbolic tensor's shape is its graph output's (maybe partially known).
    {"shape", [](I&, A& a) { return make_shape_value(static_shape(a.pos[0])); }},
    {"dtype", [](I&, A& a) { return tf_dtype_value(self_t(a).dtype()); }},
    {"ndim", tensor_ndim},
};

const NativeDef kTensorMethods[] = {
    {"get_shape", [](I&, A& a) { return make_shape_value(static_shape(a.pos[0])); }},
    {"__getitem__", tensor_getitem},
};

TypeObject* make_tensor_type() {
  TypeObject* t =
      new_builtin_type("Tensor", types().object, Layout::Native, "tensorflow.python.framework.ops");
  add_properties(t, kTensorProperties);
  add_methods(t, kTensorMethods);
  install_symbolic_tensor_methods(t);
  add_constant(t, "__array_priority__", Value::integer(kArrayPriority));
  install_tensor_operators(t);
  return t;
}

Value eager_numpy(I& in, A& a) {
  ArgParser("numpy", a, {}, 0, true);
  Value v = numpy_result(self_t(a));
  // Inside a trace, a captured tensor's value becomes a Python constant.
  report_volatile_value(in, "Tensor.numpy", v);
  return v;
}

// TF formats the numpy value: f"{t}" is str(t.numpy()), f"{t:.2f}" formats the scalar.
Value eager_format(I& in, A& a) {
  check_arity(a, 2, 2, "__format__");
  std::string spec = is_type_exact(a.pos[1], types().str) ? a.pos[1].as<Str>()->s : "";
  return str_value(format_value(in, numpy_result(self_t(a)), spec));
}

Value eager_bool(I&, A& a) { return truth_of_tensor(self_t(a)); }

Value eager_len(I&, A& a) {
  const Tensor& x = self_t(a);
  if (x.rank() == 0) throw_type_error("Scalar tensor has no `len()`");
  return Value::integer(x.dim(0));
}

Value eager_iter(I& in, A& a) {
  Value self = a.pos[0];
  const Tensor& x = tensor_of(self);
  if (x.rank() == 0) throw_type_error("Cannot iterate over a scalar tensor.");
  int64_t n = x.dim(0), i = 0;
  return make_native_iterator("_TensorIterator", [self, n, i](I& in, Value& out) mutable {
    if (i >= n) return false;
    out = tf_getitem(in, self, tensor_of(self), Value::integer(i++));
    return true;
  });
}

Value eager_float(I&, A& a) {
  Value v = scalar_of(self_t(a));
  if (v.is_obj()) throw_type_error("can't convert complex to float");
  return Value::floating(v.to_double());
}

Value eager_int(I&, A& a) {
  return int_of_element(scalar_of(self_t(a)), "can't convert complex to int");
}

Value eager_index(I&, A& a) { return index_of_tensor(self_t(a)); }

const NativeDef kEagerTensorMethods[] = {
    {"numpy", eager_numpy},
    {"__array__", [](I&, A& a) { return make_ndarray(self_t(a)); }},
    // TF prints a tensor's value with numpy, so np.set_printoptions applies.
    {"__repr__",
     [](I& in, A& a) {
       return str_value(eager_tensor_repr(self_t(a), -1, numpy_print_options(in)));
     }},
    {"__str__",
     [](I& in, A& a) { return str_value(eager_tensor_str(self_t(a), numpy_print_options(in))); }},
    {"__format__", eager_format},
    {"__bool__", eager_bool},
    {"__len__", eager_len},
    {"__iter__", eager_iter},
    {"__float__", eager_float},
    {"__int__", eager_int},
    {"__index__", eager_index},
};

const NativeDef kEagerTensorProperties[] = {
    {"device", [](I&, A&) { return str_value(kCpuDevice); }},
    {"backing_device", [](I&, A&) { return str_value(kCpuDevice); }},
    {"name",
     [](I&, A&) -> Value {
       throw_attribute_error("Tensor.name is meaningless when eager execution is enabled.");
     }},
};

TypeObject* make_eager_type() {
  TypeObject* t = new_builtin_type("EagerTensor", tf_tensor_type(), Layout::Native,
                                   "tensorflow.python.framework.ops");
  install_eager_operator_slots(t);
  add_methods(t, kEagerTensorMethods);
  add_properties(t, kEagerTensorProperties);
  return t;
}

}  // namespace

TypeObject* tf_tensor_type() {
  static TypeObject* t = make_tensor_type();
  return t;
}

TypeObject* eager_tensor_type() {
  static TypeObject* t = make_eager_type();
  return t;
}

const Shape& static_shape(const Value& v) {
  if (is_symbolic_tensor(v)) return symbolic_output(v).shape();
  return tensor_of(v).shape();
}

bool is_tf_tensor(const Value& v) {
  if (!v.is_obj()) return false;
  TypeObject* t = v.as_obj()->type;
  return t == eager_tensor_type() || t == tf_tensor_type();
}

Value truth_of_tensor(const Tensor& x) {
  if (x.num_elements() != 1)
    throw_value_error(
        "The truth value of an array with more than one element is ambiguous. Use a.any() or "
        "a.all()");
  if (x.dtype() == DType::String) return Value::boolean(!x.item<std::string>().empty());
  Value v = element_to_python(x, 0);
  if (v.is_obj()) return Value::boolean(v.as<Complex>()->re != 0 || v.as<Complex>()->im != 0);
  return Value::boolean(v.to_double() != 0);
}

Value int_of_element(const Value& v, const char* complex_error) {
  if (v.is_float()) {
    double d = v.as_float();
    if (std::isnan(d)) throw_value_error("cannot convert float NaN to integer");
    if (std::isinf(d)) throw_exc(types().OverflowError, "cannot convert float infinity to integer");
    return Value::integer(int64_t(d));
  }
  if (v.is_obj()) throw_type_error(complex_error);
  return Value::integer(v.as_int());
}

Value index_of_tensor(const Tensor& x) {
  if (x.rank() != 0 || !(dtype_is_integer(x.dtype()) || x.dtype() == DType::Bool))
    throw_type_error("only integer scalar arrays can be converted to a scalar index");
  return Value::integer(x.element_as_int64(0));
}

[[noreturn]] void raise_symbolic_to_numpy(const Value& v) {
  throw_not_implemented("Cannot convert a symbolic Tensor (" + symbolic_output(v).name() +
                        ") to a numpy array. This error may indicate that you're trying to "
                        "pass a Tensor to a NumPy call, which is not supported");
}

}  // namespace minitf
