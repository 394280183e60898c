// The register kernels of fused_forms.h. Each loads an element's operands,
// computes its whole chain in registers and stores the result once. The
// operations are Eigen's packet ones on full packets (the binary ops' loops
// in math_ops.cpp compile to the same IEEE instructions, and the Sqrt kernel
// is Eigen's packet square root) and the scalar ones on the tail, which
// begins where the Sqrt kernel's own tail begins: runs start at a multiple of
// 64 bytes (see FormFn), and no packet is wider than that.
#include "ops/fused_forms.h"

// GCC 12 reads the undefined vector behind Eigen's packet square root
// (_mm512_rsqrt14_ps) as uninitialized; its result does not depend on it.
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#include <Eigen/Core>

namespace minitf {

namespace {

namespace ei = Eigen::internal;

// An operand read packet by packet or element by element; a one-element
// operand is read once.
template <class T>
struct Reader {
  using Packet = typename ei::packet_traits<T>::type;
  const T* p;
  bool full;
  Packet one;
  T scalar;
  explicit Reader(const FormOperand& o)
      : p(static_cast<const T*>(o.data)),
        full(o.step != 0),
        one(ei::pset1<Packet>(*p)),
        scalar(*p) {}
  Packet packet(int64_t i) const { return full ? ei::ploadu<Packet>(p + i) : one; }
  T at(int64_t i) const { return full ? p[i] : scalar; }
};

template <class T, bool kSquare, bool kAdd>
void moving_average(const FormOperand* in, void* out, int64_t n) {
  using Packet = typename ei::packet_traits<T>::type;
  constexpr int64_t kWidth = ei::packet_traits<T>::size;
  const Reader<T> x(in[0]), m(in[1]), s(in[2]), v(in[3]);
  T* r = static_cast<T*>(out);
  int64_t i = 0;
  for (; i + kWidth <= n; i += kWidth) {
    Packet a = x.packet(i);
    if constexpr (kSquare) a = ei::pmul(a, a);
    const Packet d = ei::pmul(ei::psub(a, m.packet(i)), s.packet(i));
    const Packet old = v.packet(i);
    ei::pstoreu(r + i, kAdd ? ei::padd(old, d) : ei::psub(old, d));
  }
  for (; i < n; ++i) {
    T a = x.at(i);
    if constexpr (kSquare) a = a * a;
    const T d = (a - m.at(i)) * s.at(i);
    r[i] = kAdd ? v.at(i) + d : v.at(i) - d;
  }
}

template <class T, bool kAdd>
void scaled_step(const FormOperand* in, void* out, int64_t n) {
  using Packet = typename ei::packet_traits<T>::type;
  constexpr int64_t kWidth = ei::packet_traits<T>::size;
  const Reader<T> a(in[0]), b(in[1]), c(in[2]), e(in[3]), v(in[4]);
  const ei::scalar_sqrt_op<T> sqrt;
  T* r = static_cast<T*>(out);
  int64_t i = 0;
  for (; i + kWidth <= n; i += kWidth) {
    const Packet num = ei::pmul(a.packet(i), b.packet(i));
    const Packet den = ei::padd(sqrt.packetOp(c.packet(i)), e.packet(i));
    const Packet d = ei::pdiv(num, den);
    const Packet old = v.packet(i);
    ei::pstoreu(r + i, kAdd ? ei::padd(old, d) : ei::psub(old, d));
  }
  for (; i < n; ++i) {
    const T d = (a.at(i) * b.at(i)) / (sqrt(c.at(i)) + e.at(i));
    r[i] = kAdd ? v.at(i) + d : v.at(i) - d;
  }
}

template <class T>
FormFn moving_average_typed(bool square, bool add) {
  if (square) return add ? moving_average<T, true, true> : moving_average<T, true, false>;
  return add ? moving_average<T, false, true> : moving_average<T, false, false>;
}

}  // namespace

FormFn moving_average_form(DType d, bool square, bool add) {
  switch (d) {
    case DType::Float32:
      return moving_average_typed<float>(square, add);
    case DType::Float64:
      return moving_average_typed<double>(square, add);
    default:
      return nullptr;
  }
}

FormFn scaled_step_form(DType d, bool add) {
  switch (d) {
    case DType::Float32:
      return add ? scaled_step<float, true> : scaled_step<float, false>;
    case DType::Float64:
      return add ? scaled_step<double, true> : scaled_step<double, false>;
    default:
      return nullptr;
  }
}

}  // namespace minitf
