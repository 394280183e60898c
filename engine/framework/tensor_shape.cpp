#include "framework/tensor_shape.h"

#include "builtins/native.h"
#include "framework/convert.h"
#include "framework/dtypes.h"
#include "framework/tensor_object.h"
#include "runtime/interp_impl.h"

namespace minitf {

namespace {

const Shape& self_shape(const CallArgs& a) { return a.pos[0].as<ShapeObj>()->shape; }

Value dim_value(int64_t d) { return d == Shape::kUnknownDim ? Value() : Value::integer(d); }

[[noreturn]] void unknown_rank(const char* what) {
  throw_value_error(std::string(what) + " is not defined on an unknown TensorShape.");
}

// TensorShape.__eq__: other converted with as_shape; NotImplemented otherwise.
Value shape_eq(Interpreter& in, const Shape& s, const Value& other) {
  Shape o;
  try {
    o = shape_arg(in, other);
  } catch (PyException&) {
    return not_implemented();
  }
  if (!s.known_rank() || !o.known_rank()) return Value::boolean(!s.known_rank() && !o.known_rank());
  return Value::boolean(s == o);
}

using A = CallArgs;
using I = Interpreter;

Value shape_as_list(I&, A& a) {
  const Shape& s = self_shape(a);
  if (!s.known_rank()) unknown_rank("as_list()");
  std::vector<Value> items;
  for (int i = 0; i < s.rank(); ++i) items.push_back(dim_value(s[i]));
  return list_value(std::move(items));
}

Value shape_rank(I&, A& a) {
  const Shape& s = self_shape(a);
  return s.known_rank() ? Value::integer(s.rank()) : Value();
}

Value shape_dims(I&, A& a) {
  const Shape& s = self_shape(a);
  if (!s.known_rank()) return Value();
  std::vector<Value> items;
  for (int i = 0; i < s.rank(); ++i) items.push_back(dim_value(s[i]));
  return list_value(std::move(items));
}

Value shape_num_elements(I&, A& a) {
  int64_t n = self_shape(a).num_elements();
  return n < 0 ? Value() : Value::integer(n);
}

Value shape_is_compatible_with(I& in, A& a) {
  check_arity(a, 2, 2, "is_compatible_with");
  return Value::boolean(self_shape(a).compatible_with(shape_arg(in, a.pos[1])));
}

Value shape_len(I&, A& a) {
  const Shape& s = self_shape(a);
  if (!s.known_rank()) throw_value_error("Cannot take the length of shape with unknown rank.");
  return Value::integer(s.rank());
}

Value shape_getitem(I& in, A& a) {
  const Shape& s = self_shape(a);
  const Value& key = a.pos[1];
  if (!s.known_rank()) {
    if (is_type_exact(key, types().slice)) return make_shape_value(Shape::unknown_rank());
    return Value();
  }
  if (is_type_exact(key, types().slice)) {
    int64_t start, stop, step, n;
    slice_indices(in, *key.as<Slice>(), s.rank(), start, stop, step, n);
    std::vector<int64_t> dims;
    for (int64_t i = 0; i < n; ++i) dims.push_back(s[int(start + i * step)]);
    return make_shape_value(Shape(dims));
  }
  int64_t i = int_arg(in, key, "TensorShape index");
  if (i < -s.rank() || i >= s.rank()) throw_index_error("list index out of range");
  return dim_value(s[int(i < 0 ? i + s.rank() : i)]);
}

Value shape_iter(I& in, A& a) {
  const Shape& s = self_shape(a);
  if (!s.known_rank()) throw_value_error("Cannot iterate over a shape with unknown rank.");
  std::vector<Value> items;
  for (int i = 0; i < s.rank(); ++i) items.push_back(dim_value(s[i]));
  return in.iter(list_value(std::move(items)));
}

Value shape_ne(I& in, A& a) {
  Value r = shape_eq(in, self_shape(a), a.pos[1]);
  return r.is_bool() ? Value::boolean(!r.as_bool()) : r;
}

const NativeDef kTensorShapeMethods[] = {
    {"__str__", [](I&, A& a) { return str_value(self_shape(a).str()); }},
    {"__repr__", [](I&, A& a) { return str_value(shape_repr(self_shape(a))); }},
    {"as_list", shape_as_list},
    {"num_elements", shape_num_elements},
    {"is_fully_defined", [](I&, A& a) { return Value::boolean(self_shape(a).fully_defined()); }},
    {"is_compatible_with", shape_is_compatible_with},
    {"__len__", shape_len},
    {"__bool__", [](I&, A& a) { return Value::boolean(self_shape(a).known_rank()); }},
    {"__getitem__", shape_getitem},
    {"__iter__", shape_iter},
    {"__eq__", [](I& in, A& a) { return shape_eq(in, self_shape(a), a.pos[1]); }},
    {"__ne__", shape_ne},
};

const NativeDef kTensorShapeProperties[] = {
    {"rank", shape_rank},
    {"ndims", shape_rank},
    {"dims", shape_dims},
};

TypeObject* make_shape_type() {
  TypeObject* t = new_builtin_type("TensorShape", types().object, Layout::Native,
                                   "tensorflow.python.framework.tensor_shape");
  t->construct = [](I& in, A& a) {
    ArgParser p("TensorShape", a, {"dims"}, 1);
    return make_shape_value(shape_arg(in, *p.get(0)));
  };
  add_methods(t, kTensorShapeMethods);
  add_properties(t, kTensorShapeProperties);
  return t;
}

const TensorSpecObj& self_spec(const CallArgs& a) { return *a.pos[0].as<TensorSpecObj>(); }

std::string spec_repr(Interpreter& in, const TensorSpecObj& s) {
  return "TensorSpec(shape=" + s.shape.str() + ", dtype=tf." + dtype_name(s.dtype) +
         ", name=" + in.repr(s.name) + ")";
}

Value spec_eq(I& in, A& a) {
  if (!is_tensor_spec(a.pos[1])) return not_implemented();
  const TensorSpecObj& x = self_spec(a);
  const TensorSpecObj& y = *a.pos[1].as<TensorSpecObj>();
  bool same_shape =
      x.shape.known_rank() == y.shape.known_rank() && (!x.shape.known_rank() || x.shape == y.shape);
  return Value::boolean(same_shape && x.dtype == y.dtype && in.eq(x.name, y.name));
}

Value spec_is_compatible_with(I& in, A& a) {
  check_arity(a, 2, 2, "is_compatible_with");
  const TensorSpecObj& s = self_spec(a);
  const Value& o = a.pos[1];
  if (is_tensor_spec(o)) {
    auto* y = o.as<TensorSpecObj>();
    return Value::boolean(y->dtype == s.dtype && s.shape.compatible_with(y->shape));
  }
  if (is_tf_tensor(o)) {
    const Tensor& t = tensor_of(o);
    return Value::boolean(t.dtype() == s.dtype && s.shape.compatible_with(t.shape()));
  }
  return Value::boolean(false);
}

const NativeDef kTensorSpecMethods[] = {
    {"__repr__", [](I& in, A& a) { return str_value(spec_repr(in, self_spec(a))); }},
    {"__eq__", spec_eq},
    {"is_compatible_with", spec_is_compatible_with},
};

const NativeDef kTensorSpecProperties[] = {
    {"shape", [](I&, A& a) { return make_shape_value(self_spec(a).shape); }},
    {"dtype", [](I&, A& a) { return tf_dtype_value(self_spec(a).dtype); }},
    {"name", [](I&, A& a) { return self_spec(a).name; }},
};

TypeObject* make_spec_type() {
  TypeObject* t = new_builtin_type("TensorSpec", types().object, Layout::Native,
                                   "tensorflow.python.framework.tensor_spec");
  t->construct = [](I& in, A& a) {
    ArgParser p("TensorSpec", a, {"shape", "dtype", "name"}, 1);
    DType d = p.has(1) ? dtype_arg(in, *p.get(1)) : DType::Float32;
    Value name = p.has(2) ? *p.get(2) : Value();
    if (!name.is_none() && !is_type_exact(name, types().str))
      throw_type_error("name must be a string or None");
    return Value::object(new TensorSpecObj(tensor_spec_type(), shape_arg(in, *p.get(0)), d, name));
  };
  add_methods(t, kTensorSpecMethods);
  add_properties(t, kTensorSpecProperties);
  return t;
}

}  // namespace

TypeObject* tensor_shape_type() {
  static TypeObject* t = make_shape_type();
  return t;
}

TypeObject* tensor_spec_type() {
  static TypeObject* t = make_spec_type();
  return t;
}

Value make_shape_value(const Shape& s) {
  return Value::object(new ShapeObj(tensor_shape_type(), s));
}

std::string shape_repr(const Shape& s) {
  if (!s.known_rank()) return "TensorShape(None)";
  std::string out = "TensorShape([";
  for (int i = 0; i < s.rank(); ++i) {
    if (i) out += ", ";
    out += s[i] == Shape::kUnknownDim ? "None" : std::to_string(s[i]);
  }
  return out + "])";
}

Shape shape_arg(Interpreter& in, const Value& v) {
  if (v.is_none()) return Shape::unknown_rank();
  if (is_shape_obj(v)) return v.as<ShapeObj>()->shape;
  if (v.is_intlike()) return Shape({v.as_int()});
  if (is_type_exact(v, types().list) || is_type_exact(v, types().tuple) || is_tf_tensor(v) ||
      is_ndarray(v)) {
    std::vector<int64_t> dims;
    if (is_tf_tensor(v) || is_ndarray(v)) {
      dims = int_list_arg(in, v, "shape");
    } else {
      for (const Value& d : in.to_vector(v)) {
        if (d.is_none()) {
          dims.push_back(Shape::kUnknownDim);
        } else {
          int64_t x = int_arg(in, d, "Dimension value");
          if (x < 0) throw_value_error("Dimension " + std::to_string(x) + " must be >= 0");
          dims.push_back(x);
        }
      }
    }
    if (dims.size() > size_t(Shape::kMaxRank))
      throw_value_error("minitf shapes have at most " + std::to_string(Shape::kMaxRank) +
                        " dimensions");
    return Shape(dims);
  }
  throw_type_error("Cannot convert " + in.repr(v) + " to a TensorShape.");
}

}  // namespace minitf
