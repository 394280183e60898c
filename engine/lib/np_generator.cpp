// numpy.random.Generator's bit stream, bit-exact with numpy: SeedSequence
// (numpy/random/bit_generator.pyx: hashmix/mix over a pool of four 32-bit
// words), PCG64 (the 128-bit LCG with the XSL-RR output; next_uint32 hands
// out the low then the high half of one 64-bit draw), next_double
// ((x >> 11) * 2**-53), and the bounded integers of Lemire's method
// (numpy/random/src/distributions). The Python-level Generator is
// lib/py/_numpy_random.py; its state lives in an int64 array of
// kStateWords so that the Python object owns it.
#include <random>

#include "builtins/native.h"
#include "framework/convert.h"
#include "framework/dtypes.h"
#include "framework/tensor_object.h"
#include "lib/np_module.h"
#include "runtime/interp_impl.h"

namespace minitf {

namespace {

using u128 = unsigned __int128;

// SeedSequence's constants (bit_generator.pyx).
constexpr uint32_t kInitA = 0x43b0d7e5, kMultA = 0x931e8875;
constexpr uint32_t kInitB = 0x8b51f9dd, kMultB = 0x58f38ded;
constexpr uint32_t kMixMultL = 0xca01f9dd, kMixMultR = 0x4973f715;
constexpr int kXShift = 16;
constexpr size_t kPoolSize = 4;
// PCG64's LCG multiplier (pcg64.h's PCG_DEFAULT_MULTIPLIER_128).
constexpr u128 kPcgMult = (u128(2549297995355413924ULL) << 64) | 4865540595714422341ULL;
// The state array: state high/low, increment high/low, has_uint32, uinteger.
constexpr int64_t kStateWords = 6;
// Sampling polls Ctrl-C once per this many elements.
constexpr int64_t kElementsPerPoll = int64_t{1} << 20;

uint32_t hashmix(uint32_t value, uint32_t& hash_const) {
  value ^= hash_const;
  hash_const *= kMultA;
  value *= hash_const;
  value ^= value >> kXShift;
  return value;
}

uint32_t mix(uint32_t x, uint32_t y) {
  uint32_t r = kMixMultL * x - kMixMultR * y;
  r ^= r >> kXShift;
  return r;
}

// SeedSequence(entropy).generate_state(4, uint64) as 8 little-endian halves.
std::vector<uint32_t> seed_sequence_state(const std::vector<uint32_t>& entropy) {
  uint32_t pool[kPoolSize];
  uint32_t hc = kInitA;
  for (size_t i = 0; i < kPoolSize; ++i) pool[i] = hashmix(i < entropy.size() ? entropy[i] : 0, hc);
  for (size_t s = 0; s < kPoolSize; ++s)
    for (size_t d = 0; d < kPoolSize; ++d)
      if (s != d) pool[d] = mix(pool[d], hashmix(pool[s], hc));
  for (size_t s = kPoolSize; s < entropy.size(); ++s)
    for (size_t d = 0; d < kPoolSize; ++d) pool[d] = mix(pool[d], hashmix(entropy[s], hc));
  std::vector<uint32_t> out(8);
  uint32_t hb = kInitB;
  for (size_t i = 0; i < out.size(); ++i) {
    uint32_t v = pool[i % kPoolSize];
    v ^= hb;
    hb *= kMultB;
    v *= hb;
    v ^= v >> kXShift;
    out[i] = v;
  }
  return out;
}

struct Pcg64 {
  u128 state = 0, inc = 0;
  bool has_uint32 = false;
  uint32_t uinteger = 0;

  void step() { state = state * kPcgMult + inc; }
  void seed(u128 initstate, u128 initseq) {
    state = 0;
    inc = (initseq << 1) | 1;
    step();
    state += initstate;
    step();
  }
  uint64_t next64() {
    step();
    uint64_t x = uint64_t(state >> 64) ^ uint64_t(state);
    unsigned rot = unsigned(state >> 122);
    return (x >> rot) | (x << ((64 - rot) & 63));
  }
  uint32_t next32() {
    if (has_uint32) {
      has_uint32 = false;
      return uinteger;
    }
    uint64_t n = next64();
    has_uint32 = true;
    uinteger = uint32_t(n >> 32);
    return uint32_t(n);
  }
  double next_double() { return double(next64() >> 11) * (1.0 / 9007199254740992.0); }

  // An integer in [0, rng] (Lemire's method, numpy's bounded_lemire_uint32/64).
  uint64_t bounded(uint64_t rng) {
    if (rng == 0) return 0;
    if (rng <= 0xFFFFFFFFull) {
      if (rng == 0xFFFFFFFFull) return next32();
      uint32_t excl = uint32_t(rng) + 1;
      uint64_t m = uint64_t(next32()) * excl;
      uint32_t left = uint32_t(m);
      if (left < excl) {
        uint32_t threshold = (0xFFFFFFFFu - uint32_t(rng)) % excl;
        while (left < threshold) {
          m = uint64_t(next32()) * excl;
          left = uint32_t(m);
        }
      }
      return m >> 32;
    }
    if (rng == ~uint64_t(0)) return next64();
    uint64_t excl = rng + 1;
    u128 m = u128(next64()) * excl;
    uint64_t left = uint64_t(m);
    if (left < excl) {
      uint64_t threshold = (~uint64_t(0) - rng) % excl;
      while (left < threshold) {
        m = u128(next64()) * excl;
        left = uint64_t(m);
      }
    }
    return uint64_t(m >> 64);
  }
  // random_interval: masked rejection in [0, max] (shuffles and permutations).
  uint64_t interval(uint64_t max) {
    if (max == 0) return 0;
    uint64_t mask = max;
    for (int s = 1; s <= 32; s <<= 1) mask |= mask >> s;
    uint64_t v;
    if (max <= 0xFFFFFFFFull) {
      while ((v = (next32() & mask)) > max) {
      }
    } else {
      while ((v = (next64() & mask)) > max) {
      }
    }
    return v;
  }
};

// The generator behind a state array, written back when it goes.
class StateRef {
 public:
  StateRef(const Value& v) {
    if (!is_ndarray(v) || tensor_of(v).dtype() != DType::Int64 ||
        tensor_of(v).num_elements() != kStateWords)
      throw_type_error("not a PCG64 state");
    t_ = &v.as<TensorObj>()->t;
    const int64_t* w = t_->data<int64_t>();
    g.state = (u128(uint64_t(w[0])) << 64) | uint64_t(w[1]);
    g.inc = (u128(uint64_t(w[2])) << 64) | uint64_t(w[3]);
    g.has_uint32 = w[4] != 0;
    g.uinteger = uint32_t(w[5]);
  }
  ~StateRef() {
    int64_t* w = t_->mutable_data<int64_t>();
    w[0] = int64_t(uint64_t(g.state >> 64));
    w[1] = int64_t(uint64_t(g.state));
    w[2] = int64_t(uint64_t(g.inc >> 64));
    w[3] = int64_t(uint64_t(g.inc));
    w[4] = g.has_uint32;
    w[5] = g.uinteger;
  }
  Pcg64 g;

 private:
  Tensor* t_;
};

using A = CallArgs;
using I = Interpreter;

// pcg_seed(words): a new state from SeedSequence(entropy words, uint32 each,
// least significant first); no words: fresh entropy (SeedSequence(None)).
Value pcg_seed(I& in, A& a) {
  check_arity(a, 1, 1, "pcg_seed");
  std::vector<uint32_t> words;
  for (const Value& v : in.to_vector(a.pos[0])) words.push_back(uint32_t(int_arg(in, v, "word")));
  if (words.empty()) {
    std::random_device rd;
    for (int i = 0; i < 4; ++i) words.push_back(rd());
  }
  std::vector<uint32_t> s = seed_sequence_state(words);
  auto u64 = [&](int i) {
    return uint64_t(s[size_t(2 * i)]) | (uint64_t(s[size_t(2 * i + 1)]) << 32);
  };
  Pcg64 g;
  g.seed((u128(u64(0)) << 64) | u64(1), (u128(u64(2)) << 64) | u64(3));
  Tensor t = Tensor::empty(DType::Int64, Shape({kStateWords}));
  int64_t* w = t.mutable_data<int64_t>();
  w[0] = int64_t(uint64_t(g.state >> 64));
  w[1] = int64_t(uint64_t(g.state));
  w[2] = int64_t(uint64_t(g.inc >> 64));
  w[3] = int64_t(uint64_t(g.inc));
  w[4] = 0;
  w[5] = 0;
  return make_ndarray(std::move(t));
}

int64_t count_of(I& in, const Value& shape, Shape* out) {
  *out = Shape(int_list_arg(in, shape, "size"));
  for (int i = 0; i < out->rank(); ++i)
    if ((*out)[i] < 0) throw_value_error("negative dimensions are not allowed");
  return out->num_elements();
}

// pcg_doubles(state, shape, low, high): low + (high - low) * next_double, as
// float64 of `shape` (Generator.random and uniform).
Value pcg_doubles(I& in, A& a) {
  check_arity(a, 4, 4, "pcg_doubles");
  StateRef st(a.pos[0]);
  Shape shape;
  int64_t n = count_of(in, a.pos[1], &shape);
  double low = in.to_double(a.pos[2]), range = in.to_double(a.pos[3]) - low;
  Tensor t = numpy_empty(DType::Float64, shape);
  double* d = t.mutable_data<double>();
  bool unit = low == 0 && range == 1;
  for (int64_t i = 0; i < n; ++i) {
    if (i % kElementsPerPoll == 0) poll_interrupt();
    d[i] = unit ? st.g.next_double() : low + range * st.g.next_double();
  }
  return make_ndarray(std::move(t));
}

// pcg_integers(state, shape, low, high_inclusive): int64 (Generator.integers).
Value pcg_integers(I& in, A& a) {
  check_arity(a, 4, 4, "pcg_integers");
  StateRef st(a.pos[0]);
  Shape shape;
  int64_t n = count_of(in, a.pos[1], &shape);
  int64_t low = int_arg(in, a.pos[2], "low"), high = int_arg(in, a.pos[3], "high");
  uint64_t rng = uint64_t(high) - uint64_t(low);
  Tensor t = numpy_empty(DType::Int64, shape);
  int64_t* d = t.mutable_data<int64_t>();
  for (int64_t i = 0; i < n; ++i) {
    if (i % kElementsPerPoll == 0) poll_interrupt();
    d[i] = int64_t(uint64_t(low) + st.g.bounded(rng));
  }
  return make_ndarray(std::move(t));
}

// pcg_shuffle_order(state, n): the permutation Generator.shuffle makes of n
// items (Fisher-Yates from the end with random_interval).
Value pcg_shuffle_order(I& in, A& a) {
  check_arity(a, 2, 2, "pcg_shuffle_order");
  StateRef st(a.pos[0]);
  int64_t n = int_arg(in, a.pos[1], "n");
  Tensor t = numpy_empty(DType::Int64, Shape({n}));
  int64_t* d = t.mutable_data<int64_t>();
  for (int64_t i = 0; i < n; ++i) d[i] = i;
  for (int64_t i = n - 1; i >= 1; --i) {
    if (i % kElementsPerPoll == 0) poll_interrupt();
    int64_t j = int64_t(st.g.interval(uint64_t(i)));
    std::swap(d[i], d[j]);
  }
  return make_ndarray(std::move(t));
}

const NativeDef kGeneratorFunctions[] = {
    {"pcg_seed", pcg_seed, "(words)", "A PCG64 state from SeedSequence(words)."},
    {"pcg_doubles", pcg_doubles, "(state, shape, low, high)", "Uniform doubles."},
    {"pcg_integers", pcg_integers, "(state, shape, low, high)", "Integers in [low, high]."},
    {"pcg_shuffle_order", pcg_shuffle_order, "(state, n)", "Generator.shuffle's permutation."},
};

}  // namespace

void install_numpy_generator_natives(Interpreter& in, Module& native) {
  add_functions(in, native, kGeneratorFunctions);
}

}  // namespace minitf
