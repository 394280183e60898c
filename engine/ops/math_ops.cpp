// Element-wise math: arithmetic, comparisons, logical ops and unary functions.
// Transcendental functions on float/double run on Eigen's vectorized kernels
// (the ones TF itself uses, so last-ulp results agree with TF).
#include <Eigen/Core>
#include <cmath>
#include <cstring>
#include <limits>

#include "ops/elementwise.h"

namespace minitf {
namespace ops {

namespace {

template <class T>
constexpr bool is_float_v =
    std::is_same_v<T, float> || std::is_same_v<T, double> || std::is_same_v<T, Half>;
template <class T>
constexpr bool is_int_v = std::is_integral_v<T> && !std::is_same_v<T, bool>;
template <class T>
constexpr bool is_real_v = is_float_v<T> || is_int_v<T>;
template <class T>
constexpr bool is_numeric_v = is_real_v<T> || is_complex_v<T>;

template <class Op>
bool op_supports(DType d) {
  return dispatch_dtype(d, [](auto tag) {
    using T = typename decltype(tag)::type;
    return Op::template ok<T>;
  });
}

// ---- binary ops ---------------------------------------------------------------

// Op::ok<T>: kernel exists for T; Op::kBool: output is bool; Op::apply(a, b).
#define MINITF_ARITH(NAME, OK, EXPR)           \
  struct NAME {                                \
    template <class T>                         \
    static constexpr bool ok = OK;             \
    static constexpr bool kBool = false;       \
    template <class T>                         \
    static T apply(const T& a0, const T& b0) { \
      if constexpr (is_int_v<T>) {             \
        auto a = wrapping(a0);                 \
        auto b = wrapping(b0);                 \
        return static_cast<T>(EXPR);           \
      } else {                                 \
        auto a = to_compute(a0);               \
        auto b = to_compute(b0);               \
        return from_compute<T>(EXPR);          \
      }                                        \
    }                                          \
  };

MINITF_ARITH(AddOp, (is_numeric_v<T> || std::is_same_v<T, std::string>), a + b)
MINITF_ARITH(SubOp, is_numeric_v<T>, a - b)
MINITF_ARITH(MulOp, is_numeric_v<T>, a* b)
MINITF_ARITH(RealDivOp, is_float_v<T> || is_complex_v<T>, a / b)
#undef MINITF_ARITH

[[noreturn]] void int_div_by_zero() { throw_invalid_argument("Integer division by zero"); }

struct FloorDivOp {
  template <class T>
  static constexpr bool ok = is_real_v<T>;
  static constexpr bool kBool = false;
  template <class T>
  static T apply(const T& a0, const T& b0) {
    if constexpr (is_int_v<T>) {
      if (b0 == 0) int_div_by_zero();
      if constexpr (std::is_signed_v<T>) {
        if (b0 == -1) return static_cast<T>(0 - wrapping(a0));  // INT_MIN / -1 wraps
        T q = static_cast<T>(a0 / b0);
        if ((a0 % b0 != 0) && ((a0 < 0) != (b0 < 0))) --q;
        return q;
      } else {
        return static_cast<T>(a0 / b0);
      }
    } else {
      auto a = to_compute(a0), b = to_compute(b0);
      return from_compute<T>(std::floor(a / b));
    }
  }
};

struct FloorModOp {
  template <class T>
  static constexpr bool ok = is_real_v<T>;
  static constexpr bool kBool = false;
  template <class T>
  static T apply(const T& a0, const T& b0) {
    if constexpr (is_int_v<T>) {
      if (b0 == 0) int_div_by_zero();
      if constexpr (std::is_signed_v<T>) {
        if (b0 == -1) return 0;
        T r = static_cast<T>(a0 % b0);
        if (r != 0 && ((r < 0) != (b0 < 0))) r = static_cast<T>(r + b0);
        return r;
      } else {
        return static_cast<T>(a0 % b0);
      }
    } else {
      auto a = to_compute(a0), b = to_compute(b0);
      auto m = std::fmod(a, b);
      if (m != 0 && ((b < 0) != (m < 0))) m += b;
      return from_compute<T>(m);
    }
  }
};

struct PowOp {
  template <class T>
  static constexpr bool ok =
      is_float_v<T> || is_complex_v<T> || std::is_same_v<T, int32_t> || std::is_same_v<T, int64_t>;
  static constexpr bool kBool = false;
  template <class T>
  static T apply(const T& a0, const T& b0) {
    if constexpr (is_int_v<T>) {
      if (b0 < 0) throw_invalid_argument("Integers to negative integer powers are not allowed");
      T result = 1, base = a0;
      for (T e = b0; e; e >>= 1) {  // wraps on overflow, as TF's integer pow does
        if (e & 1) result = static_cast<T>(wrapping(result) * wrapping(base));
        base = static_cast<T>(wrapping(base) * wrapping(base));
      }
      return result;
    } else {
      auto a = to_compute(a0), b = to_compute(b0);
      return from_compute<T>(std::pow(a, b));
    }
  }
};

template <bool kMax>
struct MinMaxOp {
  template <class T>
  static constexpr bool ok = is_real_v<T>;
  static constexpr bool kBool = false;
  template <class T>
  static T apply(const T& a0, const T& b0) {
    auto a = to_compute(a0), b = to_compute(b0);
    if constexpr (is_float_v<T>) {
      if (std::isnan(a)) return a0;  // NaN propagates
      if (std::isnan(b)) return b0;
    }
    return (kMax ? a >= b : a <= b) ? a0 : b0;
  }
};

#define MINITF_COMPARE(NAME, OK, EXPR)            \
  struct NAME {                                   \
    template <class T>                            \
    static constexpr bool ok = OK;                \
    static constexpr bool kBool = true;           \
    template <class T>                            \
    static bool apply(const T& a0, const T& b0) { \
      auto a = to_compute(a0);                    \
      auto b = to_compute(b0);                    \
      return EXPR;                                \
    }                                             \
  };
MINITF_COMPARE(GreaterOp, is_real_v<T>, a > b)
MINITF_COMPARE(GreaterEqualOp, is_real_v<T>, a >= b)
MINITF_COMPARE(LessOp, is_real_v<T>, a < b)
MINITF_COMPARE(LessEqualOp, is_real_v<T>, a <= b)
MINITF_COMPARE(EqualOp, true, a == b)
MINITF_COMPARE(NotEqualOp, true, a != b)
MINITF_COMPARE(LogicalAndOp, (std::is_same_v<T, bool>), a&& b)
MINITF_COMPARE(LogicalOrOp, (std::is_same_v<T, bool>), a || b)
#undef MINITF_COMPARE

template <class Op>
void binary_infer(const InferContext& ctx, SpecList* out) {
  const InputSpec& a = ctx.inputs[0];
  if constexpr (std::is_same_v<Op, LogicalAndOp> || std::is_same_v<Op, LogicalOrOp>) {
    // No T attr: both inputs are declared bool.
    for (size_t i = 0; i < 2; ++i) {
      if (ctx.inputs[i].dtype != DType::Bool) {
        TensorError e(TensorError::InvalidArgument,
                      dtype_mismatch_message(ctx.op.name, static_cast<int>(i), DType::Bool,
                                             ctx.inputs[i].dtype));
        e.mismatch = {static_cast<int>(i), DType::Bool, ctx.inputs[i].dtype};
        throw e;
      }
    }
  } else {
    check_same_dtype(ctx, 0, 2);
    if (!op_supports<Op>(a.dtype)) no_kernel(ctx.op, a.dtype);
  }
  add_output(out, Op::kBool ? DType::Bool : a.dtype,
             broadcast_shapes(*a.shape, *ctx.inputs[1].shape));
}

template <class Op>
void binary_kernel(const KernelContext& ctx, TensorList* out) {
  const Tensor& a = ctx.inputs[0];
  const Tensor& b = ctx.inputs[1];
  Tensor r = alloc_output(ctx, 0);
  dispatch_dtype(a.dtype(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr (Op::template ok<T>) {
      using R = std::conditional_t<Op::kBool, bool, T>;
      binary_loop<T, R>(a, b, r,
                        [](const T& x, const T& y) { return Op::template apply<T>(x, y); });
    }
  });
  out->push_back(std::move(r));
}

// ScalarFn of a binary op: binary_kernel's element function on one pair. An
// element that fails (integer division by zero) declines, and run_op then
// reports the error with its eager context.
template <class Op, class T>
bool scalar_apply(const void* a, const void* b, Tensor* out) {
  if constexpr (Op::template ok<T>) {
    T x, y;
    std::memcpy(&x, a, sizeof x);
    std::memcpy(&y, b, sizeof y);
    try {
      out->set_scalar(Op::template apply<T>(x, y));
    } catch (TensorError&) {
      return false;
    }
    return true;
  } else {
    return false;
  }
}

template <class Op>
bool binary_scalar(DType d, const void* a, const void* b, Tensor* out) {
  switch (d) {
    case DType::Float32:
      return scalar_apply<Op, float>(a, b, out);
    case DType::Float64:
      return scalar_apply<Op, double>(a, b, out);
    case DType::Int32:
      return scalar_apply<Op, int32_t>(a, b, out);
    case DType::Int64:
      return scalar_apply<Op, int64_t>(a, b, out);
    default:
      return false;
  }
}

// BlockFn of a binary op: binary_kernel's element function over a run (see
// registry.h). A one-element operand is read once, as binary_loop reads it.
template <class Op, class T>
void binary_block(const void* a, int a_step, const void* b, int b_step, void* out, int64_t n) {
  const T* pa = static_cast<const T*>(a);
  const T* pb = static_cast<const T*>(b);
  T* pr = static_cast<T*>(out);
  // In-place runs are spelled as such: with `out` an operand under another
  // name, the compiler's overlap check would send them to its scalar loop.
  if (a_step && b_step) {
    if (pr == pa) {
      for (int64_t i = 0; i < n; ++i) pr[i] = Op::template apply<T>(pr[i], pb[i]);
    } else if (pr == pb) {
      for (int64_t i = 0; i < n; ++i) pr[i] = Op::template apply<T>(pa[i], pr[i]);
    } else {
      for (int64_t i = 0; i < n; ++i) pr[i] = Op::template apply<T>(pa[i], pb[i]);
    }
  } else if (b_step) {
    const T x = pa[0];
    if (pr == pb) {
      for (int64_t i = 0; i < n; ++i) pr[i] = Op::template apply<T>(x, pr[i]);
    } else {
      for (int64_t i = 0; i < n; ++i) pr[i] = Op::template apply<T>(x, pb[i]);
    }
  } else if (a_step) {
    const T y = pb[0];
    if (pr == pa) {
      for (int64_t i = 0; i < n; ++i) pr[i] = Op::template apply<T>(pr[i], y);
    } else {
      for (int64_t i = 0; i < n; ++i) pr[i] = Op::template apply<T>(pa[i], y);
    }
  } else {
    const T r = Op::template apply<T>(pa[0], pb[0]);
    for (int64_t i = 0; i < n; ++i) pr[i] = r;
  }
}

// The block functions of the arithmetic binary ops: they cannot fail on the
// four dtypes below (no integer division among them) and compute each element
// alone, so a chain of them may be evaluated run by run.
template <class Op>
BlockFn binary_block_lookup(DType d) {
  static_assert(!Op::kBool, "a fused chain keeps one dtype");
  switch (d) {
    case DType::Float32:
      return binary_block<Op, float>;
    case DType::Float64:
      return binary_block<Op, double>;
    case DType::Int32:
      if constexpr (Op::template ok<int32_t>) return binary_block<Op, int32_t>;
      return nullptr;
    case DType::Int64:
      if constexpr (Op::template ok<int64_t>) return binary_block<Op, int64_t>;
      return nullptr;
    default:
      return nullptr;
  }
}

// ---- unary ops ----------------------------------------------------------------

// Op::ok<T>; Op::apply(x) per element; Op::eigen(array) for float/double when
// Op::kEigen (vectorized path).
#define MINITF_UNARY(NAME, OK, EXPR, EIGEN_EXPR, HAS_EIGEN) \
  struct NAME {                                             \
    template <class T>                                      \
    static constexpr bool ok = OK;                          \
    static constexpr bool kEigen = HAS_EIGEN;               \
    template <class T>                                      \
    static T apply(const T& x0) {                           \
      auto x = to_compute(x0);                              \
      return from_compute<T>(EXPR);                         \
    }                                                       \
    template <class A>                                      \
    static auto eigen(const A& x) {                         \
      return EIGEN_EXPR;                                    \
    }                                                       \
  };

template <class C>
C sigmoid_scalar(C x) {
  return C(1) / (C(1) + std::exp(-x));
}
template <class C>
C round_half_even(C x) {
  if constexpr (std::is_floating_point_v<C>) {
    return std::nearbyint(x);  // default rounding mode: ties to even, as TF's Round
  } else {
    return x;
  }
}
template <class C>
auto abs_real(C x) {
  if constexpr (std::is_floating_point_v<C>) {
    return std::fabs(x);  // -0.0 -> 0.0
  } else if constexpr (std::is_unsigned_v<C>) {
    return x;
  } else {
    return x < 0 ? static_cast<C>(0 - wrapping(x)) : x;  // abs(INT_MIN) wraps to INT_MIN
  }
}
template <class C>
C negate(C x) {
  if constexpr (is_int_v<C>) {
    return static_cast<C>(0 - wrapping(x));
  } else {
    return -x;
  }
}
template <class C>
C square(C x) {
  if constexpr (is_int_v<C>) {
    return static_cast<C>(wrapping(x) * wrapping(x));
  } else {
    return x * x;
  }
}

template <class C>
C sign_scalar(C x) {
  if constexpr (std::is_floating_point_v<C>) {
    if (std::isnan(x)) return x;  // NaN stays NaN, as Eigen's sign
  }
  return static_cast<C>((C(0) < x) - (x < C(0)));
}
// TF's Softplus: x above the threshold where exp(-x) vanishes against 1,
// exp(x) below its negative, log1p(exp(x)) between (softplus_op.h).
template <class C>
C softplus_scalar(C x) {
  const C threshold = std::log(std::numeric_limits<C>::epsilon()) + C(2);
  if (x > -threshold) return x;
  if (x < threshold) return std::exp(x);
  return std::log1p(std::exp(x));
}

MINITF_UNARY(NegOp, is_numeric_v<T>, negate(x), -x, true)
MINITF_UNARY(AbsOp, is_real_v<T>, abs_real(x), x.abs(), true)
MINITF_UNARY(SquareOp, is_numeric_v<T>, square(x), x.square(), true)
MINITF_UNARY(ExpOp, is_float_v<T> || is_complex_v<T>, std::exp(x), x.exp(), true)
MINITF_UNARY(LogOp, is_float_v<T> || is_complex_v<T>, std::log(x), x.log(), true)
MINITF_UNARY(SqrtOp, is_float_v<T> || is_complex_v<T>, std::sqrt(x), x.sqrt(), true)
MINITF_UNARY(TanhOp, is_float_v<T> || is_complex_v<T>, std::tanh(x), x.tanh(), true)
MINITF_UNARY(SigmoidOp, is_float_v<T> || is_complex_v<T>, sigmoid_scalar(x), x.logistic(), true)
MINITF_UNARY(RoundOp, is_real_v<T>, round_half_even(x), x.rint(), true)
MINITF_UNARY(FloorOp, is_float_v<T>, std::floor(x), x.floor(), true)
// Scalar std::ceil: Eigen's SSE2 fallback (no SSE4.1 roundps) loses the sign
// of ceil(-0.5) == -0.0 on portable builds.
MINITF_UNARY(CeilOp, is_float_v<T>, std::ceil(x), x.ceil(), false)
MINITF_UNARY(SinOp, is_float_v<T> || is_complex_v<T>, std::sin(x), x.sin(), true)
MINITF_UNARY(CosOp, is_float_v<T> || is_complex_v<T>, std::cos(x), x.cos(), true)
MINITF_UNARY(TanOp, is_float_v<T> || is_complex_v<T>, std::tan(x), x.tan(), true)
MINITF_UNARY(AsinOp, is_float_v<T> || is_complex_v<T>, std::asin(x), x.asin(), true)
MINITF_UNARY(AcosOp, is_float_v<T> || is_complex_v<T>, std::acos(x), x.acos(), true)
MINITF_UNARY(AtanOp, is_float_v<T> || is_complex_v<T>, std::atan(x), x.atan(), true)
MINITF_UNARY(SinhOp, is_float_v<T> || is_complex_v<T>, std::sinh(x), x.sinh(), true)
MINITF_UNARY(CoshOp, is_float_v<T> || is_complex_v<T>, std::cosh(x), x.cosh(), true)
MINITF_UNARY(Log1pOp, is_float_v<T>, std::log1p(x), x.log1p(), true)
MINITF_UNARY(Expm1Op, is_float_v<T>, std::expm1(x), x.expm1(), true)
MINITF_UNARY(RsqrtOp, is_float_v<T> || is_complex_v<T>, decltype(x)(1) / std::sqrt(x), x.rsqrt(),
             true)
MINITF_UNARY(ReciprocalOp, is_float_v<T> || is_complex_v<T>, decltype(x)(1) / x, x.inverse(), true)
MINITF_UNARY(SignOp, is_real_v<T>, sign_scalar(x), x.sign(), true)
MINITF_UNARY(SoftplusOp, is_float_v<T>, softplus_scalar(x), x, false)
// Scalar std::erf: Eigen's vectorized erf lives in its unsupported modules.
MINITF_UNARY(ErfOp, is_float_v<T>, std::erf(x), x, false)
#undef MINITF_UNARY

template <class Op>
void unary_infer(const InferContext& ctx, SpecList* out) {
  const InputSpec& x = ctx.inputs[0];
  if (!op_supports<Op>(x.dtype)) no_kernel(ctx.op, x.dtype);
  add_output(out, x.dtype, *x.shape);
}

// A unary op over n contiguous elements: one vectorized map where the op has
// Eigen's kernel, else the scalar function per element. The kernel's chunks
// and the executor's fused runs (BlockFn) both compute through it.
template <class Op, class T>
void unary_run(const T* px, T* pr, int64_t n) {
  if constexpr (Op::kEigen && (std::is_same_v<T, float> || std::is_same_v<T, double>)) {
    using Arr = Eigen::Array<T, Eigen::Dynamic, 1>;
    Eigen::Map<Arr>(pr, n) = Op::eigen(Eigen::Map<const Arr>(px, n));
  } else {
    for (int64_t i = 0; i < n; ++i) pr[i] = Op::template apply<T>(px[i]);
  }
}

template <class Op>
void unary_kernel(const KernelContext& ctx, TensorList* out) {
  const Tensor& x = ctx.inputs[0];
  Tensor r = alloc_output(ctx, 0);
  const int64_t n = x.num_elements();
  dispatch_dtype(x.dtype(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr (Op::template ok<T>) {
      const T* px = x.data<T>();
      T* pr = r.mutable_data<T>();
      // In chunks that poll Ctrl-C; each chunk is still one vectorized map.
      for_chunks(n, sizeof(T), [&](int64_t begin, int64_t end) {
        unary_run<Op, T>(px + begin, pr + begin, end - begin);
      });
    }
  });
  out->push_back(std::move(r));
}

template <class Op, class T>
void unary_block(const void* a, int a_step, const void*, int, void* out, int64_t n) {
  MINITF_ASSERT(a_step == 1 || n == 1, "a unary op's operand has the output's elements");
  unary_run<Op, T>(static_cast<const T*>(a), static_cast<T*>(out), n);
}

// The unary ops a training step applies to whole parameter tensors; their
// runs follow BlockFn's alignment rule, so packets and tail fall where the
// kernel's own do.
template <class Op>
BlockFn exact_unary_block_lookup(DType d) {
  switch (d) {
    case DType::Float32:
      return unary_block<Op, float>;
    case DType::Float64:
      return unary_block<Op, double>;
    case DType::Int32:
      if constexpr (Op::template ok<int32_t>) return unary_block<Op, int32_t>;
      return nullptr;
    case DType::Int64:
      if constexpr (Op::template ok<int64_t>) return unary_block<Op, int64_t>;
      return nullptr;
    default:
      return nullptr;
  }
}

void logical_not_infer(const InferContext& ctx, SpecList* out) {
  const InputSpec& x = ctx.inputs[0];
  if (x.dtype != DType::Bool) {
    TensorError e(TensorError::InvalidArgument,
                  dtype_mismatch_message(ctx.op.name, 0, DType::Bool, x.dtype));
    e.mismatch = {0, DType::Bool, x.dtype};
    throw e;
  }
  add_output(out, DType::Bool, *x.shape);
}

void logical_not_kernel(const KernelContext& ctx, TensorList* out) {
  const Tensor& x = ctx.inputs[0];
  Tensor r = alloc_output(ctx, 0);
  const bool* px = x.data<bool>();
  bool* pr = r.mutable_data<bool>();
  for (int64_t i = 0; i < x.num_elements(); ++i) pr[i] = !px[i];
  out->push_back(std::move(r));
}

void is_finite_infer(const InferContext& ctx, SpecList* out) {
  const InputSpec& x = ctx.inputs[0];
  if (!dtype_is_floating(x.dtype)) no_kernel(ctx.op, x.dtype);
  add_output(out, DType::Bool, *x.shape);
}

void is_finite_kernel(const KernelContext& ctx, TensorList* out) {
  const Tensor& x = ctx.inputs[0];
  Tensor r = alloc_output(ctx, 0);
  bool* pr = r.mutable_data<bool>();
  for (int64_t i = 0; i < x.num_elements(); ++i) pr[i] = std::isfinite(x.element_as_double(i));
  out->push_back(std::move(r));
}

}  // namespace

void register_math_ops(OpTable& t) {
#define MINITF_BIN(ID, OP)                                              \
  t.define(OpId::ID, binary_infer<OP>, binary_kernel<OP>, "x,y", 2, 2); \
  t.defs[static_cast<int>(OpId::ID)].scalar = binary_scalar<OP>;
  MINITF_BIN(AddV2, AddOp)
  MINITF_BIN(Sub, SubOp)
  MINITF_BIN(Mul, MulOp)
  MINITF_BIN(RealDiv, RealDivOp)
  MINITF_BIN(FloorDiv, FloorDivOp)
  MINITF_BIN(FloorMod, FloorModOp)
  MINITF_BIN(Pow, PowOp)
  MINITF_BIN(Maximum, MinMaxOp<true>)
  MINITF_BIN(Minimum, MinMaxOp<false>)
  MINITF_BIN(Greater, GreaterOp)
  MINITF_BIN(GreaterEqual, GreaterEqualOp)
  MINITF_BIN(Less, LessOp)
  MINITF_BIN(LessEqual, LessEqualOp)
  MINITF_BIN(Equal, EqualOp)
  MINITF_BIN(NotEqual, NotEqualOp)
  MINITF_BIN(LogicalAnd, LogicalAndOp)
  MINITF_BIN(LogicalOr, LogicalOrOp)
#undef MINITF_BIN
#define MINITF_UN(ID, OP) t.define(OpId::ID, unary_infer<OP>, unary_kernel<OP>, "x", 1, 1);
  MINITF_UN(Neg, NegOp)
  MINITF_UN(Abs, AbsOp)
  MINITF_UN(Square, SquareOp)
  MINITF_UN(Exp, ExpOp)
  MINITF_UN(Log, LogOp)
  MINITF_UN(Sqrt, SqrtOp)
  MINITF_UN(Tanh, TanhOp)
  MINITF_UN(Sigmoid, SigmoidOp)
  MINITF_UN(Round, RoundOp)
  MINITF_UN(Floor, FloorOp)
  MINITF_UN(Ceil, CeilOp)
  MINITF_UN(Sin, SinOp)
  MINITF_UN(Cos, CosOp)
  MINITF_UN(Tan, TanOp)
  MINITF_UN(Asin, AsinOp)
  MINITF_UN(Acos, AcosOp)
  MINITF_UN(Atan, AtanOp)
  MINITF_UN(Sinh, SinhOp)
  MINITF_UN(Cosh, CoshOp)
  MINITF_UN(Log1p, Log1pOp)
  MINITF_UN(Expm1, Expm1Op)
  MINITF_UN(Rsqrt, RsqrtOp)
  MINITF_UN(Reciprocal, ReciprocalOp)
  MINITF_UN(Sign, SignOp)
  MINITF_UN(Erf, ErfOp)
#undef MINITF_UN
  t.defs[static_cast<int>(OpId::AddV2)].block = binary_block_lookup<AddOp>;
  t.defs[static_cast<int>(OpId::Sub)].block = binary_block_lookup<SubOp>;
  t.defs[static_cast<int>(OpId::Mul)].block = binary_block_lookup<MulOp>;
  t.defs[static_cast<int>(OpId::RealDiv)].block = binary_block_lookup<RealDivOp>;
  t.defs[static_cast<int>(OpId::Maximum)].block = binary_block_lookup<MinMaxOp<true>>;
  t.defs[static_cast<int>(OpId::Minimum)].block = binary_block_lookup<MinMaxOp<false>>;
  t.defs[static_cast<int>(OpId::Neg)].block = exact_unary_block_lookup<NegOp>;
  t.defs[static_cast<int>(OpId::Abs)].block = exact_unary_block_lookup<AbsOp>;
  t.defs[static_cast<int>(OpId::Square)].block = exact_unary_block_lookup<SquareOp>;
  t.defs[static_cast<int>(OpId::Sqrt)].block = exact_unary_block_lookup<SqrtOp>;
  // TF names Softplus's input "features", as the other activations'.
  t.define(OpId::Softplus, unary_infer<SoftplusOp>, unary_kernel<SoftplusOp>, "features", 1, 1);
  t.define(OpId::LogicalNot, logical_not_infer, logical_not_kernel, "x", 1, 1);
  t.define(OpId::IsFinite, is_finite_infer, is_finite_kernel, "x", 1, 1);
}

}  // namespace ops
}  // namespace minitf
