// RandomUniform and RandomStandardNormal on a Philox4x32-10 counter generator.
#include <cmath>
#include <cstring>
#include <map>
#include <memory>
#include <mutex>
#include <random>

#include "ops/op_util.h"
#include "ops/random.h"

namespace minitf {

namespace {

// Philox4x32-10 (Salmon et al. 2011), the generator TF's random kernels use.
class Philox {
 public:
  Philox(uint64_t seed_lo, uint64_t seed_hi) {
    key_[0] = static_cast<uint32_t>(seed_lo);
    key_[1] = static_cast<uint32_t>(seed_lo >> 32);
    counter_[2] = static_cast<uint32_t>(seed_hi);
    counter_[3] = static_cast<uint32_t>(seed_hi >> 32);
  }
  // Next 4 random words.
  void next(uint32_t out[4]) {
    uint32_t c[4] = {counter_[0], counter_[1], counter_[2], counter_[3]};
    uint32_t k[2] = {key_[0], key_[1]};
    for (int round = 0; round < kRounds; ++round) {
      uint64_t p0 = static_cast<uint64_t>(kMul0) * c[0];
      uint64_t p1 = static_cast<uint64_t>(kMul1) * c[2];
      uint32_t n0 = static_cast<uint32_t>(p1 >> 32) ^ c[1] ^ k[0];
      uint32_t n2 = static_cast<uint32_t>(p0 >> 32) ^ c[3] ^ k[1];
      c[0] = n0;
      c[1] = static_cast<uint32_t>(p1);
      c[2] = n2;
      c[3] = static_cast<uint32_t>(p0);
      k[0] += kKey0;
      k[1] += kKey1;
    }
    for (int i = 0; i < 4; ++i) out[i] = c[i];
    if (++counter_[0] == 0 && ++counter_[1] == 0 && ++counter_[2] == 0) ++counter_[3];
  }

 private:
  static constexpr int kRounds = 10;  // Philox4x32-10
  static constexpr uint32_t kMul0 = 0xD2511F53u, kMul1 = 0xCD9E8D57u;
  static constexpr uint32_t kKey0 = 0x9E3779B9u, kKey1 = 0xBB67AE85u;
  uint32_t counter_[4] = {};
  uint32_t key_[2] = {};
};

// Buffers Philox words one at a time.
class WordStream {
 public:
  explicit WordStream(Philox p) : gen_(p) {}
  uint32_t next() {
    if (pos_ == 4) {
      gen_.next(buf_);
      pos_ = 0;
    }
    return buf_[pos_++];
  }

 private:
  Philox gen_;
  uint32_t buf_[4] = {};
  int pos_ = 4;
};

std::mutex g_mu;
std::map<std::pair<int64_t, int64_t>, WordStream>& streams() {
  static std::map<std::pair<int64_t, int64_t>, WordStream> m;
  return m;
}

// A stream for the op's seeds; unseeded ops get a fresh random key each call.
WordStream& stream_for(int64_t seed, int64_t seed2, std::unique_ptr<WordStream>* holder) {
  if (seed == 0 && seed2 == 0) {
    static std::random_device rd;
    uint64_t lo = (static_cast<uint64_t>(rd()) << 32) | rd();
    uint64_t hi = (static_cast<uint64_t>(rd()) << 32) | rd();
    *holder = std::make_unique<WordStream>(Philox(lo, hi));
    return **holder;
  }
  auto& m = streams();
  auto key = std::make_pair(seed, seed2);
  auto it = m.find(key);
  if (it == m.end()) {
    it = m.emplace(key,
                   WordStream(Philox(static_cast<uint64_t>(seed), static_cast<uint64_t>(seed2))))
             .first;
  }
  return it->second;
}

// TF's Uint32ToFloat: 23 random mantissa bits -> [1, 2) - 1 = [0, 1).
float uint32_to_float(uint32_t x) {
  uint32_t bits = (x & 0x7fffffu) | 0x3f800000u;
  float f;
  std::memcpy(&f, &bits, sizeof f);
  return f - 1.0f;
}
// TF's Uint64ToDouble: 52 random mantissa bits -> [0, 1).
double uint64_to_double(uint32_t x0, uint32_t x1) {
  uint64_t bits = ((static_cast<uint64_t>(x0) & 0xfffffu) << 32) | x1;
  bits |= 0x3ff0000000000000ull;
  double d;
  std::memcpy(&d, &bits, sizeof d);
  return d - 1.0;
}

}  // namespace

void reset_random_streams() {
  std::lock_guard<std::mutex> lock(g_mu);
  streams().clear();
}

namespace ops {

namespace {

void random_infer(const InferContext& ctx, SpecList* out) {
  int_input_dtype_check(ctx, 0);
  DType d = ctx.attrs.get_dtype("dtype", DType::Float32);
  if (!dtype_is_floating(d)) no_kernel(ctx.op, d, "dtype");
  std::vector<int64_t> dims;
  if (!known_ints(ctx.inputs[0], &dims)) {
    add_output(out, d, shape_from_unknown_shape_input(ctx.inputs[0]));
    return;
  }
  for (int64_t v : dims) {
    if (v < 0) throw_invalid_argument("Dimension " + std::to_string(v) + " must be >= 0");
  }
  add_output(out, d, shape_from_dims(dims));
}

// Stores one generated value as the output's dtype.
void store_random(Tensor& r, int64_t i, double v) {
  switch (r.dtype()) {
    case DType::Float16:
      r.mutable_data<Half>()[i] = Half(static_cast<float>(v));
      break;
    case DType::Float32:
      r.mutable_data<float>()[i] = static_cast<float>(v);
      break;
    default:
      r.mutable_data<double>()[i] = v;
  }
}

template <bool kNormal>
void random_kernel(const KernelContext& ctx, TensorList* out) {
  Tensor r = alloc_output(ctx, 0);
  const int64_t n = r.num_elements();
  // Values go straight into the output (no scratch copy, which would double
  // the memory a large request takes past the budget's check), in chunks
  // that poll Ctrl-C; even chunks keep Box-Muller's pairs whole.
  std::lock_guard<std::mutex> lock(g_mu);
  std::unique_ptr<WordStream> holder;
  WordStream& ws = stream_for(ctx.attrs.get_int("seed", 0), ctx.attrs.get_int("seed2", 0), &holder);
  const bool dbl = r.dtype() == DType::Float64;
  for_chunks(n, 2 * sizeof(double), [&](int64_t begin, int64_t end) {
    if (!kNormal) {
      for (int64_t i = begin; i < end; ++i) {
        if (dbl) {
          uint32_t a = ws.next();
          store_random(r, i, uint64_to_double(a, ws.next()));
        } else {
          store_random(r, i, uint32_to_float(ws.next()));
        }
      }
      return;
    }
    // Box-Muller on pairs, as TF's BoxMullerFloat / BoxMullerDouble.
    const double kEpsilon = dbl ? 1.0e-7 : 1.0e-7f;
    for (int64_t i = begin; i < end; i += 2) {
      double u1, u2;
      if (dbl) {
        uint32_t a = ws.next(), b = ws.next(), c = ws.next(), d = ws.next();
        u1 = uint64_to_double(a, b);
        u2 = uint64_to_double(c, d);
      } else {
        u1 = uint32_to_float(ws.next());
        u2 = uint32_to_float(ws.next());
      }
      if (u1 < kEpsilon) u1 = kEpsilon;
      double v1 = 2.0 * M_PI * u2;
      double radius = std::sqrt(-2.0 * std::log(u1));
      store_random(r, i, std::sin(v1) * radius);
      if (i + 1 < n) store_random(r, i + 1, std::cos(v1) * radius);
    }
  });
  out->push_back(std::move(r));
}

}  // namespace

void register_random_ops(OpTable& t) {
  t.define(OpId::RandomUniform, random_infer, random_kernel<false>, "shape", 1, 1, true);
  t.define(OpId::RandomStandardNormal, random_infer, random_kernel<true>, "shape", 1, 1, true);
}

}  // namespace ops
}  // namespace minitf
