// numpy's types: ndarray, numpy.generic and the scalar types, numpy.dtype.
//
// All share TensorObj; a numpy scalar is a 0-d tensor whose type is its scalar
// type, which is how numpy 1.x prints it: str and repr both `22.0`.
#include "framework/numpy_types.h"

#include <array>

#include "builtins/native.h"
#include "framework/convert.h"
#include "framework/dtypes.h"
#include "framework/tensor_object.h"
#include "runtime/interp_impl.h"
#include "tensor/format.h"

namespace minitf {

namespace {

// Python names of numpy's scalar types, by DType.
const char* scalar_type_name(DType d) {
  switch (d) {
    case DType::Bool:
      return "bool_";
    case DType::String:
      return "bytes_";
    default:
      return dtype_numpy_name(d);
  }
}

struct NpDTypeObj : Object {
  DType d;
  NpDTypeObj(TypeObject* t, DType dt) : Object(t), d(dt) {}
};

DType self_np_dtype(const CallArgs& a) { return a.pos[0].as<NpDTypeObj>()->d; }

// numpy's dtype.kind letters.
const char* dtype_kind(DType d) {
  if (d == DType::Bool) return "b";
  if (d == DType::String) return "O";
  if (dtype_is_floating(d)) return "f";
  if (dtype_is_unsigned(d)) return "u";
  if (dtype_is_integer(d)) return "i";
  return "c";
}

bool np_dtype_equals(Interpreter& in, DType d, const Value& other) {
  try {
    return dtype_arg(in, other, true) == d;
  } catch (PyException&) {
    return false;
  }
}

using A = CallArgs;
using I = Interpreter;

Value np_dtype_itemsize(I&, A& a) {
  DType d = self_np_dtype(a);
  constexpr int64_t kObjectPointerSize = 8;  // an object array holds pointers
  return Value::integer(d == DType::String ? kObjectPointerSize : int64_t(dtype_size(d)));
}

const NativeDef kNpDTypeMethods[] = {
    {"__repr__",
     [](I&, A& a) {
       return str_value(std::string("dtype('") + dtype_numpy_name(self_np_dtype(a)) + "')");
     }},
    {"__str__", [](I&, A& a) { return str_value(dtype_numpy_name(self_np_dtype(a))); }},
    {"__eq__",
     [](I& in, A& a) { return Value::boolean(np_dtype_equals(in, self_np_dtype(a), a.pos[1])); }},
    {"__ne__",
     [](I& in, A& a) { return Value::boolean(!np_dtype_equals(in, self_np_dtype(a), a.pos[1])); }},
    {"__hash__", [](I&, A& a) { return Value::integer(int64_t(self_np_dtype(a)) + 1); }},
};

const NativeDef kNpDTypeProperties[] = {
    {"name", [](I&, A& a) { return str_value(dtype_numpy_name(self_np_dtype(a))); }},
    {"kind", [](I&, A& a) { return str_value(dtype_kind(self_np_dtype(a))); }},
    {"itemsize", np_dtype_itemsize},
    {"type", [](I&, A& a) { return Value::object(np_scalar_type(self_np_dtype(a))); }},
};

TypeObject* make_np_dtype_type() {
  TypeObject* t = new_builtin_type("dtype", types().object, Layout::Native, "numpy");
  t->construct = [](I& in, A& a) {
    ArgParser p("dtype", a, {"dtype"}, 1);
    return np_dtype_value(dtype_arg(in, *p.get(0), true));
  };
  add_methods(t, kNpDTypeMethods);
  add_properties(t, kNpDTypeProperties);
  return t;
}

TypeObject* make_generic_type() {
  TypeObject* t = new_builtin_type("generic", types().object, Layout::Native, "numpy");
  install_ndarray_methods(t);
  install_numpy_operators(t);
  return t;
}

std::array<TypeObject*, kNumDTypes> make_scalar_types() {
  std::array<TypeObject*, kNumDTypes> a{};
  for (int i = 0; i < kNumDTypes; ++i) {
    DType d = DType(i);
    TypeObject* t =
        new_builtin_type(scalar_type_name(d), np_generic_type(), Layout::Native, "numpy");
    // np.float32(x): x converted (and cast) as np.array(x, dtype=float32) does;
    // a 0-d result is the scalar.
    t->construct = [d](Interpreter& in, CallArgs& a) -> Value {
      if (a.pos.size() > 1 || !a.kw.empty())
        throw_type_error(std::string(scalar_type_name(d)) + "() takes at most 1 argument");
      if (a.pos.empty()) return numpy_result(Tensor::zeros(d, Shape()));
      if (d == DType::String) {
        if (!is_type_exact(a.pos[0], types().str))
          throw_not_implemented("minitf's numpy.bytes_ takes a str");
        return numpy_result(Tensor::scalar_string(a.pos[0].as<Str>()->s));
      }
      return numpy_result(convert_to_numpy(in, a.pos[0], d));
    };
    a[size_t(i)] = t;
  }
  return a;
}

const std::array<TypeObject*, kNumDTypes>& scalar_types() {
  static const std::array<TypeObject*, kNumDTypes> a = make_scalar_types();
  return a;
}

const std::array<NpDTypeObj*, kNumDTypes>& np_dtype_objects() {
  static const std::array<NpDTypeObj*, kNumDTypes> a = [] {
    std::array<NpDTypeObj*, kNumDTypes> out{};
    for (int i = 0; i < kNumDTypes; ++i) {
      out[size_t(i)] = new NpDTypeObj(np_dtype_type(), DType(i));
      out[size_t(i)]->refcount = kImmortalRefcount;
    }
    return out;
  }();
  return a;
}

TypeObject* make_ndarray_type() {
  TypeObject* t = new_builtin_type("ndarray", types().object, Layout::Native, "numpy");
  install_ndarray_methods(t);
  install_numpy_operators(t);
  return t;
}

}  // namespace

TypeObject* np_dtype_type() {
  static TypeObject* t = make_np_dtype_type();
  return t;
}
TypeObject* np_generic_type() {
  static TypeObject* t = make_generic_type();
  return t;
}
TypeObject* ndarray_type() {
  static TypeObject* t = make_ndarray_type();
  return t;
}
TypeObject* np_scalar_type(DType d) { return scalar_types()[size_t(d)]; }

bool is_np_scalar(const Value& v) {
  return v.is_obj() && v.as_obj()->type->base == np_generic_type();
}

bool np_scalar_type_dtype(const TypeObject* t, DType* out) {
  if (t->base != np_generic_type()) return false;
  const auto& a = scalar_types();
  for (int i = 0; i < kNumDTypes; ++i) {
    if (a[size_t(i)] == t) {
      *out = DType(i);
      return true;
    }
  }
  return false;
}

Value np_dtype_value(DType d) { return Value::object(np_dtype_objects()[size_t(d)]); }
bool is_np_dtype(const Value& v) { return is_type_exact(v, np_dtype_type()); }
DType np_dtype_of(const Value& v) { return v.as<NpDTypeObj>()->d; }

Value numpy_result(Tensor t) {
  if (t.rank() == 0) {
    TypeObject* st = np_scalar_type(t.dtype());
    return Value::object(new TensorObj(st, std::move(t)));
  }
  return make_ndarray(std::move(t));
}

std::string numpy_shape_text(const Shape& s) {
  std::string out = "(";
  for (int i = 0; i < s.rank(); ++i) out += (i ? "," : "") + std::to_string(s[i]);
  return out + (s.rank() == 1 ? ",)" : ")");
}

std::string ndarray_repr(const Tensor& t, const NumpyPrintOptions& opt) {
  if (t.rank() > 0) return numpy_repr(t, opt);
  // A 0-d array's element prints as array elements do (array(3.), not the
  // scalar's 3.0): its one-element array text without the brackets.
  std::string item = numpy_repr(t, opt);
  if (t.dtype() != DType::String) {
    item = numpy_str(t.reshaped(Shape({1})), opt);
    size_t b = item.find_first_not_of("[ "), e = item.find_last_not_of("] ");
    item = item.substr(b, e - b + 1);
  }
  bool implied = t.dtype() == DType::Float64 || t.dtype() == DType::Int64 ||
                 t.dtype() == DType::Bool || t.dtype() == DType::Complex128;
  if (implied) return "array(" + item + ")";
  return "array(" + item + ", dtype=" + dtype_numpy_name(t.dtype()) + ")";
}

// Where the print options hang in Interpreter::ext().state: a tuple
// (linewidth, threshold, edgeitems, precision, suppress).
constexpr const char* kPrintOptionsKey = "numpy.printoptions";

NumpyPrintOptions numpy_print_options(Interpreter& in) {
  NumpyPrintOptions opt;
  auto& state = in.ext().state;
  auto it = state.find(kPrintOptionsKey);
  if (it == state.end()) return opt;
  std::vector<Value> v = in.to_vector(it->second);
  opt.linewidth = static_cast<int>(v[0].as_int());
  opt.threshold = v[1].as_int();
  opt.edgeitems = static_cast<int>(v[2].as_int());
  opt.precision = static_cast<int>(v[3].as_int());
  opt.suppress = v[4].as_int() != 0;
  return opt;
}

void set_numpy_print_options(Interpreter& in, const NumpyPrintOptions& opt) {
  in.ext().state[kPrintOptionsKey] = tuple_value(
      {Value::integer(opt.linewidth), Value::integer(opt.threshold), Value::integer(opt.edgeitems),
       Value::integer(opt.precision), Value::integer(opt.suppress ? 1 : 0)});
}

}  // namespace minitf
