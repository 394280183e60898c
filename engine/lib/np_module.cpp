// The `numpy` module: small but exact. Array creation, dtypes, a few
// elementwise functions and reductions, and numpy.random.
#include "lib/np_module.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

#include "base/limits.h"
#include "builtins/native.h"
#include "framework/convert.h"
#include "framework/dispatch.h"
#include "framework/dtypes.h"
#include "framework/numpy_types.h"
#include "framework/tensor_object.h"
#include "lib/docs.h"
#include "runtime/interp_impl.h"
#include "tensor/format.h"

namespace minitf {

namespace {

// numpy's MemoryError subclass for an array it cannot allocate.
TypeObject* array_memory_error_type() {
  static TypeObject* t = new_builtin_type("_ArrayMemoryError", types().MemoryError,
                                          Layout::Exception, "numpy.core._exceptions");
  return t;
}

// numpy's _ArrayMemoryError._size_to_string: binary units, three significant
// digits below 1000 of the unit, every digit above.
std::string numpy_size_string(uint64_t bytes) {
  static const char* const kUnits[] = {"bytes", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
  constexpr int kUnitCount = 7;
  int bit_length = 64 - (bytes ? __builtin_clzll(bytes) : 64);
  int unit = std::max(bit_length - 1, 1) / 10;
  double n = static_cast<double>(bytes) / std::ldexp(1.0, unit * 10);
  if (std::nearbyint(n) == 1024) {
    ++unit;
    n /= 1024;
  }
  if (unit >= kUnitCount) {
    n *= std::ldexp(1.0, (unit - (kUnitCount - 1)) * 10);
    unit = kUnitCount - 1;
  }
  char buf[64];
  if (unit == 0) {
    std::snprintf(buf, sizeof buf, "%.0f %s", n, kUnits[unit]);
  } else if (std::nearbyint(n) < 1000) {
    std::snprintf(buf, sizeof buf, "%#.3g %s", n, kUnits[unit]);
  } else {
    std::snprintf(buf, sizeof buf, "%#.0f %s", n, kUnits[unit]);
  }
  return buf;
}

// numpy's _ArrayMemoryError text: "Unable to allocate 7.28 TiB for an array
// with shape (1000000000000,) and data type float64".
[[noreturn]] void throw_array_memory_error(uint64_t bytes, DType d, const Shape& s) {
  std::string shape = "(";
  for (int i = 0; i < s.rank(); ++i) shape += (i ? ", " : "") + std::to_string(s[i]);
  shape += s.rank() == 1 ? ",)" : ")";
  throw_exc(array_memory_error_type(), "Unable to allocate " + numpy_size_string(bytes) +
                                           " for an array with shape " + shape + " and data type " +
                                           dtype_name(d));
}

// 2**63, the first double past int64's range: an arange that long is no array.
constexpr double kTwoTo63 = 9223372036854775808.0;

// arange polls Ctrl-C once per this many elements (8 MB of int64 or float64).
constexpr int64_t kElementsPerPoll = int64_t{1} << 20;

// Fills `t` with `v` in chunks that poll Ctrl-C (base/limits.h).
template <class T>
void fill_all(Tensor& t, const T& v) {
  T* out = t.mutable_data<T>();
  const int64_t n = t.num_elements();
  const int64_t chunk = static_cast<int64_t>(kInterruptPollBytes / sizeof(T));
  for (int64_t begin = 0; begin < n; begin += chunk) {
    poll_interrupt();
    const int64_t end = std::min(n, begin + chunk);
    for (int64_t i = begin; i < end; ++i) out[i] = v;
  }
}

Tensor filled(DType d, const Shape& s, double value) {
  Tensor t = numpy_empty(d, s);
  Tensor one = cast_tensor(Tensor::scalar<double>(value), d);
  dispatch_dtype(d, [&](auto tag) {
    using T = typename decltype(tag)::type;
    fill_all<T>(t, one.item<T>());
  });
  return t;
}

Shape shape_param(Interpreter& in, const Value& v) {
  std::vector<int64_t> dims = int_list_arg(in, v, "shape");
  for (int64_t d : dims)
    if (d < 0) throw_value_error("negative dimensions are not allowed");
  return Shape(dims);
}

// np.zeros / np.ones / np.full.
Value make_filled(Interpreter& in, const CallArgs& a, const char* name, const double* fixed) {
  ArgParser p(name, a,
              fixed ? std::initializer_list<const char*>{"shape", "dtype"}
                    : std::initializer_list<const char*>{"shape", "fill_value", "dtype"},
              fixed ? 1 : 2);
  size_t dtype_slot = fixed ? 1 : 2;
  Shape s = shape_param(in, *p.get(0));
  if (fixed) {
    DType d = p.has(dtype_slot) ? dtype_arg(in, *p.get(dtype_slot), true) : DType::Float64;
    return make_ndarray(filled(d, s, *fixed));
  }
  Tensor v = convert_to_numpy(in, *p.get(1));
  DType d = p.has(dtype_slot) ? dtype_arg(in, *p.get(dtype_slot), true) : v.dtype();
  if (v.rank() != 0) throw_not_implemented("minitf's numpy.full takes a scalar fill_value");
  v = cast_tensor(v, d);
  Tensor t = numpy_empty(d, s);
  dispatch_dtype(d, [&](auto tag) {
    using T = typename decltype(tag)::type;
    fill_all<T>(t, v.item<T>());
  });
  return make_ndarray(std::move(t));
}

// np.arange(stop) / (start, stop[, step]) with numpy's length rule
// ceil((stop - start) / step) and element i = start + i * step.
Value arange(Interpreter& in, CallArgs& a) {
  ArgParser p("arange", a, {"start", "stop", "step", "dtype"}, 1);
  Value start = Value::integer(0), stop = *p.get(0), step = Value::integer(1);
  if (p.has(1)) {
    start = *p.get(0);
    stop = *p.get(1);
  }
  if (p.has(2)) step = *p.get(2);
  Value ops[3] = {start, stop, step};
  for (const Value& v : ops)
    if (!v.is_number())
      throw_type_error("unsupported operand type for arange: '" + type_name(v) + "'");
  bool all_int = start.is_intlike() && stop.is_intlike() && step.is_intlike();
  DType d = all_int ? DType::Int64 : DType::Float64;
  if (p.has(3)) d = dtype_arg(in, *p.get(3), true);
  double b = start.to_double(), e = stop.to_double(), s = step.to_double();
  if (s == 0) throw_exc(types().ZeroDivisionError, "division by zero");
  // numpy's length checks (_arange_safe_ceil_to_intp): a NaN length cannot be
  // computed, and one past intp is larger than any array may be.
  const std::string too_big = "Maximum allowed size exceeded";
  int64_t n;
  if (all_int) {
    // 128-bit, so that spans such as 2**63 are exact.
    __int128 x = start.as_int(), y = stop.as_int(), z = step.as_int();
    __int128 span = y - x;
    __int128 len = z > 0 ? (span + z - 1) / z : (span + z + 1) / z;
    if (len > std::numeric_limits<int64_t>::max()) throw_value_error(too_big);
    n = static_cast<int64_t>(len);
  } else {
    double len = std::ceil((e - b) / s);
    if (std::isnan(len)) throw_value_error("arange: cannot compute length");
    if (!(len < kTwoTo63)) throw_value_error(too_big);
    n = static_cast<int64_t>(len);
  }
  if (n < 0) n = 0;
  Tensor t = numpy_empty(all_int ? DType::Int64 : DType::Float64, Shape({n}));
  if (all_int) {
    int64_t* out = t.mutable_data<int64_t>();
    // Unsigned, so that no step is undefined: every element stored lies
    // between start and stop, where the wrapped sum is the exact one.
    uint64_t x0 = static_cast<uint64_t>(start.as_int()), dz = static_cast<uint64_t>(step.as_int());
    for (int64_t i = 0; i < n; ++i) {
      if (i % kElementsPerPoll == 0) poll_interrupt();
      out[i] = static_cast<int64_t>(x0 + static_cast<uint64_t>(i) * dz);
    }
  } else {
    double* out = t.mutable_data<double>();
    for (int64_t i = 0; i < n; ++i) {
      if (i % kElementsPerPoll == 0) poll_interrupt();
      out[i] = b + double(i) * s;
    }
  }
  return make_ndarray(cast_tensor(t, d));
}

// np.linspace(start, stop, num=50, endpoint=True, retstep=False, dtype=None):
// numpy's div = num - 1 (num without the endpoint), step = (stop - start) /
// div, y = arange(num) * step + start, and the last element exactly stop.
Value linspace(Interpreter& in, CallArgs& a) {
  ArgParser p("linspace", a, {"start", "stop", "num", "endpoint", "retstep", "dtype"}, 2);
  constexpr int64_t kDefaultNum = 50;
  double b = in.to_double(*p.get(0)), e = in.to_double(*p.get(1));
  int64_t n = p.has(2) ? int_arg(in, *p.get(2), "num") : kDefaultNum;
  bool endpoint = !p.has(3) || in.truthy(*p.get(3));
  bool retstep = p.has(4) && in.truthy(*p.get(4));
  if (n < 0)
    throw_value_error("Number of samples, " + std::to_string(n) + ", must be non-negative.");
  Tensor t = numpy_empty(DType::Float64, Shape({n}));
  double* out = t.mutable_data<double>();
  double div = endpoint ? double(n - 1) : double(n);
  double delta = e - b;
  double step = delta / div;
  for (int64_t i = 0; i < n; ++i) {
    // numpy scales by delta after dividing when the step underflows to 0.
    out[i] = (div > 0 && step == 0) ? double(i) / div * delta + b : double(i) * step + b;
    if (div <= 0) out[i] = double(i) * delta + b;
  }
  if (endpoint && n > 1) out[n - 1] = e;
  DType d = p.has(5) && !p.get(5)->is_none() ? dtype_arg(in, *p.get(5), true) : DType::Float64;
  Value arr = make_ndarray(cast_tensor(t, d));
  if (!retstep) return arr;
  return tuple_value({arr, Value::floating(div > 0 ? step : NAN)});
}

// An elementwise ufunc of one argument; integer inputs compute in float64
// (float16 stays float16, float32 float32), as numpy's loops do.
Value unary_ufunc(Interpreter& in, const CallArgs& a, const char* name, OpId op, bool keep_ints) {
  ArgParser p(name, a, {"x"}, 1);
  Tensor x = convert_to_numpy(in, *p.get(0));
  if (!keep_ints && (dtype_is_integer(x.dtype()) || x.dtype() == DType::Bool)) {
    DType d = x.dtype() == DType::Int8 || x.dtype() == DType::UInt8 || x.dtype() == DType::Bool
                  ? DType::Float16
              : (x.dtype() == DType::Int16 || x.dtype() == DType::UInt16) ? DType::Float32
                                                                          : DType::Float64;
    x = cast_tensor(x, d);
  }
  Tensor inputs[1] = {x};
  return numpy_result(run_kernel(op, Span<Tensor>(inputs, 1)));
}

// np.sum(a, axis=None) and friends: the ndarray method on np.asarray(a).
Value array_method(Interpreter& in, CallArgs& a, const char* method) {
  if (a.pos.empty())
    throw_type_error(std::string(method) + "() missing 1 required positional argument: 'a'");
  Value arr = make_ndarray(convert_to_numpy(in, a.pos[0]));
  CallArgs rest;
  rest.pos.assign(a.pos.begin() + 1, a.pos.end());
  rest.kw = a.kw;
  return in.call(in.getattr(arr, method), rest);
}

Value binary_ufunc(Interpreter& in, const CallArgs& a, const char* name, BinOpKind op) {
  ArgParser p(name, a, {"x1", "x2"}, 2);
  Value x = make_ndarray(convert_to_numpy(in, *p.get(0)));
  Value y = make_ndarray(convert_to_numpy(in, *p.get(1)));
  // 0-d operands keep numpy's scalar promotion rules.
  if (tensor_of(x).rank() == 0) x = numpy_result(tensor_of(x));
  if (tensor_of(y).rank() == 0) y = numpy_result(tensor_of(y));
  return in.binop(op, x, y);
}

// The fill values of zeros/ones and zeros_like/ones_like.
const double kZero = 0, kOne = 1;

using A = CallArgs;
using I = Interpreter;

Value np_array(I& in, A& a) {
  ArgParser p("array", a, {"object", "dtype"}, 1);
  return make_ndarray(convert_to_numpy(in, *p.get(0), optional_dtype_arg(in, p.get(1), true)));
}

Value np_asarray(I& in, A& a) {
  ArgParser p("asarray", a, {"a", "dtype"}, 1);
  if (is_ndarray(*p.get(0)) && !p.has(1)) return *p.get(0);
  return make_ndarray(convert_to_numpy(in, *p.get(0), optional_dtype_arg(in, p.get(1), true)));
}

// np.set_printoptions: the options arrays print with; None leaves one as it is.
Value set_printoptions(I& in, A& a) {
  ArgParser p("set_printoptions", a,
              {"precision", "threshold", "edgeitems", "linewidth", "suppress", "nanstr", "infstr",
               "formatter", "sign", "floatmode", "legacy"},
              0);
  for (size_t i = 5; i < 11; ++i)
    if (p.has(i) && !p.get(i)->is_none())
      throw_not_implemented(std::string("minitf's numpy.set_printoptions does not take ") +
                            std::initializer_list<const char*>{"nanstr", "infstr", "formatter",
                                                               "sign", "floatmode", "legacy"}
                                .begin()[i - 5]);
  NumpyPrintOptions opt = numpy_print_options(in);
  auto given = [&](size_t i) { return p.has(i) && !p.get(i)->is_none(); };
  if (given(0)) {
    const Value& v = *p.get(0);
    if (!v.is_intlike() || v.is_bool()) throw_type_error("precision must be an integer");
    opt.precision = static_cast<int>(int_arg(in, v, "precision"));
  }
  if (given(1)) {
    const Value& v = *p.get(1);
    if (!v.is_number()) throw_type_error("threshold must be numeric");
    double d = v.to_double();
    if (std::isnan(d))
      throw_value_error(
          "threshold must be non-NAN, try sys.maxsize for untruncated representation");
    opt.threshold = d >= 9.2e18 ? std::numeric_limits<int64_t>::max()
                                : static_cast<int64_t>(v.is_intlike() ? v.as_int() : d);
  }
  if (given(2)) opt.edgeitems = static_cast<int>(int_arg(in, *p.get(2), "edgeitems"));
  if (given(3)) opt.linewidth = static_cast<int>(int_arg(in, *p.get(3), "linewidth"));
  if (given(4)) opt.suppress = in.truthy(*p.get(4));
  set_numpy_print_options(in, opt);
  return Value();
}

Value get_printoptions(I& in, A& a) {
  check_arity(a, 0, 0, "get_printoptions");
  NumpyPrintOptions opt = numpy_print_options(in);
  Value d = make_dict().value();
  auto put = [&](const char* k, Value v) { in.setitem(d, str_value(k), v); };
  put("edgeitems", Value::integer(opt.edgeitems));
  put("threshold", Value::integer(opt.threshold));
  put("floatmode", str_value("maxprec"));
  put("precision", Value::integer(opt.precision));
  put("suppress", Value::boolean(opt.suppress));
  put("linewidth", Value::integer(opt.linewidth));
  put("nanstr", str_value("nan"));
  put("infstr", str_value("inf"));
  put("sign", str_value("-"));
  put("formatter", Value());
  put("legacy", Value::boolean(false));
  return d;
}

// np.array_repr / np.array2string with numpy's per-call overrides of the
// print options.
NumpyPrintOptions call_print_options(I& in, ArgParser& p, size_t width, size_t precision,
                                     size_t suppress) {
  NumpyPrintOptions opt = numpy_print_options(in);
  auto given = [&](size_t i) { return p.has(i) && !p.get(i)->is_none(); };
  if (given(width)) opt.linewidth = static_cast<int>(int_arg(in, *p.get(width), "max_line_width"));
  if (given(precision))
    opt.precision = static_cast<int>(int_arg(in, *p.get(precision), "precision"));
  if (given(suppress)) opt.suppress = in.truthy(*p.get(suppress));
  return opt;
}

Value array_repr(I& in, A& a) {
  ArgParser p("array_repr", a, {"arr", "max_line_width", "precision", "suppress_small"}, 1);
  Tensor t = convert_to_numpy(in, *p.get(0));
  return str_value(ndarray_repr(t, call_print_options(in, p, 1, 2, 3)));
}

Value array_str(I& in, A& a) {
  ArgParser p("array_str", a, {"a", "max_line_width", "precision", "suppress_small"}, 1);
  Tensor t = convert_to_numpy(in, *p.get(0));
  return str_value(numpy_str(t, call_print_options(in, p, 1, 2, 3)));
}

const NativeDef kNumpyFunctions[] = {
    {"array_repr", array_repr, "(arr, max_line_width=None, precision=None, suppress_small=None)",
     "The repr of an array."},
    {"array_str", array_str, "(a, max_line_width=None, precision=None, suppress_small=None)",
     "The str of an array."},
    {"set_printoptions", set_printoptions,
     "(precision=None, threshold=None, edgeitems=None, linewidth=None, suppress=None, ...)",
     "Set how arrays print."},
    {"get_printoptions", get_printoptions, "()", "The current print options."},
    {"array", np_array, "(object, dtype=None)", "Create an array."},
    {"asarray", np_asarray, "(a, dtype=None)", "Convert the input to an array."},
    {"zeros", [](I& in, A& a) { return make_filled(in, a, "zeros", &kZero); },
     "(shape, dtype=float)", "An array of zeros."},
    {"ones", [](I& in, A& a) { return make_filled(in, a, "ones", &kOne); }, "(shape, dtype=None)",
     "An array of ones."},
    {"full", [](I& in, A& a) { return make_filled(in, a, "full", nullptr); },
     "(shape, fill_value, dtype=None)", "An array filled with fill_value."},
    {"arange", arange, "([start,] stop[, step,], dtype=None)", "Evenly spaced values."},
    {"linspace", linspace, "(start, stop, num=50, endpoint=True, retstep=False, dtype=None)",
     "Evenly spaced numbers."},
};

// numpy's functions written in minitf's Python (engine/lib/py/_numpy_*.py):
// each module's __all__ goes into numpy or the named submodule. They import
// no numpy themselves (numpy is being made): their global `np` is set here.
const char* const kNumpyPythonParts[][2] = {
    {"_numpy_shape", ""},        {"_numpy_math", ""},         {"_numpy_sort", ""},
    {"_numpy_index", ""},        {"_numpy_create", ""},       {"_numpy_io", ""},
    {"_numpy_extra", ""},        {"_numpy_linalg", "linalg"}, {"_numpy_testing", "testing"},
    {"_numpy_random", "random"},
};

// The Python-level functions that the ndarray type calls back (advanced
// indexing, item assignment; see framework/ndarray_methods.cpp).
const char* const kNumpyHooks[][3] = {
    {"_numpy_index", "_getitem", "numpy.getitem"},
    {"_numpy_index", "_setitem", "numpy.setitem"},
};

void install_python_parts(Interpreter& in, Module& np) {
  for (const auto& part : kNumpyPythonParts) {
    Ref<Module> py = in.import_module(part[0]);
    py->set(in, "np", Ref<Module>(&np).value());
    Module* target = &np;
    Ref<Module> sub;
    if (*part[1]) {
      // numpy.random is already there (np_random.cpp): add to it.
      int32_t have = np.find_slot(part[1]);
      if (have >= 0 && np.bound[size_t(have)]) {
        target = np.slots[size_t(have)].as<Module>();
      } else {
        sub = add_submodule(in, np, part[1]);
        target = sub.get();
      }
    }
    int32_t all = py->find_slot("__all__");
    if (all < 0) continue;
    for (const Value& name : in.to_vector(py->slots[size_t(all)])) {
      const std::string& s = name.as<Str>()->s;
      int32_t slot = py->find_slot(s);
      if (slot >= 0 && py->bound[size_t(slot)]) target->set(in, s, py->slots[size_t(slot)]);
    }
  }
  for (const auto& hook : kNumpyHooks) {
    Ref<Module> py = in.import_module(hook[0]);
    int32_t slot = py->find_slot(hook[1]);
    if (slot >= 0) in.ext().state[hook[2]] = py->slots[size_t(slot)];
  }
}

}  // namespace

// Every array a numpy function creates is allocated here: past the session's
// memory budget it is numpy's _ArrayMemoryError, not TF's ResourceExhaustedError.
Tensor numpy_empty(DType d, const Shape& s) {
  // numpy's size check (PyArray_NewFromDescr): the item size times every
  // non-zero dimension must fit intp, even where a 0 makes the array empty;
  // then the bytes of its elements against the session's budget.
  int64_t nonzero_bytes = static_cast<int64_t>(dtype_size(d));
  for (int i = 0; i < s.rank(); ++i) {
    if (s[i] != 0 && __builtin_mul_overflow(nonzero_bytes, s[i], &nonzero_bytes)) {
      throw_value_error(
          "array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible "
          "size.");
    }
  }
  const uint64_t bytes = static_cast<uint64_t>(s.num_elements()) * dtype_size(d);
  if (bytes > active_memory_budget()) throw_array_memory_error(bytes, d, s);
  try {
    return Tensor::empty(d, s);
  } catch (const TensorError& e) {
    // The allocator had no memory for a request within the budget.
    if (e.kind != TensorError::ResourceExhausted) throw;
    throw_array_memory_error(bytes, d, s);
  }
}

Ref<Module> make_numpy_module(Interpreter& in) {
  Ref<Module> m(new Module("numpy"));
  m->set(in, "ndarray", Value::object(ndarray_type()));
  m->set(in, "generic", Value::object(np_generic_type()));
  m->set(in, "dtype", Value::object(np_dtype_type()));
#define MINITF_X(E, T, tf, np, k, f) \
  if (DType::E != DType::String) m->set(in, np, Value::object(np_scalar_type(DType::E)));
  MINITF_DTYPES(MINITF_X)
#undef MINITF_X
  m->set(in, "bool_", Value::object(np_scalar_type(DType::Bool)));
  m->set(in, "bytes_", Value::object(np_scalar_type(DType::String)));
  m->set(in, "double", Value::object(np_scalar_type(DType::Float64)));
  m->set(in, "half", Value::object(np_scalar_type(DType::Float16)));
  m->set(in, "newaxis", Value());
  m->set(in, "pi", Value::floating(M_PI));
  m->set(in, "e", Value::floating(M_E));
  m->set(in, "inf", Value::floating(INFINITY));
  m->set(in, "nan", Value::floating(NAN));

  add_functions(in, *m, kNumpyFunctions);
  for (auto [name, value] :
       {std::pair<const char*, const double*>{"zeros_like", &kZero}, {"ones_like", &kOne}}) {
    const double* v = value;
    std::string fname = name;
    add_function(
        in, *m, name,
        [v, fname](I& in, A& a) {
          ArgParser p(fname.c_str(), a, {"a", "dtype"}, 1);
          Tensor x = convert_to_numpy(in, *p.get(0));
          DType d = p.has(1) ? dtype_arg(in, *p.get(1), true) : x.dtype();
          return make_ndarray(filled(d, x.shape(), *v));
        },
        "(a, dtype=None)", "An array like a filled with 0 / 1.");
  }
  struct U {
    const char* name;
    OpId op;
    bool keep_ints;
  };
  for (U u : {U{"sqrt", OpId::Sqrt, false},   U{"exp", OpId::Exp, false},
              U{"log", OpId::Log, false},     U{"tanh", OpId::Tanh, false},
              U{"abs", OpId::Abs, true},      U{"square", OpId::Square, true},
              U{"negative", OpId::Neg, true}, U{"floor", OpId::Floor, false},
              U{"ceil", OpId::Ceil, false},   U{"sin", OpId::Sin, false},
              U{"cos", OpId::Cos, false},     U{"tan", OpId::Tan, false},
              U{"arcsin", OpId::Asin, false}, U{"arccos", OpId::Acos, false},
              U{"arctan", OpId::Atan, false}, U{"sinh", OpId::Sinh, false},
              U{"cosh", OpId::Cosh, false},   U{"log1p", OpId::Log1p, false},
              U{"expm1", OpId::Expm1, false}, U{"sign", OpId::Sign, true},
              U{"absolute", OpId::Abs, true}}) {
    add_function(
        in, *m, u.name, [u](I& in, A& a) { return unary_ufunc(in, a, u.name, u.op, u.keep_ints); },
        "(x, /)", "Elementwise function.");
  }
  for (const char* meth :
       {"sum", "mean", "max", "min", "prod", "argmax", "argmin", "reshape", "transpose"}) {
    std::string name = meth;
    add_function(
        in, *m, meth, [name](I& in, A& a) { return array_method(in, a, name.c_str()); }, "(a, ...)",
        "The ndarray method of the same name.");
  }
  struct B {
    const char* name;
    BinOpKind op;
  };
  for (B b : {B{"add", BinOpKind::Add}, B{"subtract", BinOpKind::Sub},
              B{"multiply", BinOpKind::Mult}, B{"divide", BinOpKind::Div},
              B{"true_divide", BinOpKind::Div}, B{"floor_divide", BinOpKind::FloorDiv},
              B{"mod", BinOpKind::Mod}, B{"remainder", BinOpKind::Mod},
              B{"matmul", BinOpKind::MatMult}, B{"power", BinOpKind::Pow}}) {
    add_function(
        in, *m, b.name, [b](I& in, A& a) { return binary_ufunc(in, a, b.name, b.op); },
        "(x1, x2, /)", "Elementwise function.");
  }
  install_numpy_random(in, *m);
  install_python_parts(in, *m);
  apply_library_docs(in, m.value(), "np");
  return m;
}

}  // namespace minitf
