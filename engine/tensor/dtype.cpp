#include "tensor/dtype.h"

#include <cstring>

namespace minitf {

namespace {

enum Flag : uint8_t { F = 1, I = 2, U = 4, C = 8, B = 16, S = 32 };

struct DTypeInfo {
  const char* tf;
  const char* numpy;
  const char* kernel;
  size_t size;
  uint8_t flags;
};

constexpr DTypeInfo kInfo[] = {
#define MINITF_X(E, T, tf, np, k, f) {tf, np, k, sizeof(T), f},
    MINITF_DTYPES(MINITF_X)
#undef MINITF_X
};

const DTypeInfo& info(DType d) { return kInfo[static_cast<int>(d)]; }

}  // namespace

const char* dtype_name(DType d) { return info(d).tf; }
const char* dtype_numpy_name(DType d) { return info(d).numpy; }
const char* dtype_kernel_name(DType d) { return info(d).kernel; }
size_t dtype_size(DType d) { return info(d).size; }
bool dtype_is_floating(DType d) { return info(d).flags & F; }
bool dtype_is_integer(DType d) { return info(d).flags & (I | U); }
bool dtype_is_unsigned(DType d) { return info(d).flags & U; }
bool dtype_is_complex(DType d) { return info(d).flags & C; }
bool dtype_is_numeric(DType d) { return info(d).flags & (F | I | U | C); }

bool dtype_from_name(std::string_view name, DType* out) {
  for (int i = 0; i < kNumDTypes; ++i) {
    if (name == kInfo[i].tf) {
      *out = static_cast<DType>(i);
      return true;
    }
  }
  return false;
}

// Round-to-nearest-even float -> binary16, handling subnormals, overflow to
// infinity and NaN (keeps a quiet NaN).
uint16_t Half::from_float(float f) {
  uint32_t x;
  std::memcpy(&x, &f, sizeof x);
  uint16_t sign = static_cast<uint16_t>((x >> 16) & 0x8000u);
  uint32_t absx = x & 0x7fffffffu;
  if (absx >= 0x7f800000u) {  // inf or NaN
    return sign | (absx > 0x7f800000u ? 0x7e00u : 0x7c00u);
  }
  if (absx >= 0x477ff000u) return sign | 0x7c00u;  // >= 65520 rounds to inf
  if (absx < 0x38800000u) {                        // below the smallest normal half
    if (absx < 0x33000000u) return sign;           // rounds to zero (<= 2^-25)
    // value = mant24 * 2^(E-150); in subnormal-half units of 2^-24 that is
    // mant24 >> (126 - E), with E in 102..112 so 14..24 bits are dropped.
    uint32_t drop = 126 - (absx >> 23);
    uint32_t mant = (absx & 0x7fffffu) | 0x800000u;
    uint32_t q = mant >> drop;
    uint32_t rem = mant & ((1u << drop) - 1);
    uint32_t halfway = 1u << (drop - 1);
    if (rem > halfway || (rem == halfway && (q & 1u))) ++q;
    return sign | static_cast<uint16_t>(q);
  }
  uint32_t e = (absx >> 23) - 112;  // rebias 127 -> 15
  uint32_t mant = absx & 0x7fffffu;
  uint32_t h = (e << 10) | (mant >> 13);
  uint32_t rem = mant & 0x1fffu;
  if (rem > 0x1000u || (rem == 0x1000u && (h & 1u))) ++h;  // may carry into the exponent: fine
  return sign | static_cast<uint16_t>(h);
}

float Half::to_float(uint16_t h) {
  uint32_t sign = static_cast<uint32_t>(h & 0x8000u) << 16;
  uint32_t e = (h >> 10) & 0x1fu;
  uint32_t m = h & 0x3ffu;
  uint32_t x;
  if (e == 0x1fu) {
    x = sign | 0x7f800000u | (m << 13);
  } else if (e == 0) {
    if (m == 0) {
      x = sign;
    } else {  // subnormal: normalize
      int shift = 0;
      while (!(m & 0x400u)) {
        m <<= 1;
        ++shift;
      }
      m &= 0x3ffu;
      x = sign | (static_cast<uint32_t>(113 - shift) << 23) | (m << 13);
    }
  } else {
    x = sign | ((e + 112) << 23) | (m << 13);
  }
  float f;
  std::memcpy(&f, &x, sizeof f);
  return f;
}

}  // namespace minitf
