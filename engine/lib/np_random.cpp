// numpy.random: the legacy RandomState global generator (MT19937), bit-exact
// with numpy: seed(n) is init_genrand(n); random_sample is genrand_res53;
// randn is the legacy polar Box-Muller with its cached second value; randint
// is the masked rejection sampler (numpy/random/src/distributions).
#include <cmath>
#include <memory>
#include <random>

#include "base/limits.h"
#include "base/mt19937.h"
#include "builtins/native.h"
#include "framework/convert.h"
#include "framework/dtypes.h"
#include "framework/numpy_types.h"
#include "framework/tensor_object.h"
#include "lib/np_module.h"
#include "runtime/interp_impl.h"

namespace minitf {

namespace {

// One interpreter's numpy.random state (captured by its module's functions).
struct NpRandom {
  MT19937 mt;
  bool has_gauss = false;
  double gauss = 0;

  NpRandom() { reseed_from_entropy(); }
  void reseed_from_entropy() {
    std::random_device rd;
    mt.seed_numpy(rd());
    has_gauss = false;
  }
  double next_double() { return mt.genrand_res53(); }
  uint64_t next_uint64() {
    uint64_t hi = mt.genrand_int32();
    return (hi << 32) | mt.genrand_int32();
  }
  // legacy_gauss: polar Box-Muller; the second value is kept for the next call.
  double next_gauss() {
    if (has_gauss) {
      has_gauss = false;
      return gauss;
    }
    double x1, x2, r2;
    do {
      x1 = 2.0 * next_double() - 1.0;
      x2 = 2.0 * next_double() - 1.0;
      r2 = x1 * x1 + x2 * x2;
    } while (r2 >= 1.0 || r2 == 0.0);
    double f = std::sqrt(-2.0 * std::log(r2) / r2);
    gauss = f * x1;
    has_gauss = true;
    return f * x2;
  }
  // random_interval: masked rejection in [0, max] (shuffle, permutation).
  uint64_t interval(uint64_t max) {
    if (max == 0) return 0;
    uint64_t mask = max;
    for (int s = 1; s <= 32; s <<= 1) mask |= mask >> s;
    uint64_t v;
    if (max <= 0xFFFFFFFFull) {
      while ((v = (mt.genrand_int32() & mask)) > max) {
      }
    } else {
      while ((v = (next_uint64() & mask)) > max) {
      }
    }
    return v;
  }
  // An integer in [0, rng] by masked rejection (random_bounded_uint64_fill).
  uint64_t bounded(uint64_t rng) {
    if (rng == 0) return 0;
    uint64_t mask = rng;
    for (int s = 1; s <= 32; s <<= 1) mask |= mask >> s;
    if (rng <= 0xFFFFFFFFull) {
      if (rng == 0xFFFFFFFFull) return mt.genrand_int32();
      uint64_t v;
      while ((v = (mt.genrand_int32() & uint32_t(mask))) > rng) {
      }
      return v;
    }
    if (rng == ~uint64_t(0)) return next_uint64();
    uint64_t v;
    while ((v = (next_uint64() & mask)) > rng) {
    }
    return v;
  }
};

// The `size` argument: None (a Python scalar result) or an int / tuple.
bool size_arg(Interpreter& in, const Value* v, Shape* out) {
  if (!v || v->is_none()) return false;
  *out = Shape(int_list_arg(in, *v, "size"));
  return true;
}

// rand(d0, d1, ...) / randn(d0, ...): dimensions as separate arguments.
bool dims_args(Interpreter& in, const CallArgs& a, const char* fname, Shape* out) {
  if (!a.kw.empty()) throw_type_error(std::string(fname) + "() takes no keyword arguments");
  if (a.pos.empty()) return false;
  std::vector<int64_t> dims;
  for (const Value& v : a.pos) {
    int64_t d = int_arg(in, v, "dimension");
    if (d < 0) throw_value_error("negative dimensions are not allowed");
    dims.push_back(d);
  }
  *out = Shape(dims);
  return true;
}

// Sampling polls Ctrl-C once per this many elements (a few ms of generator time).
constexpr int64_t kElementsPerPoll = int64_t{1} << 20;

template <class F>
Value float_result(bool has_shape, const Shape& shape, F&& next) {
  if (!has_shape) return Value::floating(next());
  Tensor t = numpy_empty(DType::Float64, shape);
  double* d = t.mutable_data<double>();
  for (int64_t i = 0; i < t.num_elements(); ++i) {
    if (i % kElementsPerPoll == 0) poll_interrupt();
    d[i] = next();
  }
  return make_ndarray(std::move(t));
}

using A = CallArgs;
using I = Interpreter;

Value random_seed(I& in, A& a, NpRandom& st) {
  ArgParser p("seed", a, {"seed"}, 0);
  if (!p.has(0)) {
    st.reseed_from_entropy();
    return Value();
  }
  const Value& s = *p.get(0);
  if (!s.is_intlike() && !(is_numpy_value(s) && dtype_is_integer(tensor_of(s).dtype())))
    throw_not_implemented("minitf's numpy.random.seed takes an int");
  int64_t v = int_arg(in, s, "seed");
  constexpr int64_t kMaxSeed = (int64_t(1) << 32) - 1;
  if (v < 0 || v > kMaxSeed) throw_value_error("Seed must be between 0 and 2**32 - 1");
  st.mt.seed_numpy(uint32_t(v));
  st.has_gauss = false;
  return Value();
}

Value random_rand(I& in, A& a, NpRandom& st) {
  Shape s;
  bool has = dims_args(in, a, "rand", &s);
  return float_result(has, s, [&] { return st.next_double(); });
}

Value random_randn(I& in, A& a, NpRandom& st) {
  Shape s;
  bool has = dims_args(in, a, "randn", &s);
  return float_result(has, s, [&] { return st.next_gauss(); });
}

Value random_sample(I& in, A& a, NpRandom& st, const char* name) {
  ArgParser p(name, a, {"size"}, 0);
  Shape s;
  bool has = size_arg(in, p.get(0), &s);
  return float_result(has, s, [&] { return st.next_double(); });
}

Value random_uniform(I& in, A& a, NpRandom& st) {
  ArgParser p("uniform", a, {"low", "high", "size"}, 0);
  double low = p.has(0) ? in.to_double(*p.get(0)) : 0.0;
  double high = p.has(1) ? in.to_double(*p.get(1)) : 1.0;
  Shape s;
  bool has = size_arg(in, p.get(2), &s);
  double range = high - low;
  return float_result(has, s, [&] { return low + range * st.next_double(); });
}

Value random_normal(I& in, A& a, NpRandom& st) {
  ArgParser p("normal", a, {"loc", "scale", "size"}, 0);
  double loc = p.has(0) ? in.to_double(*p.get(0)) : 0.0;
  double scale = p.has(1) ? in.to_double(*p.get(1)) : 1.0;
  if (scale < 0) throw_value_error("scale < 0");
  Shape s;
  bool has = size_arg(in, p.get(2), &s);
  return float_result(has, s, [&] { return loc + scale * st.next_gauss(); });
}

Value random_randint(I& in, A& a, NpRandom& st) {
  ArgParser p("randint", a, {"low", "high", "size", "dtype"}, 1);
  int64_t low = int_arg(in, *p.get(0), "low");
  int64_t high;
  if (p.has(1)) {
    high = int_arg(in, *p.get(1), "high");
  } else {
    high = low;
    low = 0;
  }
  if (p.has(3)) {
    DType d = dtype_arg(in, *p.get(3), true);
    if (d != DType::Int64) throw_not_implemented("minitf's numpy.random.randint makes int64 only");
  }
  if (low > high - 1) throw_value_error(p.has(1) ? "low >= high" : "high <= 0");
  uint64_t rng = uint64_t(high) - uint64_t(low) - 1;
  Shape s;
  if (!size_arg(in, p.get(2), &s)) return Value::integer(low + int64_t(st.bounded(rng)));
  Tensor t = numpy_empty(DType::Int64, s);
  int64_t* d = t.mutable_data<int64_t>();
  for (int64_t i = 0; i < t.num_elements(); ++i) {
    if (i % kElementsPerPoll == 0) poll_interrupt();
    d[i] = low + int64_t(st.bounded(rng));
  }
  return make_ndarray(std::move(t));
}

// _shuffle_order(n): the permutation RandomState.shuffle makes of n items
// (Fisher-Yates from the end); numpy.random.shuffle/permutation/choice are
// Python-level (lib/py/_numpy_random.py) on it.
Value random_shuffle_order(I& in, A& a, NpRandom& st) {
  check_arity(a, 1, 1, "_shuffle_order");
  int64_t n = int_arg(in, a.pos[0], "n");
  Tensor t = numpy_empty(DType::Int64, Shape({n}));
  int64_t* d = t.mutable_data<int64_t>();
  for (int64_t i = 0; i < n; ++i) d[i] = i;
  for (int64_t i = n - 1; i >= 1; --i) {
    if (i % kElementsPerPoll == 0) poll_interrupt();
    std::swap(d[i], d[int64_t(st.interval(uint64_t(i)))]);
  }
  return make_ndarray(std::move(t));
}

// A registration table whose functions take the module's generator: each
// becomes a closure over the interpreter's NpRandom.
struct RandomDef {
  const char* name;
  Value (*fn)(I&, A&, NpRandom&);
  const char* sig;
  const char* doc;
};

const RandomDef kRandomFunctions[] = {
    {"seed", random_seed, "(seed=None)", "Seed the legacy MT19937 generator."},
    {"rand", random_rand, "(d0, d1, ..., dn)", "Random values in [0, 1) of the given shape."},
    {"randn", random_randn, "(d0, d1, ..., dn)", "Standard-normal samples of the given shape."},
    {"random", [](I& in, A& a, NpRandom& st) { return random_sample(in, a, st, "random"); },
     "(size=None)", "Random floats in [0, 1)."},
    {"random_sample",
     [](I& in, A& a, NpRandom& st) { return random_sample(in, a, st, "random_sample"); },
     "(size=None)", "Random floats in [0, 1)."},
    {"uniform", random_uniform, "(low=0.0, high=1.0, size=None)",
     "Uniform samples in [low, high)."},
    {"normal", random_normal, "(loc=0.0, scale=1.0, size=None)", "Normal samples."},
    {"randint", random_randint, "(low, high=None, size=None, dtype=int)",
     "Random integers in [low, high)."},
    {"_shuffle_order", random_shuffle_order, "(n)", "RandomState.shuffle's permutation."},
};

}  // namespace

void install_numpy_random(Interpreter& in, Module& np) {
  Ref<Module> m = add_submodule(in, np, "random");
  auto st = std::make_shared<NpRandom>();
  for (const RandomDef& d : kRandomFunctions) {
    auto fn = d.fn;
    // Samples are reported as call-to-call varying values (a trace freezes
    // them); seeding returns None and is not.
    std::string source = std::string(d.name) == "seed" ? "" : "np.random." + std::string(d.name);
    add_function(
        in, *m, d.name,
        [st, fn, source](I& in, A& a) {
          Value v = fn(in, a, *st);
          if (!source.empty()) report_volatile_value(in, source.c_str(), v);
          return v;
        },
        d.sig, d.doc);
  }
}

}  // namespace minitf
