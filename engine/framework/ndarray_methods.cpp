// ndarray and numpy-scalar methods and attributes (everything but operators).
#include <cmath>
#include <cstring>

#include "builtins/native.h"
#include "framework/convert.h"
#include "framework/dispatch.h"
#include "framework/dtypes.h"
#include "framework/numpy_types.h"
#include "framework/slicing.h"
#include "framework/tensor_object.h"
#include "runtime/format.h"
#include "runtime/interp_impl.h"
#include "runtime/iterators.h"
#include "tensor/format.h"

namespace minitf {

namespace {

const Tensor& self_t(const CallArgs& a) { return tensor_of(a.pos[0]); }
bool self_is_array(const CallArgs& a) { return is_ndarray(a.pos[0]); }

Value shape_tuple(const Shape& s) {
  std::vector<Value> dims;
  for (int i = 0; i < s.rank(); ++i) dims.push_back(Value::integer(s[i]));
  return tuple_value(std::move(dims));
}

Tensor all_axes(int rank) {
  std::vector<int32_t> axes;
  for (int i = 0; i < rank; ++i) axes.push_back(i);
  return Tensor::from_vector(axes);
}

// numpy's accumulator dtype for sum/prod: small integers and bools widen to
// the platform integer (int64); floats keep their type. numpy widens uint8
// and uint16 to uint64, which minitf lacks: int64 holds the same sums (a
// uint8 image's pixel sum was wrapping modulo 256).
DType sum_dtype(DType d) {
  if (d == DType::Bool || dtype_is_integer(d)) return DType::Int64;
  return d;
}

// mean: integers and bools compute in float64.
DType mean_dtype(DType d) {
  if (d == DType::Bool || dtype_is_integer(d)) return DType::Float64;
  return d;
}

Value reduce(Interpreter& in, const CallArgs& a, const char* name, OpId op) {
  ArgParser p(name, a, {"axis", "keepdims"}, 0, true);
  Tensor x = self_t(a);
  DType d = x.dtype();
  if (op == OpId::Sum || op == OpId::Prod) d = sum_dtype(d);
  if (op == OpId::Mean) d = mean_dtype(d);
  x = cast_tensor(x, d);
  Tensor axes;
  if (p.has(0)) {
    std::vector<int64_t> ax = int_list_arg(in, *p.get(0), "axis");
    for (int64_t v : ax) {
      if (v < -x.rank() || v >= x.rank())
        throw_exc(types().IndexError, "axis " + std::to_string(v) +
                                          " is out of bounds for array of dimension " +
                                          std::to_string(x.rank()));
    }
    std::vector<int32_t> w(ax.begin(), ax.end());
    axes = Tensor::from_vector(w);
  } else {
    axes = all_axes(x.rank());
  }
  if ((op == OpId::Max || op == OpId::Min) && x.num_elements() == 0)
    throw_value_error(std::string("zero-size array to reduction operation ") +
                      (op == OpId::Max ? "maximum" : "minimum") + " which has no identity");
  bool keep = p.has(1) && in.truthy(*p.get(1));
  Tensor inputs[2] = {x, axes};
  Attrs attrs{{"keep_dims", keep}};
  return numpy_result(run_kernel(op, Span<Tensor>(inputs, 2), attrs));
}

Value arg_reduce(Interpreter& in, const CallArgs& a, const char* name, OpId op) {
  ArgParser p(name, a, {"axis"}, 0, true);
  Tensor x = self_t(a);
  if (x.num_elements() == 0)
    throw_value_error(std::string("attempt to get ") + name + " of an empty sequence");
  int64_t axis = 0;
  if (p.has(0)) {
    axis = int_arg(in, *p.get(0), "axis");
  } else {
    x = x.reshaped(Shape({x.num_elements()}));
  }
  Tensor inputs[2] = {x, Tensor::scalar<int32_t>(int32_t(axis))};
  Attrs attrs{{"output_type", DType::Int64}};
  return numpy_result(run_kernel(op, Span<Tensor>(inputs, 2), attrs));
}

// Python scalar of a one-element array (float(), int(), item()).
Value single_item(const Tensor& t, const char* what) {
  if (t.num_elements() != 1) {
    if (std::string(what) == "item")
      throw_value_error("can only convert an array of size 1 to a Python scalar");
    throw_type_error("only size-1 arrays can be converted to Python scalars");
  }
  return element_to_python(t, 0);
}

Tensor reshape_to(Interpreter& in, const Tensor& t, const std::vector<int64_t>& dims_in) {
  std::vector<int64_t> dims = dims_in;
  // An overflowing product cannot equal the array's size: numpy reports it as
  // the same mismatch (npy_mul_sizes_with_overflow in _fix_unknown_dimension).
  bool overflow = false;
  int64_t known = 1;
  int unknown = -1;
  for (size_t i = 0; i < dims.size(); ++i) {
    if (dims[i] == -1) {
      if (unknown >= 0) throw_value_error("can only specify one unknown dimension");
      unknown = int(i);
    } else {
      overflow = __builtin_mul_overflow(known, dims[i], &known) || overflow;
    }
  }
  if (!overflow && unknown >= 0 && known > 0 && t.num_elements() % known == 0)
    dims[size_t(unknown)] = t.num_elements() / known;
  int64_t n = 1;
  for (int64_t d : dims) overflow = __builtin_mul_overflow(n, d, &n) || overflow;
  if (overflow || n != t.num_elements() || (unknown >= 0 && dims[size_t(unknown)] == -1)) {
    std::string s = "(";
    for (size_t i = 0; i < dims_in.size(); ++i) s += (i ? "," : "") + std::to_string(dims_in[i]);
    s += dims_in.size() == 1 ? ",)" : ")";
    throw_value_error("cannot reshape array of size " + std::to_string(t.num_elements()) +
                      " into shape " + s);
  }
  return t.reshaped(Shape(dims));
}

using A = CallArgs;
using I = Interpreter;

// An array that basic indexing made from another (a[0], a[:, 1:]): numpy's
// view. minitf's arrays own their elements, so a view remembers its base
// and key, and writing into the view writes the same elements of the base
// (row = a[0]; row[1] = 5 changes a, as in numpy). Writing into the base
// later is not seen by the view.
struct ViewObj : TensorObj {
  Value base, key;
  ViewObj(Tensor t, Value b, Value k) : TensorObj(ndarray_type(), std::move(t)), base(b), key(k) {}
};

// After `self` changed: base[key] = self, up the chain of views.
void write_through(I& in, const Value& self) {
  auto* view = dynamic_cast<ViewObj*>(self.as<TensorObj>());
  if (!view) return;
  in.setitem(view->base, view->key, make_ndarray(view->t));
}

Value ndarray_format(I& in, A& a) {
  check_arity(a, 2, 2, "__format__");
  const Tensor& x = self_t(a);
  std::string spec = is_type_exact(a.pos[1], types().str) ? a.pos[1].as<Str>()->s : "";
  if (spec.empty()) return str_value(numpy_str(x, numpy_print_options(in)));
  if (x.rank() != 0 || x.dtype() == DType::String)
    throw_type_error("unsupported format string passed to numpy.ndarray.__format__");
  return str_value(format_value(in, element_to_python(x, 0), spec));
}

Value ndarray_T(I&, A& a) {
  const Tensor& x = self_t(a);
  std::vector<int32_t> perm;
  for (int i = x.rank() - 1; i >= 0; --i) perm.push_back(i);
  Tensor inputs[2] = {x, Tensor::from_vector(perm)};
  return numpy_result(run_kernel(OpId::Transpose, Span<Tensor>(inputs, 2)));
}

Value ndarray_transpose(I& in, A& a) {
  const Tensor& x = self_t(a);
  std::vector<int64_t> perm;
  if (a.pos.size() == 2 && !a.pos[1].is_intlike()) {
    perm = int_list_arg(in, a.pos[1], "axes");
  } else if (a.pos.size() > 1) {
    for (size_t i = 1; i < a.pos.size(); ++i) perm.push_back(int_arg(in, a.pos[i], "axes"));
  } else {
    for (int i = x.rank() - 1; i >= 0; --i) perm.push_back(i);
  }
  if (int(perm.size()) != x.rank()) throw_value_error("axes don't match array");
  std::vector<int32_t> p32(perm.begin(), perm.end());
  Tensor inputs[2] = {x, Tensor::from_vector(p32)};
  return numpy_result(run_kernel(OpId::Transpose, Span<Tensor>(inputs, 2)));
}

Value ndarray_reshape(I& in, A& a) {
  if (a.pos.size() < 2) throw_type_error("reshape() takes exactly 1 argument (0 given)");
  std::vector<int64_t> dims;
  if (a.pos.size() == 2) {
    dims = int_list_arg(in, a.pos[1], "shape");
  } else {
    for (size_t i = 1; i < a.pos.size(); ++i) dims.push_back(int_arg(in, a.pos[i], "shape"));
  }
  return numpy_result(reshape_to(in, self_t(a), dims));
}

Value ndarray_flatten(I&, A& a) {
  const Tensor& x = self_t(a);
  return make_ndarray(x.reshaped(Shape({x.num_elements()})));
}

Value ndarray_ravel(I&, A& a) {
  const Tensor& x = self_t(a);
  return make_ndarray(x.reshaped(Shape({x.num_elements()})));
}

Value ndarray_astype(I& in, A& a) {
  ArgParser p("astype", a, {"dtype"}, 1, true);
  Tensor r = cast_tensor(self_t(a), dtype_arg(in, *p.get(0), true));
  return self_is_array(a) ? make_ndarray(std::move(r)) : numpy_result(std::move(r));
}

Value ndarray_len(I&, A& a) {
  const Tensor& x = self_t(a);
  if (x.rank() == 0)
    throw_type_error(self_is_array(a)
                         ? "len() of unsized object"
                         : "object of type '" + type_name(a.pos[0]) + "' has no len()");
  return Value::integer(x.dim(0));
}

Value ndarray_iter(I& in, A& a) {
  Value self = a.pos[0];
  const Tensor& x = tensor_of(self);
  if (x.rank() == 0)
    throw_type_error(self_is_array(a) ? "iteration over a 0-d array"
                                      : "'" + type_name(self) + "' object is not iterable");
  int64_t n = x.dim(0), i = 0;
  return make_native_iterator("iterator", [self, n, i](I& in, Value& out) mutable {
    if (i >= n) return false;
    Value key = Value::integer(i++);
    Tensor r = numpy_getitem(in, tensor_of(self), key);
    // numpy's rows are views: `for row in a: row[0] = 0` writes into a.
    out = r.rank() > 0 && is_ndarray(self) ? Value::object(new ViewObj(std::move(r), self, key))
                                           : numpy_result(std::move(r));
    return true;
  });
}

// numpy's advanced indexing and item assignment are written in numpy's
// Python-level code (lib/py/_numpy_index.py), which leaves them here as hooks
// when numpy is imported (an array from tf's .numpy() may come first).
Value numpy_hook(I& in, const char* name) {
  auto& state = in.ext().state;
  auto it = state.find(name);
  if (it == state.end()) {
    in.import_module("numpy");
    it = state.find(name);
  }
  if (it == state.end()) throw_not_implemented(std::string("minitf's numpy lacks ") + name);
  return it->second;
}

// An index array (or list, or boolean) in the key: numpy's advanced indexing.
bool is_advanced_key(const Value& k) {
  if (is_type_exact(k, types().list)) return true;
  if (is_ndarray(k)) return tensor_of(k).rank() > 0 || tensor_of(k).dtype() == DType::Bool;
  if (is_np_scalar(k)) return tensor_of(k).dtype() == DType::Bool;
  if (is_type_exact(k, types().tuple)) {
    for (const Value& e : k.as<Tuple>()->items)
      if (is_advanced_key(e) && !is_type_exact(e, types().tuple)) return true;
  }
  return false;
}

Value ndarray_getitem(I& in, A& a) {
  check_arity(a, 2, 2, "__getitem__");
  if (is_advanced_key(a.pos[1]) && self_is_array(a)) {
    CallArgs args;
    args.pos = {a.pos[0], a.pos[1]};
    return in.call(numpy_hook(in, "numpy.getitem"), args);
  }
  Tensor r = numpy_getitem(in, self_t(a), a.pos[1]);
  if (r.rank() > 0 && self_is_array(a))
    return Value::object(new ViewObj(std::move(r), a.pos[0], a.pos[1]));
  return numpy_result(std::move(r));
}

// The flat offset of a key of one int per axis, or -1 for any other key.
int64_t element_offset(const Tensor& t, const Value& key) {
  std::vector<Value> items;
  if (is_type_exact(key, types().tuple)) {
    items = key.as<Tuple>()->items;
  } else {
    items.push_back(key);
  }
  if (static_cast<int>(items.size()) != t.rank() || t.rank() == 0) return -1;
  int64_t off = 0;
  for (int i = 0; i < t.rank(); ++i) {
    if (!items[size_t(i)].is_int()) return -1;
    int64_t k = items[size_t(i)].as_int(), n = t.dim(i);
    if (k < -n || k >= n)
      throw_exc(types().IndexError, "index " + std::to_string(k) + " is out of bounds for axis " +
                                        std::to_string(i) + " with size " + std::to_string(n));
    off = off * n + (k < 0 ? k + n : k);
  }
  return off;
}

// a[key] = value. One element from a Python number is written in place (a
// loop filling an array must not copy it each time); every other form is
// numpy's Python-level assignment.
Value ndarray_setitem(I& in, A& a) {
  check_arity(a, 3, 3, "__setitem__");
  if (!self_is_array(a))
    throw_type_error("'" + type_name(a.pos[0]) + "' object does not support item assignment");
  Tensor& t = a.pos[0].as<TensorObj>()->t;
  const Value& v = a.pos[2];
  if (t.dtype() != DType::String && (v.is_number() || v.is_bool())) {
    int64_t off = element_offset(t, a.pos[1]);
    if (off >= 0) {
      Tensor one = cast_tensor(convert_to_numpy(in, v), t.dtype());
      size_t size = dtype_size(t.dtype());
      if (t.storage_holders() != 1) {
        Tensor own = Tensor::empty(t.dtype(), t.shape());
        std::memcpy(own.mutable_raw_data(), t.raw_data(), size_t(t.num_elements()) * size);
        t = std::move(own);
      }
      std::memcpy(static_cast<char*>(t.mutable_raw_data()) + off * int64_t(size), one.raw_data(),
                  size);
      write_through(in, a.pos[0]);
      return Value();
    }
  }
  CallArgs args;
  args.pos = {a.pos[0], a.pos[1], a.pos[2]};
  in.call(numpy_hook(in, "numpy.setitem"), args);
  write_through(in, a.pos[0]);
  return Value();
}

Value ndarray_bool(I&, A& a) { return truth_of_tensor(self_t(a)); }

Value ndarray_float(I&, A& a) {
  Value v = single_item(self_t(a), "float");
  if (v.is_obj())
    throw_type_error("float() argument must be a string or a real number, not 'complex'");
  return Value::floating(v.to_double());
}

Value ndarray_int(I&, A& a) {
  return int_of_element(
      single_item(self_t(a), "int"),
      "int() argument must be a string, a bytes-like object or a real number, not 'complex'");
}

Value ndarray_index(I&, A& a) { return index_of_tensor(self_t(a)); }

Value ndarray_hash(I& in, A& a) {
  if (self_is_array(a)) throw_type_error("unhashable type: 'numpy.ndarray'");
  return Value::integer(in.hash(element_to_python(self_t(a), 0)));
}

// ndarray methods that are the numpy function of the same name applied to
// the array (a.std() is np.std(a)); numpy's Python-level code has them.
Value numpy_function_method(I& in, A& a, const char* name) {
  Value fn = in.getattr(in.import_module("numpy").value(), name);
  CallArgs args = a;
  return in.call(fn, args);
}

// a.sort(axis=-1) and a.fill(value) change the array itself.
Value ndarray_sort(I& in, A& a) {
  if (!self_is_array(a)) throw_type_error("sort() of a numpy scalar");
  Value sorted = numpy_function_method(in, a, "sort");
  a.pos[0].as<TensorObj>()->t = tensor_of(sorted);
  write_through(in, a.pos[0]);
  return Value();
}

Value ndarray_fill(I& in, A& a) {
  check_arity(a, 2, 2, "fill");
  if (!self_is_array(a)) throw_type_error("fill() of a numpy scalar");
  Tensor& t = a.pos[0].as<TensorObj>()->t;
  Tensor v = cast_tensor(convert_to_numpy(in, a.pos[1]), t.dtype());
  if (v.rank() != 0) throw_value_error("fill() takes a scalar");
  std::vector<int64_t> dims(t.shape().dims(), t.shape().dims() + t.rank());
  Tensor inputs[2] = {Tensor::from_vector(dims), v};
  t = run_kernel(OpId::Fill, Span<Tensor>(inputs, 2));
  write_through(in, a.pos[0]);
  return Value();
}

const char* const kNumpyFunctionMethods[] = {
    "all",  "any",     "std",     "var",      "cumsum", "cumprod", "argsort",
    "clip", "nonzero", "squeeze", "swapaxes", "repeat", "dot",     "trace",
};

const NativeDef kNdarrayMethods[] = {
    {"sort", ndarray_sort},
    {"fill", ndarray_fill},
    {"__repr__",
     [](I& in, A& a) {
       return str_value(self_is_array(a) ? ndarray_repr(self_t(a), numpy_print_options(in))
                                         : numpy_repr(self_t(a)));
     }},
    {"__str__",
     [](I& in, A& a) {
       return str_value(self_is_array(a) ? numpy_str(self_t(a), numpy_print_options(in))
                                         : numpy_str(self_t(a)));
     }},
    {"__format__", ndarray_format},
    {"transpose", ndarray_transpose},
    {"reshape", ndarray_reshape},
    {"flatten", ndarray_flatten},
    {"ravel", ndarray_ravel},
    {"copy",
     [](I&, A& a) { return self_is_array(a) ? make_ndarray(self_t(a)) : numpy_result(self_t(a)); }},
    {"astype", ndarray_astype},
    {"tolist", [](I&, A& a) { return tensor_to_list(self_t(a)); }},
    {"item", [](I&, A& a) { return single_item(self_t(a), "item"); }},
    {"sum", [](I& in, A& a) { return reduce(in, a, "sum", OpId::Sum); }},
    {"prod", [](I& in, A& a) { return reduce(in, a, "prod", OpId::Prod); }},
    {"mean", [](I& in, A& a) { return reduce(in, a, "mean", OpId::Mean); }},
    {"max", [](I& in, A& a) { return reduce(in, a, "max", OpId::Max); }},
    {"min", [](I& in, A& a) { return reduce(in, a, "min", OpId::Min); }},
    {"argmax", [](I& in, A& a) { return arg_reduce(in, a, "argmax", OpId::ArgMax); }},
    {"argmin", [](I& in, A& a) { return arg_reduce(in, a, "argmin", OpId::ArgMin); }},
    {"__len__", ndarray_len},
    {"__iter__", ndarray_iter},
    {"__getitem__", ndarray_getitem},
    {"__setitem__", ndarray_setitem},
    {"__bool__", ndarray_bool},
    {"__float__", ndarray_float},
    {"__int__", ndarray_int},
    {"__index__", ndarray_index},
    {"__hash__", ndarray_hash},
};

const NativeDef kNdarrayProperties[] = {
    {"shape", [](I&, A& a) { return shape_tuple(self_t(a).shape()); }},
    {"ndim", [](I&, A& a) { return Value::integer(self_t(a).rank()); }},
    {"size", [](I&, A& a) { return Value::integer(self_t(a).num_elements()); }},
    {"dtype", [](I&, A& a) { return np_dtype_value(self_t(a).dtype()); }},
    {"T", ndarray_T},
};

}  // namespace

void numpy_write_through(Interpreter& in, const Value& array) { write_through(in, array); }

void install_ndarray_methods(TypeObject* t) {
  add_methods(t, kNdarrayMethods);
  for (const char* name : kNumpyFunctionMethods)
    add_method(t, name, [name](I& in, A& a) { return numpy_function_method(in, a, name); });
  add_method(t, "round", [](I& in, A& a) { return numpy_function_method(in, a, "round"); });
  add_properties(t, kNdarrayProperties);
}

}  // namespace minitf
