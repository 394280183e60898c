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

// How an operand is read: kAny decides at run time; kFull and kOne are known
// when the kernel is compiled (an Adam update's usual operands), which keeps
// the test out of the loop.
constexpr int kAny = -1, kOne = 0, kFull = 1;

// A kernel's operand layout: kAnyLayout, or bit j set when operand j has
// every element (clear: one element, broadcast).
constexpr int kAnyLayout = -1;
constexpr int mode_of(int layout, int j) { return layout < 0 ? kAny : ((layout >> j) & 1); }

// An operand read packet by packet or element by element; a one-element
// operand is read once.
template <class T, int kMode>
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
  Packet packet(int64_t i) const {
    if constexpr (kMode == kFull) return ei::ploadu<Packet>(p + i);
    if constexpr (kMode == kOne) return one;
    return full ? ei::ploadu<Packet>(p + i) : one;
  }
  T at(int64_t i) const {
    if constexpr (kMode == kFull) return p[i];
    if constexpr (kMode == kOne) return scalar;
    return full ? p[i] : scalar;
  }
};

// Whether `in` has the layout `layout`.
bool has_layout(const FormOperand* in, size_t count, int layout) {
  for (size_t j = 0; j < count; ++j)
    if ((in[j].step != 0) != (mode_of(layout, static_cast<int>(j)) == kFull)) return false;
  return true;
}

template <class T, bool kSquare, bool kAdd, int kLayout = kAnyLayout>
struct MovingAverage {
  using Packet = typename ei::packet_traits<T>::type;
  Reader<T, mode_of(kLayout, 0)> x;
  Reader<T, mode_of(kLayout, 1)> m;
  Reader<T, mode_of(kLayout, 2)> s;
  Reader<T, mode_of(kLayout, 3)> v;
  T* r;
  MovingAverage(const FormOperand* in, void* out)
      : x(in[0]), m(in[1]), s(in[2]), v(in[3]), r(static_cast<T*>(out)) {}
  Packet compute(int64_t i) const {
    Packet a = x.packet(i);
    if constexpr (kSquare) a = ei::pmul(a, a);
    const Packet d = ei::pmul(ei::psub(a, m.packet(i)), s.packet(i));
    const Packet old = v.packet(i);
    return kAdd ? ei::padd(old, d) : ei::psub(old, d);
  }
  T compute_at(int64_t i) const {
    T a = x.at(i);
    if constexpr (kSquare) a = a * a;
    const T d = (a - m.at(i)) * s.at(i);
    return kAdd ? v.at(i) + d : v.at(i) - d;
  }
  void packet(int64_t i) const { ei::pstoreu(r + i, compute(i)); }
  void scalar(int64_t i) const { r[i] = compute_at(i); }
};

template <class T, bool kAdd, int kLayout = kAnyLayout>
struct ScaledStep {
  using Packet = typename ei::packet_traits<T>::type;
  Reader<T, mode_of(kLayout, 0)> a;
  Reader<T, mode_of(kLayout, 1)> b;
  Reader<T, mode_of(kLayout, 2)> c;
  Reader<T, mode_of(kLayout, 3)> e;
  Reader<T, mode_of(kLayout, 4)> v;
  T* r;
  ei::scalar_sqrt_op<T> sqrt;
  ScaledStep(const FormOperand* in, void* out)
      : a(in[0]), b(in[1]), c(in[2]), e(in[3]), v(in[4]), r(static_cast<T*>(out)) {}
  // With in[0] and in[2] given (computed by the caller).
  Packet compute(int64_t i, Packet pa, Packet pc) const {
    const Packet num = ei::pmul(pa, b.packet(i));
    const Packet den = ei::padd(sqrt.packetOp(pc), e.packet(i));
    const Packet d = ei::pdiv(num, den);
    const Packet old = v.packet(i);
    return kAdd ? ei::padd(old, d) : ei::psub(old, d);
  }
  T compute_at(int64_t i, T xa, T xc) const {
    const T d = (xa * b.at(i)) / (sqrt(xc) + e.at(i));
    return kAdd ? v.at(i) + d : v.at(i) - d;
  }
  void packet(int64_t i) const { ei::pstoreu(r + i, compute(i, a.packet(i), c.packet(i))); }
  void scalar(int64_t i) const { r[i] = compute_at(i, a.at(i), c.at(i)); }
};

// Full packets, then the tail element by element.
template <class T, class... F>
void run(int64_t n, const F&... f) {
  constexpr int64_t kWidth = ei::packet_traits<T>::size;
  int64_t i = 0;
  for (; i + kWidth <= n; i += kWidth) (f.packet(i), ...);
  for (; i < n; ++i) (f.scalar(i), ...);
}

template <class F, class T>
void single(const FormOperand* in, void* out, int64_t n) {
  run<T>(n, F(in, out));
}

// Keras' Adam: the averages' rates and the step's rate and epsilon are
// scalars, everything else has the variable's elements.
constexpr int kAverageLayout = 0b1011, kStepLayout = 0b10101;

template <class T, bool kAdd1, bool kAdd2, bool kAdd3, int kLayout1, int kLayout2>
void adam_in_registers(const FormOperand* const* in, void* const* out, int64_t n) {
  using Packet = typename ei::packet_traits<T>::type;
  constexpr int64_t kWidth = ei::packet_traits<T>::size;
  const MovingAverage<T, false, kAdd1, kLayout1> m(in[0], out[0]);
  const MovingAverage<T, true, kAdd2, kLayout1> v(in[1], out[1]);
  const ScaledStep<T, kAdd3, kLayout2> p(in[2], out[2]);
  T* rm = static_cast<T*>(out[0]);
  T* rv = static_cast<T*>(out[1]);
  T* rp = static_cast<T*>(out[2]);
  int64_t i = 0;
  for (; i + kWidth <= n; i += kWidth) {
    const Packet nm = m.compute(i), nv = v.compute(i);
    const Packet np = p.compute(i, nm, nv);
    ei::pstoreu(rm + i, nm);
    ei::pstoreu(rv + i, nv);
    ei::pstoreu(rp + i, np);
  }
  for (; i < n; ++i) {
    const T nm = m.compute_at(i), nv = v.compute_at(i);
    const T np = p.compute_at(i, nm, nv);
    rm[i] = nm;
    rv[i] = nv;
    rp[i] = np;
  }
}

template <class T, bool kAdd1, bool kAdd2, bool kAdd3>
void adam(const FormOperand* const* in, void* const* out, int64_t n) {
  // The step reads the moments the averages just wrote: from the registers
  // that hold them. Loading them back after the stores would also serialize
  // the next element's loads behind those stores wherever buffers share
  // their address bits below 4 KiB (the CPU's store-to-load alias check).
  // Any other read of an earlier average's result (not Adam's data flow)
  // runs the forms one after the other at each element instead.
  auto reads = [&](int k, size_t count, const void* target, int except) {
    for (size_t j = 0; j < count; ++j)
      if (static_cast<int>(j) != except && in[k][j].data == target) return true;
    return false;
  };
  const bool registers = in[2][0].data == out[0] && in[2][0].step && in[2][2].data == out[1] &&
                         in[2][2].step && !reads(1, 4, out[0], -1) && !reads(2, 5, out[0], 0) &&
                         !reads(2, 5, out[1], 2);
  if (!registers) {
    run<T>(n, MovingAverage<T, false, kAdd1>(in[0], out[0]),
           MovingAverage<T, true, kAdd2>(in[1], out[1]), ScaledStep<T, kAdd3>(in[2], out[2]));
  } else if (has_layout(in[0], 4, kAverageLayout) && has_layout(in[1], 4, kAverageLayout) &&
             has_layout(in[2], 5, kStepLayout)) {
    adam_in_registers<T, kAdd1, kAdd2, kAdd3, kAverageLayout, kStepLayout>(in, out, n);
  } else {
    adam_in_registers<T, kAdd1, kAdd2, kAdd3, kAnyLayout, kAnyLayout>(in, out, n);
  }
}

template <class T>
FormFn typed_kernel(FormSpec spec) {
  if (spec.kind == FormKind::ScaledStep)
    return spec.add ? single<ScaledStep<T, true>, T> : single<ScaledStep<T, false>, T>;
  if (spec.square)
    return spec.add ? single<MovingAverage<T, true, true>, T>
                    : single<MovingAverage<T, true, false>, T>;
  return spec.add ? single<MovingAverage<T, false, true>, T>
                  : single<MovingAverage<T, false, false>, T>;
}

template <class T, bool... kAdds>
SequenceFormFn typed_adam(const FormSpec* specs) {
  constexpr size_t k = sizeof...(kAdds);
  if constexpr (k == 3) {
    return adam<T, kAdds...>;
  } else {
    return specs[k].add ? typed_adam<T, kAdds..., true>(specs)
                        : typed_adam<T, kAdds..., false>(specs);
  }
}

}  // namespace

FormFn form_kernel(DType d, FormSpec spec) {
  switch (d) {
    case DType::Float32:
      return typed_kernel<float>(spec);
    case DType::Float64:
      return typed_kernel<double>(spec);
    default:
      return nullptr;
  }
}

SequenceFormFn sequence_form_kernel(DType d, const FormSpec* specs, size_t count) {
  const bool adam = count == 3 && specs[0].kind == FormKind::MovingAverage && !specs[0].square &&
                    specs[1].kind == FormKind::MovingAverage && specs[1].square &&
                    specs[2].kind == FormKind::ScaledStep;
  if (!adam) return nullptr;
  switch (d) {
    case DType::Float32:
      return typed_adam<float>(specs);
    case DType::Float64:
      return typed_adam<double>(specs);
    default:
      return nullptr;
  }
}

}  // namespace minitf
