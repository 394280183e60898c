// `_numpy_native`: the few primitives that numpy's Python-level functions
// (engine/lib/py/_numpy_*.py) are written on: any kernel of the op registry
// run eagerly on arrays (never traced: numpy inside a tf.function computes at
// trace time, as real numpy does), numpy's result dtype, in-place update of
// an array (item assignment), and raw bytes for .npy files.
#include <algorithm>
#include <cmath>
#include <cstring>

#include "builtins/native.h"
#include "framework/convert.h"
#include "framework/dispatch.h"
#include "framework/dtypes.h"
#include "framework/numpy_types.h"
#include "framework/tensor_object.h"
#include "lib/np_module.h"
#include "ops/registry.h"
#include "runtime/interp_impl.h"

namespace minitf {

namespace {

using A = CallArgs;
using I = Interpreter;

AttrValue attr_of(Interpreter& in, const Value& v) {
  if (v.is_bool()) return v.as_bool();
  if (v.is_intlike()) return int64_t{v.as_int()};
  if (v.is_float()) return v.to_double();
  if (is_type_exact(v, types().str)) return v.as<Str>()->s;
  if (is_np_dtype(v)) return np_dtype_of(v);
  if (is_type_exact(v, types().list) || is_type_exact(v, types().tuple))
    return int_list_arg(in, v, "attr");
  throw_type_error("_numpy_native.kernel: unsupported attribute value " + in.repr(v));
}

// kernel(op_name, inputs, **attrs): the op's outputs as arrays (a tuple when
// the op has several).
Value native_kernel(I& in, A& a) {
  if (a.pos.size() != 2) throw_type_error("kernel(op_name, inputs, **attrs)");
  if (!is_type_exact(a.pos[0], types().str)) throw_type_error("kernel: op name must be a str");
  const OpDef* op = find_op(a.pos[0].as<Str>()->s);
  if (!op) throw_value_error("kernel: no op " + a.pos[0].as<Str>()->s);
  std::vector<Tensor> inputs;
  for (const Value& v : in.to_vector(a.pos[1])) inputs.push_back(convert_to_numpy(in, v));
  Attrs attrs;
  for (const auto& [k, v] : a.kw) attrs.set(k->s, attr_of(in, v));
  TensorList out = run_op(*op, Span<Tensor>(inputs.data(), inputs.size()), attrs);
  if (out.size() == 1) return make_ndarray(out[0]);
  std::vector<Value> vs;
  for (size_t i = 0; i < out.size(); ++i) vs.push_back(make_ndarray(out[i]));
  return tuple_value(std::move(vs));
}

// result_type(*operands): numpy 1.24's promotion, value-based for Python
// scalars and 0-d arrays.
Value native_result_type(I& in, A& a) {
  if (a.pos.empty()) throw_value_error("at least one array or dtype is required");
  // A dtype stands for an array of that dtype (no value-based casting).
  std::vector<Value> ops;
  for (const Value& v : a.pos)
    if (is_np_dtype(v)) {
      ops.push_back(make_ndarray(Tensor::empty(np_dtype_of(v), Shape({0}))));
    } else if (is_type_exact(v, types().list) || is_type_exact(v, types().tuple)) {
      ops.push_back(make_ndarray(convert_to_numpy(in, v)));
    } else {
      ops.push_back(v);
    }
  return np_dtype_value(numpy_result_dtype(in, ops.data(), ops.size()));
}

// as_array(value, dtype=None): numpy.asarray that always makes a new ndarray
// object (0-d stays an array).
Value native_as_array(I& in, A& a) {
  ArgParser p("as_array", a, {"value", "dtype"}, 1);
  std::optional<DType> d;
  if (p.has(1)) d = dtype_arg(in, *p.get(1), true);
  if (d && is_numpy_value(*p.get(0))) return make_ndarray(cast_tensor(tensor_of(*p.get(0)), *d));
  return make_ndarray(convert_to_numpy(in, *p.get(0), d));
}

// replace(array, new): the array now holds new's elements (same shape and
// dtype); what item assignment does. The array gets its own storage, so no
// other array or tensor sees the change.
Value native_replace(I& in, A& a) {
  check_arity(a, 2, 2, "replace");
  if (!is_ndarray(a.pos[0])) throw_type_error("replace: not an ndarray");
  Tensor t = convert_to_numpy(in, a.pos[1]);
  TensorObj* obj = a.pos[0].as<TensorObj>();
  if (t.dtype() != obj->t.dtype() || !(t.shape() == obj->t.shape()))
    throw_value_error("replace: shape or dtype differs");
  Tensor copy = numpy_empty(t.dtype(), t.shape());
  if (t.dtype() == DType::String) {
    for (int64_t i = 0; i < t.num_elements(); ++i)
      copy.mutable_data<std::string>()[i] = t.data<std::string>()[i];
  } else if (t.num_elements() > 0) {
    std::memcpy(copy.mutable_raw_data(), t.raw_data(), t.num_elements() * dtype_size(t.dtype()));
  }
  obj->t = std::move(copy);
  return Value();
}

// argsort_last(x): the stable order of each row along the last axis, NaNs
// last, as int64 (numpy's sort order; np.sort is x's rows in this order).
Value native_argsort_last(I& in, A& a) {
  check_arity(a, 1, 1, "argsort_last");
  Tensor x = convert_to_numpy(in, a.pos[0]);
  if (x.rank() == 0) throw_value_error("argsort_last: a 0-d array");
  if (x.dtype() == DType::String || dtype_is_complex(x.dtype()))
    throw_not_implemented("minitf's numpy sorts real numbers only");
  Tensor out = numpy_empty(DType::Int64, x.shape());
  const int64_t n = x.dim(x.rank() - 1);
  const int64_t rows = n ? x.num_elements() / n : 0;
  int64_t* o = out.mutable_data<int64_t>();
  std::vector<double> key(static_cast<size_t>(n));
  for (int64_t r = 0; r < rows; ++r) {
    poll_interrupt();
    for (int64_t i = 0; i < n; ++i) key[size_t(i)] = x.element_as_double(r * n + i);
    int64_t* idx = o + r * n;
    for (int64_t i = 0; i < n; ++i) idx[i] = i;
    if (dtype_is_integer(x.dtype())) {
      // int64 beyond 2**53 compares exactly as integers.
      std::stable_sort(idx, idx + n, [&](int64_t p, int64_t q) {
        return x.element_as_int64(r * n + p) < x.element_as_int64(r * n + q);
      });
    } else {
      std::stable_sort(idx, idx + n, [&](int64_t p, int64_t q) {
        double u = key[size_t(p)], v = key[size_t(q)];
        if (std::isnan(u)) return false;
        return std::isnan(v) || u < v;
      });
    }
  }
  return make_ndarray(std::move(out));
}

const NativeDef kNativeFunctions[] = {
    {"argsort_last", native_argsort_last, "(x)", "Stable argsort along the last axis."},
    {"kernel", native_kernel, "(op_name, inputs, **attrs)", "Run an op's kernel on arrays."},
    {"result_type", native_result_type, "(*operands)", "numpy's result dtype."},
    {"as_array", native_as_array, "(value, dtype=None)", "A new ndarray of value."},
    {"replace", native_replace, "(array, new)", "Overwrite an array's elements."},
};

}  // namespace

Ref<Module> make_numpy_native_module(Interpreter& in) {
  Ref<Module> m(new Module("_numpy_native"));
  add_functions(in, *m, kNativeFunctions);
  install_numpy_io_natives(in, *m);
  install_numpy_generator_natives(in, *m);
  return m;
}

}  // namespace minitf
