// The random module, bit-for-bit CPython 3.11's: MT19937 seeded like
// random.seed(int), and the pure-Python algorithms of Lib/random.py
// (_randbelow by rejection on getrandbits, shuffle, sample, choices, gauss,
// normalvariate) transcribed exactly. State is per interpreter: each module
// instance owns its generator.
// CPython rounds every float operation separately; with -march=native GCC would
// fuse a*b+c into one FMA (-ffp-contract=fast is its C++ default) and change
// last bits, so this file forbids contraction.
#pragma GCC optimize("fp-contract=off")
#include <algorithm>
#include <cmath>
#include <memory>
#include <random>
#include <unordered_set>

#include "builtins/stdlib_impl.h"
#include "builtins/format_impl.h"
#include "tensor/mt19937.h"

namespace minitf {

namespace {

// Python ints are 64-bit in minitf, so getrandbits can return at most 63 bits.
constexpr int64_t kMaxRandBits = 63;
// Words of OS entropy used by seed(None) (CPython reads 2500 bytes; 32 words
// already give the generator more entropy than it can use meaningfully).
constexpr int kEntropyWords = 32;
// Lib/random.py: NV_MAGICCONST = 4 * exp(-0.5) / sqrt(2.0); TWOPI = 2.0 * pi.
const double kNvMagic = 4 * std::exp(-0.5) / std::sqrt(2.0);
constexpr double kTwoPi = 2.0 * M_PI;

struct RandomState {
  MT19937 mt;
  bool has_gauss = false;
  double gauss_next = 0;

  void seed_entropy() {
    std::random_device rd;
    std::vector<uint32_t> words(kEntropyWords);
    for (auto& w : words) w = rd();
    mt.seed_from_words(words);
    has_gauss = false;
  }
  double random() { return mt.genrand_res53(); }
  uint64_t getrandbits(int64_t k) {
    if (k == 0) return 0;
    if (k <= 32) return mt.genrand_int32() >> (32 - k);
    uint64_t lo = mt.genrand_int32();
    uint64_t hi = mt.genrand_int32() >> (64 - k);
    return (hi << 32) | lo;
  }
  // Lib/random.py _randbelow_with_getrandbits, for n > 0.
  int64_t randbelow(int64_t n) {
    int k = 0;
    for (uint64_t m = uint64_t(n); m; m >>= 1) ++k;
    uint64_t r = getrandbits(k);
    while (r >= uint64_t(n)) r = getrandbits(k);
    return int64_t(r);
  }
};

using State = std::shared_ptr<RandomState>;

// Binds positional-or-keyword parameters the way a Python method would,
// with CPython's messages ("Random.randint() missing 1 required positional
// argument: 'b'"). kwonly names may only come by keyword.
std::vector<const Value*> bind(const CallArgs& a, const char* qual,
                               std::initializer_list<const char*> names, size_t required,
                               std::initializer_list<const char*> kwonly = {}) {
  std::vector<const char*> nm(names);
  std::vector<const Value*> out(nm.size() + kwonly.size(), nullptr);
  if (a.pos.size() > nm.size()) {
    std::string takes = required == nm.size() ? std::to_string(nm.size() + 1)
                                              : "from " + std::to_string(required + 1) + " to " +
                                                    std::to_string(nm.size() + 1);
    throw_type_error(std::string(qual) + "() takes " + takes + " positional arguments but " +
                     std::to_string(a.pos.size() + 1) + " were given");
  }
  for (size_t i = 0; i < a.pos.size(); ++i) out[i] = &a.pos[i];
  for (auto& kv : a.kw) {
    size_t idx = SIZE_MAX;
    for (size_t i = 0; i < nm.size(); ++i)
      if (kv.first->s == nm[i]) idx = i;
    size_t j = nm.size();
    for (const char* k : kwonly) {
      if (kv.first->s == k) idx = j;
      ++j;
    }
    if (idx == SIZE_MAX)
      throw_type_error(std::string(qual) + "() got an unexpected keyword argument '" + kv.first->s +
                       "'");
    if (out[idx])
      throw_type_error(std::string(qual) + "() got multiple values for argument '" + kv.first->s +
                       "'");
    out[idx] = &kv.second;
  }
  std::vector<std::string> missing;
  for (size_t i = 0; i < required; ++i)
    if (!out[i]) missing.push_back("'" + std::string(nm[i]) + "'");
  if (!missing.empty()) {
    std::string list;
    for (size_t i = 0; i < missing.size(); ++i) {
      if (i) list += missing.size() == 2 ? " and " : (i + 1 == missing.size() ? ", and " : ", ");
      list += missing[i];
    }
    throw_type_error(std::string(qual) + "() missing " + std::to_string(missing.size()) +
                     " required positional argument" + (missing.size() == 1 ? "" : "s") + ": " +
                     list);
  }
  return out;
}

// randrange's argument conversion: ints, or integral floats (deprecated in
// 3.10+, still accepted by 3.11).
int64_t range_int(Interpreter& in, const Value& v, const char* which) {
  if (v.is_intlike()) return v.as_int();
  if (v.is_obj() && v.as_obj()->type->lookup("__index__")) return in.to_index(v);
  if (v.is_float()) {
    double d = v.as_float();
    if (std::isfinite(d) && d == std::trunc(d) && std::fabs(d) < 9.2e18) return int64_t(d);
    if (std::isnan(d)) throw_value_error("cannot convert float NaN to integer");
    if (std::isinf(d)) throw_overflow("cannot convert float infinity to integer");
    throw_value_error(std::string("non-integer ") + which + " for randrange()");
  }
  throw_type_error("int() argument must be a string, a bytes-like object or a real number, not '" +
                   type_name(v) + "'");
}

Value randrange(Interpreter& in, RandomState& st, const Value* start, const Value* stop,
                const Value* step) {
  int64_t istart = range_int(in, *start, "arg 1");
  if (!stop || stop->is_none()) {
    if (step) throw_type_error("Missing a non-None stop argument");
    if (istart > 0) return Value::integer(st.randbelow(istart));
    throw_value_error("empty range for randrange()");
  }
  int64_t istop = range_int(in, *stop, "stop");
  int64_t width;
  if (__builtin_sub_overflow(istop, istart, &width)) throw_overflow(kIntTooLarge);
  int64_t istep = step ? range_int(in, *step, "step") : 1;
  if (istep == 1) {
    if (width > 0) return Value::integer(istart + st.randbelow(width));
    throw_value_error("empty range for randrange() (" + std::to_string(istart) + ", " +
                      std::to_string(istop) + ", " + std::to_string(width) + ")");
  }
  int64_t n;
  auto floordiv = [](int64_t a, int64_t b) {
    int64_t q = a / b;
    if ((a % b != 0) && ((a < 0) != (b < 0))) --q;
    return q;
  };
  if (istep > 0)
    n = floordiv(width + istep - 1, istep);
  else if (istep < 0)
    n = floordiv(width + istep + 1, istep);
  else
    throw_value_error("zero step for randrange()");
  if (n <= 0) throw_value_error("empty range for randrange()");
  return Value::integer(istart + istep * st.randbelow(n));
}

bool is_sequence(const Value& v) {
  const BuiltinTypes& T = types();
  return is_list(v) || is_tuple(v) || is_str(v) || is_type(v, T.range);
}

Value sample(Interpreter& in, RandomState& st, const Value& population, int64_t k) {
  if (!is_sequence(population))
    throw_type_error("Population must be a sequence.  For dicts or sets, use sorted(d).");
  int64_t n = in.len(population);
  if (!(0 <= k && k <= n)) throw_value_error("Sample larger than population or is negative");
  std::vector<Value> result(static_cast<size_t>(k));
  int64_t setsize = 21;  // Lib/random.py: size of a small set minus size of an empty list
  if (k > 5) setsize += int64_t(std::pow(4.0, std::ceil(std::log(double(k * 3)) / std::log(4.0))));
  if (n <= setsize) {
    std::vector<Value> pool = in.to_vector(population);
    for (int64_t i = 0; i < k; ++i) {
      int64_t j = st.randbelow(n - i);
      result[size_t(i)] = pool[size_t(j)];
      pool[size_t(j)] = pool[size_t(n - i - 1)];
    }
  } else {
    std::unordered_set<int64_t> selected;
    for (int64_t i = 0; i < k; ++i) {
      int64_t j = st.randbelow(n);
      while (selected.count(j)) j = st.randbelow(n);
      selected.insert(j);
      result[size_t(i)] = in.getitem(population, Value::integer(j));
    }
  }
  return list_value(std::move(result));
}

// bisect.bisect_right(a, x, 0, hi)
size_t bisect_right(const std::vector<double>& a, double x, size_t hi) {
  size_t lo = 0;
  while (lo < hi) {
    size_t mid = (lo + hi) / 2;
    if (x < a[mid])
      hi = mid;
    else
      lo = mid + 1;
  }
  return lo;
}

Value choices(Interpreter& in, RandomState& st, const Value& population, const Value* weights,
              const Value* cum_weights, int64_t k) {
  int64_t n = in.len(population);
  std::vector<Value> out;
  if (!cum_weights || cum_weights->is_none()) {
    if (!weights || weights->is_none()) {
      double nf = double(n);
      for (int64_t i = 0; i < k; ++i)
        out.push_back(
            in.getitem(population, Value::integer(int64_t(std::floor(st.random() * nf)))));
      return list_value(std::move(out));
    }
    if (weights->is_intlike())
      throw_type_error("The number of choices must be a keyword argument: k=" +
                       std::to_string(weights->as_int()));
  } else if (weights && !weights->is_none()) {
    throw_type_error("Cannot specify both weights and cumulative weights");
  }
  std::vector<double> cum;
  if (cum_weights && !cum_weights->is_none()) {
    for (const Value& w : in.to_vector(*cum_weights)) cum.push_back(real_arg(in, w));
  } else {
    Value acc;
    bool first = true;
    for (const Value& w : in.to_vector(*weights)) {
      acc = first ? w : in.binop(BinOpKind::Add, acc, w);
      first = false;
      cum.push_back(real_arg(in, acc));
    }
  }
  if (int64_t(cum.size()) != n)
    throw_value_error("The number of weights does not match the population");
  double total = cum.back() + 0.0;
  if (total <= 0.0) throw_value_error("Total of weights must be greater than zero");
  if (!std::isfinite(total)) throw_value_error("Total of weights must be finite");
  size_t hi = size_t(n - 1);
  for (int64_t i = 0; i < k; ++i)
    out.push_back(in.getitem(population,
                             Value::integer(int64_t(bisect_right(cum, st.random() * total, hi)))));
  return list_value(std::move(out));
}

double float_param(Interpreter& in, const Value* v, double dflt) {
  return v ? real_arg(in, *v) : dflt;
}

}  // namespace

Ref<Module> make_random_module(Interpreter& in) {
  Ref<Module> mod(new Module("random"));
  Module& m = *mod;
  State st = std::make_shared<RandomState>();
  st->seed_entropy();
  add_function(
      in, m, "seed",
      [st](Interpreter& in, CallArgs& a) {
        auto p = bind(a, "Random.seed", {"a", "version"}, 0);
        const Value* x = p[0];
        if (!x || x->is_none()) {
          st->seed_entropy();
        } else if (x->is_intlike()) {
          st->mt.seed_cpython(x->as_int());
        } else if (x->is_float()) {
          // CPython seeds non-int hashables with hash(a) read as an unsigned size_t.
          st->mt.seed_from_u64(uint64_t(python_float_hash(x->as_float())));
        } else if (is_str(*x)) {
          throw_type_error("random.seed() with a str is not supported in minitf; use an int seed");
        } else {
          throw_type_error(
              "The only supported seed types are: None,\nint, float, str, bytes, and bytearray.");
        }
        st->has_gauss = false;
        return Value();
      },
      "(a=None, version=2)", "Initialize internal state from a seed.");
  add_function(
      in, m, "random",
      [st](Interpreter&, CallArgs& a) {
        check_no_kwargs(a, "Random.random");
        check_arity(a, 0, 0, "Random.random");
        return Value::floating(st->random());
      },
      "()", "random() -> x in the interval [0, 1).");
  add_function(
      in, m, "getrandbits",
      [st](Interpreter& in, CallArgs& a) {
        check_no_kwargs(a, "Random.getrandbits");
        check_arity(a, 1, 1, "Random.getrandbits");
        int64_t k = in.to_index(a.pos[0]);
        if (k < 0) throw_value_error("number of bits must be non-negative");
        if (k > kMaxRandBits) throw_overflow(kIntTooLarge);
        return Value::integer(int64_t(st->getrandbits(k)));
      },
      "(k, /)", "getrandbits(k) -> x.  Generates an int with k random bits.");
  add_function(
      in, m, "randrange",
      [st](Interpreter& in, CallArgs& a) {
        auto p = bind(a, "Random.randrange", {"start", "stop", "step"}, 1);
        return randrange(in, *st, p[0], p[1], p[2]);
      },
      "(start, stop=None, step=1)", "Choose a random item from range(start, stop[, step]).");
  add_function(
      in, m, "randint",
      [st](Interpreter& in, CallArgs& a) {
        auto p = bind(a, "Random.randint", {"a", "b"}, 2);
        Value b1 = in.binop(BinOpKind::Add, *p[1], Value::integer(1));
        return randrange(in, *st, p[0], &b1, nullptr);
      },
      "(a, b)", "Return random integer in range [a, b], including both end points.");
  add_function(
      in, m, "choice",
      [st](Interpreter& in, CallArgs& a) {
        auto p = bind(a, "Random.choice", {"seq"}, 1);
        int64_t n = in.len(*p[0]);
        if (n == 0) throw_index_error("Cannot choose from an empty sequence");
        return in.getitem(*p[0], Value::integer(st->randbelow(n)));
      },
      "(seq)", "Choose a random element from a non-empty sequence.");
  add_function(
      in, m, "choices",
      [st](Interpreter& in, CallArgs& a) {
        auto p = bind(a, "Random.choices", {"population", "weights"}, 1, {"cum_weights", "k"});
        int64_t k = p[3] ? in.to_index(*p[3]) : 1;
        return choices(in, *st, *p[0], p[1], p[2], k);
      },
      "(population, weights=None, *, cum_weights=None, k=1)",
      "Return a k sized list of population elements chosen with replacement.");
  add_function(
      in, m, "shuffle",
      [st](Interpreter& in, CallArgs& a) {
        auto p = bind(a, "Random.shuffle", {"x"}, 1);
        const Value& x = *p[0];
        int64_t n = in.len(x);
        for (int64_t i = n - 1; i >= 1; --i) {
          int64_t j = st->randbelow(i + 1);
          if (is_list(x)) {
            auto& items = x.as<List>()->items;
            if (size_t(i) < items.size() && size_t(j) < items.size())
              std::swap(items[size_t(i)], items[size_t(j)]);
          } else {
            Value xi = in.getitem(x, Value::integer(i)), xj = in.getitem(x, Value::integer(j));
            in.setitem(x, Value::integer(i), xj);
            in.setitem(x, Value::integer(j), xi);
          }
        }
        return Value();
      },
      "(x)", "Shuffle list x in place, and return None.");
  add_function(
      in, m, "sample",
      [st](Interpreter& in, CallArgs& a) {
        auto p = bind(a, "Random.sample", {"population", "k"}, 2, {"counts"});
        int64_t k = in.to_index(*p[1]);
        if (p[2] && !p[2]->is_none()) {
          std::vector<int64_t> cum;
          int64_t total = 0;
          for (const Value& c : in.to_vector(*p[2])) {
            if (!c.is_intlike()) throw_type_error("Counts must be integers");
            total += c.as_int();
            cum.push_back(total);
          }
          if (int64_t(cum.size()) != in.len(*p[0]))
            throw_value_error("The number of counts does not match the population");
          if (total <= 0) throw_value_error("Total of counts must be greater than zero");
          Value picks = sample(in, *st, Value::object(new Range(0, total, 1)), k);
          std::vector<Value> out;
          for (const Value& s : picks.as<List>()->items) {
            size_t idx =
                size_t(std::upper_bound(cum.begin(), cum.end() - 1, s.as_int()) - cum.begin());
            out.push_back(in.getitem(*p[0], Value::integer(int64_t(idx))));
          }
          return list_value(std::move(out));
        }
        return sample(in, *st, *p[0], k);
      },
      "(population, k, *, counts=None)",
      "Chooses k unique random elements from a population sequence.");
  add_function(
      in, m, "uniform",
      [st](Interpreter& in, CallArgs& a) {
        auto p = bind(a, "Random.uniform", {"a", "b"}, 2);
        double lo = real_arg(in, *p[0]), hi = real_arg(in, *p[1]);
        return Value::floating(lo + (hi - lo) * st->random());
      },
      "(a, b)", "Get a random number in the range [a, b) or [a, b] depending on rounding.");
  add_function(
      in, m, "triangular",
      [st](Interpreter& in, CallArgs& a) {
        auto p = bind(a, "Random.triangular", {"low", "high", "mode"}, 0);
        double low = float_param(in, p[0], 0.0), high = float_param(in, p[1], 1.0);
        double u = st->random();
        if (high == low)
          return Value::floating(low);  // (mode - low) / (high - low) divides by zero
        double c = (!p[2] || p[2]->is_none()) ? 0.5 : (real_arg(in, *p[2]) - low) / (high - low);
        if (u > c) {
          u = 1.0 - u;
          c = 1.0 - c;
          std::swap(low, high);
        }
        return Value::floating(low + (high - low) * std::sqrt(u * c));
      },
      "(low=0.0, high=1.0, mode=None)", "Triangular distribution.");
  add_function(
      in, m, "gauss",
      [st](Interpreter& in, CallArgs& a) {
        auto p = bind(a, "Random.gauss", {"mu", "sigma"}, 0);
        double mu = float_param(in, p[0], 0.0), sigma = float_param(in, p[1], 1.0);
        double z;
        if (st->has_gauss) {
          z = st->gauss_next;
          st->has_gauss = false;
        } else {
          double x2pi = st->random() * kTwoPi;
          double g2rad = std::sqrt(-2.0 * std::log(1.0 - st->random()));
          z = std::cos(x2pi) * g2rad;
          st->gauss_next = std::sin(x2pi) * g2rad;
          st->has_gauss = true;
        }
        return Value::floating(mu + z * sigma);
      },
      "(mu=0.0, sigma=1.0)", "Gaussian distribution.");
  add_function(
      in, m, "normalvariate",
      [st](Interpreter& in, CallArgs& a) {
        auto p = bind(a, "Random.normalvariate", {"mu", "sigma"}, 0);
        double mu = float_param(in, p[0], 0.0), sigma = float_param(in, p[1], 1.0);
        double z;
        for (;;) {
          double u1 = st->random();
          double u2 = 1.0 - st->random();
          z = kNvMagic * (u1 - 0.5) / u2;
          double zz = z * z / 4.0;
          if (zz <= -std::log(u2)) break;
        }
        return Value::floating(mu + z * sigma);
      },
      "(mu=0.0, sigma=1.0)", "Normal distribution.");
  add_function(
      in, m, "expovariate",
      [st](Interpreter& in, CallArgs& a) {
        auto p = bind(a, "Random.expovariate", {"lambd"}, 1);
        double l = real_arg(in, *p[0]);
        if (l == 0) throw_zero_division("float division by zero");
        return Value::floating(-std::log(1.0 - st->random()) / l);
      },
      "(lambd)", "Exponential distribution.");
  return mod;
}

}  // namespace minitf
