// Tensor element types: one X-macro table is the single source of every name
// a dtype has (TF's, numpy's, and the C++ kernel name TF puts in error texts).
#pragma once

#include <complex>
#include <cstdint>
#include <string>
#include <string_view>

#include "base/assert.h"

namespace minitf {

// IEEE 754 binary16 (TF's float16 / "half"). Storage and conversion only:
// arithmetic kernels compute in float and round back, as Eigen::half does.
struct Half {
  uint16_t bits = 0;
  Half() = default;
  explicit Half(float f) : bits(from_float(f)) {}
  explicit operator float() const { return to_float(bits); }
  static uint16_t from_float(float f);
  static float to_float(uint16_t h);
};

using complex64 = std::complex<float>;
using complex128 = std::complex<double>;

// X(Enum, C++ type, TF name, numpy dtype name, TF C++ kernel name, flags)
// flags: F = floating, I = signed integer, U = unsigned integer, C = complex,
//        B = bool, S = string.
// clang-format off
#define MINITF_DTYPES(X)                                            \
  X(Float16, Half, "float16", "float16", "half", F)                 \
  X(Float32, float, "float32", "float32", "float", F)               \
  X(Float64, double, "float64", "float64", "double", F)             \
  X(Int8, int8_t, "int8", "int8", "int8", I)                        \
  X(Int16, int16_t, "int16", "int16", "int16", I)                   \
  X(Int32, int32_t, "int32", "int32", "int32", I)                   \
  X(Int64, int64_t, "int64", "int64", "int64", I)                   \
  X(UInt8, uint8_t, "uint8", "uint8", "uint8", U)                   \
  X(UInt16, uint16_t, "uint16", "uint16", "uint16", U)              \
  X(Bool, bool, "bool", "bool", "bool", B)                          \
  X(String, std::string, "string", "object", "string", S)           \
  X(Complex64, complex64, "complex64", "complex64", "complex64", C) \
  X(Complex128, complex128, "complex128", "complex128", "complex128", C)
// clang-format on

enum class DType : uint8_t {
#define MINITF_X(E, T, tf, np, k, f) E,
  MINITF_DTYPES(MINITF_X)
#undef MINITF_X
};

constexpr int kNumDTypes = 0
#define MINITF_X(E, T, tf, np, k, f) +1
    MINITF_DTYPES(MINITF_X)
#undef MINITF_X
    ;

const char* dtype_name(DType d);         // "float32" (tf.DType.name)
const char* dtype_numpy_name(DType d);   // "float32"; strings are numpy "object"
const char* dtype_kernel_name(DType d);  // "float" (TF error texts)
size_t dtype_size(DType d);              // bytes per element (sizeof the C++ type)
bool dtype_is_floating(DType d);         // float16/32/64
bool dtype_is_integer(DType d);          // signed or unsigned integers (not bool)
bool dtype_is_unsigned(DType d);
bool dtype_is_complex(DType d);
bool dtype_is_numeric(DType d);  // not bool and not string
// Parses a TF name ("float32", also "half", "double", "float", "int", "str"
// aliases are NOT accepted: the binding maps Python spellings). False if unknown.
bool dtype_from_name(std::string_view name, DType* out);

// C++ type <-> DType.
template <class T>
struct DTypeOf;
template <DType D>
struct CTypeOf;
#define MINITF_X(E, T, tf, np, k, f)         \
  template <>                                \
  struct DTypeOf<T> {                        \
    static constexpr DType value = DType::E; \
  };                                         \
  template <>                                \
  struct CTypeOf<DType::E> {                 \
    using type = T;                          \
  };
MINITF_DTYPES(MINITF_X)
#undef MINITF_X

template <class T>
struct TypeTag {
  using type = T;
};

// Calls f(TypeTag<T>{}) for the C++ type of `d`. Kernels filter the types they
// support with `if constexpr` inside the (generic) lambda.
template <class F>
decltype(auto) dispatch_dtype(DType d, F&& f) {
  switch (d) {
#define MINITF_X(E, T, tf, np, k, fl) \
  case DType::E:                      \
    return f(TypeTag<T>{});
    MINITF_DTYPES(MINITF_X)
#undef MINITF_X
  }
  MINITF_ASSERT(false, "a DType outside MINITF_DTYPES");
  return f(TypeTag<float>{});  // unreachable: every enumerator is handled
}

template <class T>
constexpr bool is_complex_v = std::is_same_v<T, complex64> || std::is_same_v<T, complex128>;
template <class T>
constexpr bool is_real_number_v =
    std::is_arithmetic_v<T> && !std::is_same_v<T, bool>;  // ints and float/double

}  // namespace minitf
