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

#include "base/mt19937.h"
#include "builtins/format_impl.h"
#include "builtins/stdlib_impl.h"
#include "runtime/interp_impl.h"

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

// The module's functions are the methods of one hidden Random instance, as
// in CPython (random.random is `_inst.random`): the instance holds the state.
struct RandomObj : Object {
  RandomState state;
  explicit RandomObj(TypeObject* t) : Object(t) {}
};

RandomState& state_of(const CallArgs& a) { return a.pos[0].as<RandomObj>()->state; }

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

// ---- the methods of Random ---------------------------------------------------------

using I = Interpreter;
using A = CallArgs;

Value seed(I&, A& a) {
  ArgParser p("Random.seed", a, {"a", "version"}, 0, true);
  RandomState& st = state_of(a);
  const Value* x = p.get(0);
  if (!x || x->is_none()) {
    st.seed_entropy();
  } else if (x->is_intlike()) {
    st.mt.seed_cpython(x->as_int());
  } else if (is_bigint(*x)) {
    // The key is the 32-bit words of |a|, least significant first, as for small ints.
    std::vector<uint8_t> bytes;
    BigNum mag = x->as<BigInt>()->n.magnitude();
    mag.to_bytes((mag.bit_length() + 7) / 8, false, bytes);
    std::vector<uint32_t> words((bytes.size() + 3) / 4, 0);
    for (size_t i = 0; i < bytes.size(); ++i) words[i / 4] |= uint32_t(bytes[i]) << (8 * (i % 4));
    st.mt.seed_from_words(words);
  } else if (x->is_float()) {
    // CPython seeds non-int hashables with hash(a) read as an unsigned size_t.
    st.mt.seed_from_u64(uint64_t(python_float_hash(x->as_float())));
  } else if (is_str(*x)) {
    throw_type_error("random.seed() with a str is not supported in minitf; use an int seed");
  } else {
    throw_type_error(
        "The only supported seed types are: None,\nint, float, str, bytes, and bytearray.");
  }
  st.has_gauss = false;
  return Value();
}

Value random(I& in, A& a) {
  check_method_args(a, 0, 0, "Random.random");
  Value v = Value::floating(state_of(a).random());
  report_volatile_value(in, "random.random", v);
  return v;
}

Value getrandbits(I& in, A& a) {
  check_method_args(a, 1, 1, "Random.getrandbits");
  int64_t k = in.to_index(a.pos[1]);
  if (k < 0) throw_value_error("number of bits must be non-negative");
  if (k > kMaxRandBits) throw_overflow(kIntTooLarge);
  return Value::integer(int64_t(state_of(a).getrandbits(k)));
}

Value randrange_method(I& in, A& a) {
  ArgParser p("Random.randrange", a, {"start", "stop", "step"}, 1, true);
  return randrange(in, state_of(a), p.get(0), p.get(1), p.get(2));
}

Value randint(I& in, A& a) {
  ArgParser p("Random.randint", a, {"a", "b"}, 2, true);
  Value b1 = in.binop(BinOpKind::Add, *p.get(1), Value::integer(1));
  return randrange(in, state_of(a), p.get(0), &b1, nullptr);
}

Value choice(I& in, A& a) {
  ArgParser p("Random.choice", a, {"seq"}, 1, true);
  int64_t n = in.len(*p.get(0));
  if (n == 0) throw_index_error("Cannot choose from an empty sequence");
  return in.getitem(*p.get(0), Value::integer(state_of(a).randbelow(n)));
}

Value choices_method(I& in, A& a) {
  ArgParser p("Random.choices", a, {"population", "weights", "cum_weights", "k"}, 1, true, 2);
  int64_t k = p.get(3) ? in.to_index(*p.get(3)) : 1;
  return choices(in, state_of(a), *p.get(0), p.get(1), p.get(2), k);
}

Value shuffle(I& in, A& a) {
  ArgParser p("Random.shuffle", a, {"x"}, 1, true);
  RandomState& st = state_of(a);
  const Value& x = *p.get(0);
  int64_t n = in.len(x);
  for (int64_t i = n - 1; i >= 1; --i) {
    int64_t j = st.randbelow(i + 1);
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
}

Value sample_method(I& in, A& a) {
  ArgParser p("Random.sample", a, {"population", "k", "counts"}, 2, true, 2);
  RandomState& st = state_of(a);
  const Value& population = *p.get(0);
  int64_t k = in.to_index(*p.get(1));
  if (!p.has(2)) return sample(in, st, population, k);
  std::vector<int64_t> cum;
  int64_t total = 0;
  for (const Value& c : in.to_vector(*p.get(2))) {
    if (!c.is_intlike()) throw_type_error("Counts must be integers");
    total += c.as_int();
    cum.push_back(total);
  }
  if (int64_t(cum.size()) != in.len(population))
    throw_value_error("The number of counts does not match the population");
  if (total <= 0) throw_value_error("Total of counts must be greater than zero");
  Value picks = sample(in, st, Value::object(new Range(0, total, 1)), k);
  std::vector<Value> out;
  for (const Value& s : picks.as<List>()->items) {
    size_t idx = size_t(std::upper_bound(cum.begin(), cum.end() - 1, s.as_int()) - cum.begin());
    out.push_back(in.getitem(population, Value::integer(int64_t(idx))));
  }
  return list_value(std::move(out));
}

Value uniform(I& in, A& a) {
  ArgParser p("Random.uniform", a, {"a", "b"}, 2, true);
  double lo = real_arg(in, *p.get(0)), hi = real_arg(in, *p.get(1));
  return Value::floating(lo + (hi - lo) * state_of(a).random());
}

Value triangular(I& in, A& a) {
  ArgParser p("Random.triangular", a, {"low", "high", "mode"}, 0, true);
  double low = float_param(in, p.get(0), 0.0), high = float_param(in, p.get(1), 1.0);
  double u = state_of(a).random();
  if (high == low) return Value::floating(low);  // (mode - low) / (high - low) divides by zero
  double c = !p.has(2) ? 0.5 : (real_arg(in, *p.get(2)) - low) / (high - low);
  if (u > c) {
    u = 1.0 - u;
    c = 1.0 - c;
    std::swap(low, high);
  }
  return Value::floating(low + (high - low) * std::sqrt(u * c));
}

Value gauss(I& in, A& a) {
  ArgParser p("Random.gauss", a, {"mu", "sigma"}, 0, true);
  RandomState& st = state_of(a);
  double mu = float_param(in, p.get(0), 0.0), sigma = float_param(in, p.get(1), 1.0);
  double z;
  if (st.has_gauss) {
    z = st.gauss_next;
    st.has_gauss = false;
  } else {
    double x2pi = st.random() * kTwoPi;
    double g2rad = std::sqrt(-2.0 * std::log(1.0 - st.random()));
    z = std::cos(x2pi) * g2rad;
    st.gauss_next = std::sin(x2pi) * g2rad;
    st.has_gauss = true;
  }
  return Value::floating(mu + z * sigma);
}

Value normalvariate(I& in, A& a) {
  ArgParser p("Random.normalvariate", a, {"mu", "sigma"}, 0, true);
  RandomState& st = state_of(a);
  double mu = float_param(in, p.get(0), 0.0), sigma = float_param(in, p.get(1), 1.0);
  double z;
  for (;;) {
    double u1 = st.random();
    double u2 = 1.0 - st.random();
    z = kNvMagic * (u1 - 0.5) / u2;
    double zz = z * z / 4.0;
    if (zz <= -std::log(u2)) break;
  }
  return Value::floating(mu + z * sigma);
}

Value expovariate(I& in, A& a) {
  ArgParser p("Random.expovariate", a, {"lambd"}, 1, true);
  double l = real_arg(in, *p.get(0));
  if (l == 0) throw_zero_division("float division by zero");
  return Value::floating(-std::log(1.0 - state_of(a).random()) / l);
}

// Lib/random.py's Random.VERSION: the first item of getstate()'s tuple.
constexpr int64_t kStateVersion = 3;

Value getstate(I&, A& a) {
  check_method_args(a, 0, 0, "Random.getstate");
  const RandomState& st = state_of(a);
  std::vector<Value> words;
  words.reserve(MT19937::kN + 1);
  for (int i = 0; i < MT19937::kN; ++i) words.push_back(Value::integer(st.mt.state()[i]));
  words.push_back(Value::integer(st.mt.index()));
  return tuple_value({Value::integer(kStateVersion), tuple_value(std::move(words)),
                      st.has_gauss ? Value::floating(st.gauss_next) : Value()});
}

// One word of the state vector, converted as C's PyLong_AsUnsignedLong does
// and then truncated to 32 bits, as _random's setstate does.
uint32_t state_word(const Value& v) {
  if (v.is_intlike()) {
    if (v.as_int() < 0) throw_overflow("can't convert negative value to unsigned int");
    return uint32_t(uint64_t(v.as_int()));
  }
  if (is_bigint(v)) {
    const BigNum& n = v.as<BigInt>()->n;
    if (n.is_negative()) throw_overflow("can't convert negative value to unsigned int");
    if (n.bit_length() > 64) throw_overflow("Python int too large to convert to C unsigned long");
    std::vector<uint8_t> bytes;
    n.to_bytes(8, false, bytes);
    uint32_t w = 0;
    for (size_t i = 0; i < 4 && i < bytes.size(); ++i) w |= uint32_t(bytes[i]) << (8 * i);
    return w;
  }
  throw_type_error("an integer is required");
}

Value setstate(I& in, A& a) {
  check_method_args(a, 1, 1, "Random.setstate");
  RandomState& st = state_of(a);
  Value version = in.getitem(a.pos[1], Value::integer(0));
  if (!(version.is_intlike() && version.as_int() == kStateVersion))
    throw_value_error("state with version " + in.str(version) +
                      " passed to Random.setstate() of version " + std::to_string(kStateVersion));
  std::vector<Value> parts = in.to_vector(a.pos[1]);
  if (parts.size() != 3)
    throw_value_error(parts.size() < 3 ? "not enough values to unpack (expected 3, got " +
                                             std::to_string(parts.size()) + ")"
                                       : "too many values to unpack (expected 3)");
  if (!is_tuple(parts[1])) throw_type_error("state vector must be a tuple");
  const std::vector<Value>& items = parts[1].as<Tuple>()->items;
  if (items.size() != size_t(MT19937::kN) + 1) throw_value_error("state vector is the wrong size");
  std::vector<uint32_t> words(MT19937::kN);
  for (int i = 0; i < MT19937::kN; ++i) words[size_t(i)] = state_word(items[size_t(i)]);
  if (!items.back().is_intlike()) throw_type_error("an integer is required");
  int64_t index = items.back().as_int();
  if (index < 0 || index > MT19937::kN) throw_value_error("invalid state");
  st.mt.set_state(words.data(), int(index));
  // Lib/random.py stores the third item as gauss_next as it is; a float is
  // what gauss() left there, None says there is none.
  st.has_gauss = !parts[2].is_none();
  if (st.has_gauss) st.gauss_next = real_arg(in, parts[2]);
  return Value();
}

const NativeDef kRandomMethods[] = {
    {"seed", seed, "(a=None, version=2)", "Initialize internal state from a seed."},
    {"random", random, "()", "random() -> x in the interval [0, 1)."},
    {"getrandbits", getrandbits, "(k, /)",
     "getrandbits(k) -> x.  Generates an int with k random bits."},
    {"randrange", randrange_method, "(start, stop=None, step=1)",
     "Choose a random item from range(start, stop[, step])."},
    {"randint", randint, "(a, b)",
     "Return random integer in range [a, b], including both end points."},
    {"choice", choice, "(seq)", "Choose a random element from a non-empty sequence."},
    {"choices", choices_method, "(population, weights=None, *, cum_weights=None, k=1)",
     "Return a k sized list of population elements chosen with replacement."},
    {"shuffle", shuffle, "(x)", "Shuffle list x in place, and return None."},
    {"sample", sample_method, "(population, k, *, counts=None)",
     "Chooses k unique random elements from a population sequence."},
    {"uniform", uniform, "(a, b)",
     "Get a random number in the range [a, b) or [a, b] depending on rounding."},
    {"triangular", triangular, "(low=0.0, high=1.0, mode=None)", "Triangular distribution."},
    {"gauss", gauss, "(mu=0.0, sigma=1.0)", "Gaussian distribution."},
    {"normalvariate", normalvariate, "(mu=0.0, sigma=1.0)", "Normal distribution."},
    {"expovariate", expovariate, "(lambd)", "Exponential distribution."},
    {"getstate", getstate, "()", "Return internal state; can be passed to setstate() later."},
    {"setstate", setstate, "(state)", "Restore internal state from object returned by getstate()."},
};

TypeObject* random_type();

// Random(x=None): a generator of its own, seeded as seed(x) would seed it.
Value construct_random(I& in, A& a) {
  Ref<RandomObj> r(new RandomObj(random_type()));
  A init;
  init.pos.push_back(r.value());
  for (const Value& v : a.pos) init.pos.push_back(v);
  init.kw = a.kw;
  ArgParser p("Random.__init__", init, {"x"}, 0, true);
  A seed_args;
  seed_args.pos.push_back(r.value());
  if (p.get(0)) seed_args.pos.push_back(*p.get(0));
  seed(in, seed_args);
  return r.value();
}

TypeObject* random_type() {
  // Created once per process on first use; immutable afterwards.
  static TypeObject* const t = [] {
    TypeObject* r = new_builtin_type("Random", types().object, Layout::Native, "random");
    add_methods(r, kRandomMethods);
    r->construct = construct_random;
    return r;
  }();
  return t;
}

}  // namespace

Ref<Module> make_random_module(Interpreter& in) {
  Ref<Module> m(new Module("random"));
  Ref<RandomObj> inst(new RandomObj(random_type()));
  inst->state.seed_entropy();
  for (const NativeDef& d : kRandomMethods) m->set(in, d.name, in.getattr(inst.value(), d.name));
  m->set(in, "Random", Value::object(random_type()));
  return m;
}

}  // namespace minitf
