// Python values -> tensors (tf.constant / convert_to_tensor / np.array),
// tensor elements -> Python values, and integer arguments.
//
// TF's rules (tensorflow/python/lib/core/py_seq_tensor.cc): a Python int is
// int32 (int64 when it does not fit), a float float32, a bool bool, a complex
// complex128, a str string; a nested list must be rectangular and takes the
// "widest" kind of its leaves. With a requested dtype, a leaf that does not fit
// it is TF's TypeError "Cannot convert 1.5 to EagerTensor of dtype int32".
// numpy's defaults differ only in widths (int64, float64).
#include "framework/convert.h"

#include <climits>
#include <cstring>

#include "framework/dispatch.h"
#include "framework/mode.h"
#include "framework/tensor_object.h"
#include "framework/tracing.h"
#include "framework/variable_object.h"
#include "runtime/types.h"

namespace minitf {

namespace {

enum class Kind : uint8_t { Bool, Int, Float, Complex, Str, Typed, kCount };

struct Leaf {
  const Value* v;
  Kind kind;
};

// A nested Python structure flattened in row-major order.
struct Flat {
  std::vector<int64_t> dims;
  int leaf_depth = -1;
  std::vector<Leaf> leaves;
  bool any[int(Kind::kCount)] = {};
  int64_t min_int = 0, max_int = 0;
  bool typed_dtype_set = false;
  DType typed_dtype = DType::Float32;
};

bool is_seq(const Value& v) {
  return v.is_obj() && (v.as_obj()->type == types().list || v.as_obj()->type == types().tuple);
}
const std::vector<Value>& seq_items(const Value& v) {
  return v.as_obj()->type == types().list ? v.as<List>()->items : v.as<Tuple>()->items;
}

bool is_complex_obj(const Value& v) { return v.is_obj() && v.as_obj()->type == types().complex; }
bool is_str_obj(const Value& v) { return v.is_obj() && v.as_obj()->type == types().str; }

// The tensor inside a tensor-like value (tensor, variable, ndarray, numpy scalar).
const Tensor* typed_tensor(const Value& v) {
  if (!v.is_obj()) return nullptr;
  if (is_tf_tensor(v) || is_numpy_value(v)) return &tensor_of(v);
  if (is_variable(v)) return &variable_value(v);
  return nullptr;
}

[[noreturn]] void unsupported_value(Interpreter& in, const Value& leaf, bool numpy) {
  if (numpy)
    throw_not_implemented("minitf's numpy has no object arrays (element " + in.repr(leaf) +
                          " of type '" + type_name(leaf) + "')");
  throw_value_error("Attempt to convert a value (" + in.repr(leaf) +
                    ") with an unsupported type (" + in.repr(Value::object(in.type_of(leaf))) +
                    ") to a Tensor.");
}

// TF's make_tensor_proto on a graph tensor (tensor_util._AssertCompatible).
[[noreturn]] void non_constant_tensor(Interpreter& in, bool numpy) {
  if (numpy)
    throw_not_implemented(
        "minitf's numpy cannot hold a symbolic tensor of a tf.function; use tf ops on it");
  throw_type_error(modern_tf(in) ? "Expected any non-tensor type, but got a tensor instead."
                                 : "Expected any non-tensor type, got a tensor instead.");
}

[[noreturn]] void non_rectangular() {
  throw_value_error("Can't convert non-rectangular Python sequence to Tensor.");
}

void set_dim(Flat& f, size_t depth, int64_t n) {
  if (f.dims.size() == depth) {
    f.dims.push_back(n);
  } else if (f.dims[depth] != n) {
    non_rectangular();
  }
}

void mark_leaf_depth(Flat& f, int depth) {
  if (f.leaf_depth < 0) {
    f.leaf_depth = depth;
  } else if (f.leaf_depth != depth) {
    non_rectangular();
  }
}

void walk(Interpreter& in, const Value& v, size_t depth, Flat& f, bool numpy) {
  if (depth > size_t(Shape::kMaxRank))
    throw_value_error("minitf tensors have at most " + std::to_string(Shape::kMaxRank) +
                      " dimensions");
  if (is_seq(v)) {
    const auto& items = seq_items(v);
    set_dim(f, depth, int64_t(items.size()));
    if (items.empty()) mark_leaf_depth(f, int(depth) + 1);
    for (const Value& x : items) walk(in, x, depth + 1, f, numpy);
    return;
  }
  Kind k;
  if (v.is_bool()) {
    k = Kind::Bool;
  } else if (v.is_int()) {
    k = Kind::Int;
    int64_t x = v.as_int();
    if (!f.any[int(Kind::Int)]) f.min_int = f.max_int = x;
    f.min_int = std::min(f.min_int, x);
    f.max_int = std::max(f.max_int, x);
  } else if (v.is_float()) {
    k = Kind::Float;
  } else if (is_bigint(v)) {
    // An int past int64 fits no tensor dtype (TensorFlow's converter fails
    // the same way, in CPython's words).
    throw_overflow("Python int too large to convert to C long");
  } else if (is_complex_obj(v)) {
    k = Kind::Complex;
  } else if (is_str_obj(v)) {
    if (numpy)
      throw_not_implemented("minitf's numpy has no str arrays; use tf.constant for strings");
    k = Kind::Str;
  } else if (is_symbolic_tensor(v)) {
    // Its stand-in is not data (tracing.h). Callers that can build a graph
    // pack such a list first (auto_pack.h); a constant cannot hold it.
    non_constant_tensor(in, numpy);
  } else if (const Tensor* t = typed_tensor(v)) {
    k = Kind::Typed;
    // A tensor inside a list contributes its own dimensions.
    for (int i = 0; i < t->rank(); ++i) set_dim(f, depth + size_t(i), t->dim(i));
    mark_leaf_depth(f, int(depth) + t->rank());
    if (f.typed_dtype_set && f.typed_dtype != t->dtype())
      throw_type_error("Can't convert Python sequence with mixed types to Tensor.");
    f.typed_dtype_set = true;
    f.typed_dtype = t->dtype();
    f.any[int(k)] = true;
    f.leaves.push_back(Leaf{&v, k});
    return;
  } else {
    unsupported_value(in, v, numpy);
  }
  mark_leaf_depth(f, int(depth));
  f.any[int(k)] = true;
  f.leaves.push_back(Leaf{&v, k});
}

DType infer_dtype(Interpreter& in, const Value& top, const Flat& f, bool numpy) {
  if (f.typed_dtype_set) return f.typed_dtype;
  bool str = f.any[int(Kind::Str)];
  bool num = f.any[int(Kind::Bool)] || f.any[int(Kind::Int)] || f.any[int(Kind::Float)] ||
             f.any[int(Kind::Complex)];
  if (str && num) throw_type_error("Can't convert Python sequence with mixed types to Tensor.");
  if (str) return DType::String;
  if (f.any[int(Kind::Complex)]) return DType::Complex128;
  if (f.any[int(Kind::Float)]) return numpy ? DType::Float64 : DType::Float32;
  if (f.any[int(Kind::Int)]) {
    if (numpy) return DType::Int64;
    bool fits = f.min_int >= INT32_MIN && f.max_int <= INT32_MAX;
    return fits ? DType::Int32 : DType::Int64;
  }
  if (f.any[int(Kind::Bool)]) return DType::Bool;
  return numpy ? DType::Float64 : DType::Float32;  // an empty list
}

// May a Python leaf of kind k become an element of dtype d (TF's rules)?
bool leaf_fits(Kind k, DType d) {
  switch (k) {
    case Kind::Bool:
      return d != DType::String;
    case Kind::Int:
      return d != DType::String && d != DType::Bool;
    case Kind::Float:
      return dtype_is_floating(d) || dtype_is_complex(d);
    case Kind::Complex:
      return dtype_is_complex(d);
    case Kind::Str:
      return d == DType::String;
    case Kind::Typed:
      return true;
    case Kind::kCount:
      break;  // the table's size, never a leaf's kind
  }
  return false;
}

// TF's IsCompatible (pywrap_tensor.cc): may an array of dtype `from` be
// converted to a tensor of dtype `to` without TypeError?
bool numpy_compatible(DType from, DType to) {
  if (from == to) return true;
  bool fi = dtype_is_integer(from) || from == DType::Bool;
  if (dtype_is_integer(to)) return dtype_is_integer(from);
  if (dtype_is_floating(to)) return dtype_is_floating(from) || fi;
  if (dtype_is_complex(to)) return dtype_is_complex(from) || dtype_is_floating(from) || fi;
  return false;
}

[[noreturn]] void cannot_convert(Interpreter& in, const Value& top, DType d) {
  throw_type_error("Cannot convert " + in.repr(top) + " to EagerTensor of dtype " +
                   dtype_kernel_name(d));
}

template <class T>
T from_python(const Value& v) {
  if constexpr (std::is_same_v<T, std::string>) {
    return v.as<Str>()->s;
  } else if constexpr (std::is_same_v<T, bool>) {
    return v.is_intlike() ? v.as_int() != 0 : v.to_double() != 0;
  } else if constexpr (is_complex_v<T>) {
    using R = typename T::value_type;
    if (v.is_obj()) return T(R(v.as<Complex>()->re), R(v.as<Complex>()->im));
    return T(R(v.to_double()), R(0));
  } else if constexpr (std::is_same_v<T, Half>) {
    return Half(float(v.to_double()));
  } else {
    if (v.is_intlike()) return static_cast<T>(v.as_int());
    return static_cast<T>(v.as_float());
  }
}

Tensor build(Interpreter& in, const Value& top, const Flat& f, DType d) {
  Shape shape(f.dims);
  Tensor out = Tensor::empty(d, shape);
  dispatch_dtype(d, [&](auto tag) {
    using T = typename decltype(tag)::type;
    T* data = out.mutable_data<T>();
    int64_t k = 0;
    for (const Leaf& leaf : f.leaves) {
      if (leaf.kind == Kind::Typed) {
        Tensor src = *typed_tensor(*leaf.v);
        if (src.dtype() != d) src = cast_tensor(src, d);
        const T* s = src.data<T>();
        for (int64_t i = 0; i < src.num_elements(); ++i) data[k++] = s[i];
      } else {
        data[k++] = from_python<T>(*leaf.v);
      }
    }
  });
  return out;
}

}  // namespace

bool python_scalar_as(const Value& v, DType d, void* out) {
  // The values build() makes through from_python<T> once the checks pass.
  auto put = [out](auto x) {
    std::memcpy(out, &x, sizeof x);
    return true;
  };
  if (v.is_int()) {
    int64_t x = v.as_int();
    switch (d) {
      case DType::Int32:
        return x >= INT32_MIN && x <= INT32_MAX && put(static_cast<int32_t>(x));
      case DType::Int64:
        return put(x);
      case DType::Float32:
        return put(static_cast<float>(x));
      case DType::Float64:
        return put(static_cast<double>(x));
      default:
        return false;
    }
  }
  if (v.is_float()) {
    if (d == DType::Float32) return put(static_cast<float>(v.as_float()));
    if (d == DType::Float64) return put(v.as_float());
  }
  return false;
}

bool python_scalar_dtype(const Value& v, DType* out) {
  switch (v.tag()) {
    case Tag::Bool:
      *out = DType::Bool;
      return true;
    case Tag::Int:
      *out = (v.as_int() >= INT32_MIN && v.as_int() <= INT32_MAX) ? DType::Int32 : DType::Int64;
      return true;
    case Tag::Float:
      *out = DType::Float32;
      return true;
    case Tag::Obj:
      if (is_complex_obj(v)) return *out = DType::Complex128, true;
      if (is_str_obj(v)) return *out = DType::String, true;
      return false;
    default:
      return false;
  }
}

Tensor convert_to_tensor(Interpreter& in, const Value& v, std::optional<DType> dtype) {
  // The common cases first: a Python float or int operand of a tensor op.
  if (v.is_float() && (!dtype || *dtype == DType::Float32))
    return Tensor::scalar<float>(float(v.as_float()));
  if (const Tensor* t = typed_tensor(v)) {
    if (!dtype || t->dtype() == *dtype) return *t;
    if (is_numpy_value(v)) {
      if (!numpy_compatible(t->dtype(), *dtype)) cannot_convert(in, v, *dtype);
      return cast_tensor(*t, *dtype);
    }
    throw_value_error(std::string("Tensor conversion requested dtype ") + dtype_name(*dtype) +
                      " for Tensor with dtype " + dtype_name(t->dtype()) + ": " + in.repr(v));
  }
  Flat f;
  walk(in, v, 0, f, false);
  DType d = dtype ? *dtype : infer_dtype(in, v, f, false);
  if (f.typed_dtype_set && d != f.typed_dtype && !numpy_compatible(f.typed_dtype, d))
    cannot_convert(in, v, d);
  for (const Leaf& leaf : f.leaves) {
    if (!leaf_fits(leaf.kind, d)) cannot_convert(in, v, d);
    if (leaf.kind == Kind::Int && d == DType::Int32 &&
        (leaf.v->as_int() < INT32_MIN || leaf.v->as_int() > INT32_MAX))
      cannot_convert(in, v, d);
  }
  return build(in, v, f, d);
}

Tensor convert_to_numpy(Interpreter& in, const Value& v, std::optional<DType> dtype) {
  if (is_symbolic_tensor(v)) raise_symbolic_to_numpy(v);
  if (const Tensor* t = typed_tensor(v)) {
    if (!dtype || t->dtype() == *dtype) return *t;
    return cast_tensor(*t, *dtype);
  }
  Flat f;
  walk(in, v, 0, f, true);
  DType inferred = infer_dtype(in, v, f, true);
  Tensor t = build(in, v, f, inferred);
  if (dtype && *dtype != inferred) t = cast_tensor(t, *dtype);
  return t;
}

Value element_to_python(const Tensor& t, int64_t i) {
  return dispatch_dtype(t.dtype(), [&](auto tag) -> Value {
    using T = typename decltype(tag)::type;
    const T& x = t.data<T>()[i];
    if constexpr (std::is_same_v<T, std::string>) {
      return str_value(x);
    } else if constexpr (std::is_same_v<T, bool>) {
      return Value::boolean(x);
    } else if constexpr (is_complex_v<T>) {
      return complex_value(double(x.real()), double(x.imag()));
    } else if constexpr (std::is_same_v<T, Half>) {
      return Value::floating(double(float(x)));
    } else if constexpr (std::is_floating_point_v<T>) {
      return Value::floating(double(x));
    } else {
      return Value::integer(int64_t(x));
    }
  });
}

namespace {
Value list_level(const Tensor& t, int axis, int64_t& flat) {
  if (axis == t.rank()) return element_to_python(t, flat++);
  std::vector<Value> items;
  items.reserve(size_t(t.dim(axis)));
  for (int64_t i = 0; i < t.dim(axis); ++i) items.push_back(list_level(t, axis + 1, flat));
  return list_value(std::move(items));
}
}  // namespace

Value tensor_to_list(const Tensor& t) {
  int64_t flat = 0;
  return list_level(t, 0, flat);
}

// ---- integer arguments ----------------------------------------------------------

namespace {

// A symbolic tensor's stand-in value is not its value: only a value the graph
// knows while tracing (a constant) may be read as a Python number.
void check_known_value(const Value& v, const char* what) {
  if (is_symbolic_tensor(v) && !symbolic_output(v).static_value())
    throw_type_error(std::string(what) + " must be known while tracing; got the graph tensor " +
                     graph_tensor_str(symbolic_output(v)));
}

}  // namespace

int64_t int_arg(Interpreter& in, const Value& v, const char* what) {
  if (v.is_intlike()) return v.as_int();
  check_known_value(v, what);
  if (v.is_obj() && v.as_obj()->type != types().float_) {
    if (is_tf_tensor(v) || is_numpy_value(v)) {
      const Tensor& t = tensor_of(v);
      if (t.num_elements() == 1 && (dtype_is_integer(t.dtype()) || t.dtype() == DType::Bool))
        return t.element_as_int64(0);
    }
  }
  throw_type_error(std::string(what) + " must be an integer, not " + type_name(v));
}

std::vector<int64_t> int_list_arg(Interpreter& in, const Value& v, const char* what) {
  if (v.is_intlike()) return {v.as_int()};
  check_known_value(v, what);
  if (is_tf_tensor(v) || is_numpy_value(v)) {
    const Tensor& t = tensor_of(v);
    if (dtype_is_integer(t.dtype())) return t.to_int64_vector();
  }
  if (v.is_obj() && (v.as_obj()->type == types().list || v.as_obj()->type == types().tuple)) {
    std::vector<int64_t> out;
    for (const Value& x : in.to_vector(v)) out.push_back(int_arg(in, x, what));
    return out;
  }
  throw_type_error(std::string(what) + " must be an integer or a list of integers, not " +
                   type_name(v));
}

}  // namespace minitf
