// tf.DType objects (tf.float32 ...) and dtype arguments.
//
// Each dtype has one immortal DType object shared by every interpreter, so
// `x.dtype is tf.float32` holds as in TF.
#include "framework/dtypes.h"

#include <array>

#include "builtins/native.h"
#include "framework/numpy_types.h"
#include "framework/tensor_object.h"

namespace minitf {

namespace {

struct DTypeObj : Object {
  DType d;
  DTypeObj(TypeObject* t, DType dt) : Object(t), d(dt) {}
};

DType self_dtype(const CallArgs& a) { return a.pos[0].as<DTypeObj>()->d; }

// Compares a DType with anything TF's DType.__eq__ accepts (as_dtype(other)).
bool dtype_equals(Interpreter& in, DType d, const Value& other) {
  try {
    return dtype_arg(in, other) == d;
  } catch (PyException&) {
    return false;
  }
}

using A = CallArgs;
using I = Interpreter;

Value dtype_eq(I& in, A& a) {
  check_arity(a, 2, 2, "DType.__eq__");
  return Value::boolean(dtype_equals(in, self_dtype(a), a.pos[1]));
}

Value dtype_ne(I& in, A& a) {
  check_arity(a, 2, 2, "DType.__ne__");
  return Value::boolean(!dtype_equals(in, self_dtype(a), a.pos[1]));
}

Value dtype_size_of(I&, A& a) {
  DType d = self_dtype(a);
  // TF reports 8 for a string element (a tstring handle), not sizeof(std::string).
  constexpr int64_t kTfStringSize = 8;
  return Value::integer(d == DType::String ? kTfStringSize : int64_t(dtype_size(d)));
}

Value dtype_real_dtype(I&, A& a) {
  DType d = self_dtype(a);
  if (d == DType::Complex64) return tf_dtype_value(DType::Float32);
  if (d == DType::Complex128) return tf_dtype_value(DType::Float64);
  return a.pos[0];
}

const NativeDef kDTypeMethods[] = {
    {"__repr__",
     [](I&, A& a) { return str_value(std::string("tf.") + dtype_name(self_dtype(a))); }},
    {"__str__",
     [](I&, A& a) {
       return str_value(std::string("<dtype: '") + dtype_name(self_dtype(a)) + "'>");
     }},
    {"__eq__", dtype_eq},
    {"__ne__", dtype_ne},
    {"__hash__", [](I&, A& a) { return Value::integer(int64_t(self_dtype(a)) + 1); }},
};

const NativeDef kDTypeProperties[] = {
    {"name", [](I&, A& a) { return str_value(dtype_name(self_dtype(a))); }},
    {"is_floating", [](I&, A& a) { return Value::boolean(dtype_is_floating(self_dtype(a))); }},
    {"is_integer", [](I&, A& a) { return Value::boolean(dtype_is_integer(self_dtype(a))); }},
    {"is_unsigned", [](I&, A& a) { return Value::boolean(dtype_is_unsigned(self_dtype(a))); }},
    {"is_complex", [](I&, A& a) { return Value::boolean(dtype_is_complex(self_dtype(a))); }},
    {"is_bool", [](I&, A& a) { return Value::boolean(self_dtype(a) == DType::Bool); }},
    {"size", dtype_size_of},
    {"base_dtype", [](I&, A& a) { return a.pos[0]; }},
    {"real_dtype", dtype_real_dtype},
    {"as_numpy_dtype", [](I&, A& a) { return Value::object(np_scalar_type(self_dtype(a))); }},
};

TypeObject* make_dtype_type() {
  TypeObject* t = new_builtin_type("DType", types().object, Layout::Native,
                                   "tensorflow.python.framework.dtypes");
  add_methods(t, kDTypeMethods);
  add_properties(t, kDTypeProperties);
  return t;
}

const std::array<DTypeObj*, kNumDTypes>& dtype_objects() {
  static const std::array<DTypeObj*, kNumDTypes> objs = [] {
    std::array<DTypeObj*, kNumDTypes> a{};
    for (int i = 0; i < kNumDTypes; ++i) {
      a[size_t(i)] = new DTypeObj(dtype_type(), DType(i));
      a[size_t(i)]->refcount = kImmortalRefcount;
    }
    return a;
  }();
  return objs;
}

// Names TF's as_dtype and numpy's np.dtype accept beyond the canonical ones.
bool dtype_alias(std::string_view s, bool numpy_flavor, DType* out) {
  if (dtype_from_name(s, out)) return true;
  if (s == "half" || s == "f2") return *out = DType::Float16, true;
  if (s == "double" || s == "f8") return *out = DType::Float64, true;
  if (s == "f4") return *out = DType::Float32, true;
  if (s == "float") return *out = numpy_flavor ? DType::Float64 : DType::Float32, true;
  if (s == "int" || s == "i8") return *out = DType::Int64, true;
  if (s == "i4") return *out = DType::Int32, true;
  if (s == "bool_") return *out = DType::Bool, true;
  if (s == "complex" || s == "c16") return *out = DType::Complex128, true;
  if (s == "c8") return *out = DType::Complex64, true;
  return false;
}

}  // namespace

TypeObject* dtype_type() {
  static TypeObject* t = make_dtype_type();
  return t;
}

Value tf_dtype_value(DType d) { return Value::object(dtype_objects()[size_t(d)]); }

bool is_tf_dtype(const Value& v) { return is_type_exact(v, dtype_type()); }
DType tf_dtype_of(const Value& v) { return v.as<DTypeObj>()->d; }

DType dtype_arg(Interpreter& in, const Value& v, bool numpy_flavor) {
  if (is_tf_dtype(v)) return tf_dtype_of(v);
  if (is_np_dtype(v)) return np_dtype_of(v);
  DType d;
  if (v.is_obj()) {
    Object* o = v.as_obj();
    if (o->type == types().type) {
      auto* t = static_cast<TypeObject*>(o);
      if (np_scalar_type_dtype(t, &d)) return d;
      const BuiltinTypes& T = types();
      if (t == T.float_) return numpy_flavor ? DType::Float64 : DType::Float32;
      if (t == T.int_) return numpy_flavor ? DType::Int64 : DType::Int32;
      if (t == T.bool_) return DType::Bool;
      if (t == T.complex) return DType::Complex128;
      if (t == T.str || t == T.object) return DType::String;
    }
    if (o->type == types().str && dtype_alias(v.as<Str>()->s, numpy_flavor, &d)) return d;
  }
  if (numpy_flavor) throw_type_error("data type " + in.repr(v) + " not understood");
  throw_type_error("Cannot convert value " + in.repr(v) + " to a TensorFlow DType.");
}

std::optional<DType> optional_dtype_arg(Interpreter& in, const Value* v, bool numpy_flavor) {
  if (!v || v->is_none()) return std::nullopt;
  return dtype_arg(in, *v, numpy_flavor);
}

}  // namespace minitf
