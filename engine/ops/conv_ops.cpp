// 2-D convolution and pooling on NHWC tensors (TF's Conv2D, MaxPool, AvgPool)
// and the ops their gradients use (Conv2DBackpropInput/Filter, MaxPoolGrad,
// AvgPoolGrad). Direct loops in the compute type: the teaching CNNs are small.
// Padding follows TF: VALID uses no padding; SAME pads so that the output
// has ceil(in / stride) positions, the odd element of padding at the end.
#include <algorithm>
#include <limits>

#include "ops/op_util.h"

namespace minitf {
namespace ops {

namespace {

// One spatial dimension: its output size and the padding before it.
struct Dim {
  int64_t in = 0, window = 1, stride = 1, out = 0, pad = 0;
};

Dim make_dim(int64_t in, int64_t window, int64_t stride, bool same) {
  Dim d{in, window, stride, 0, 0};
  if (in < 0) {
    d.out = -1;
    return d;
  }
  if (same) {
    d.out = (in + stride - 1) / stride;
    int64_t total = std::max<int64_t>((d.out - 1) * stride + window - in, 0);
    d.pad = total / 2;
  } else {
    if (in < window)
      throw_invalid_argument(
          "Computed output size would be negative: " + std::to_string((in - window) / stride + 1) +
          " [input_size: " + std::to_string(in) + ", effective_filter_size: " +
          std::to_string(window) + ", stride: " + std::to_string(stride) + "]");
    d.out = (in - window) / stride + 1;
  }
  return d;
}

struct Geometry {
  int64_t n = 0, c = 0, o = 0;  // batch, input channels, output channels (conv)
  Dim h, w;
};

bool same_padding(const KernelContext* k, const InferContext* i) {
  const Attrs& a = k ? k->attrs : i->attrs;
  std::string p = a.get_string("padding", "VALID");
  if (p != "SAME" && p != "VALID")
    throw_invalid_argument("padding must be SAME or VALID, got " + p);
  return p == "SAME";
}

// strides / ksize: 4 values with 1 for batch and channels (NHWC).
void window_attr(const Attrs& a, const char* name, int64_t* hv, int64_t* wv) {
  std::vector<int64_t> v = a.get_ints(name);
  if (v.empty()) {
    *hv = *wv = 1;
    return;
  }
  if (v.size() != 4) throw_invalid_argument(std::string(name) + " must have 4 elements");
  if (v[0] != 1 || v[3] != 1)
    throw_invalid_argument(std::string("Current implementation does not yet support ") + name +
                           " in the batch and depth dimensions.");
  if (v[1] <= 0 || v[2] <= 0) throw_invalid_argument(std::string(name) + " must be positive");
  *hv = v[1];
  *wv = v[2];
}

// input [n, h, w, c], window kh x kw with the op's strides and padding.
Geometry geometry(const Shape& input, int64_t kh, int64_t kw, const Attrs& attrs, bool same) {
  Geometry g;
  int64_t sh, sw;
  window_attr(attrs, "strides", &sh, &sw);
  g.n = input[0];
  g.c = input[3];
  g.h = make_dim(input[1], kh, sh, same);
  g.w = make_dim(input[2], kw, sw, same);
  return g;
}

void check_rank4(const Shape& s, const char* what) {
  if (s.known_rank() && s.rank() != 4)
    throw_invalid_argument(std::string(what) + " must be 4-dimensional" + s.debug_str());
}

// Calls f(out_index, in_index, filter_or_window_index) for every tap of every
// output position: the loop all six kernels share. Conv taps also run over
// input and output channels (o > 0); pooling taps are per channel (o == 0).
template <class F>
void for_each_tap(const Geometry& g, int64_t kh, int64_t kw, F&& f) {
  for (int64_t b = 0; b < g.n; ++b)
    for (int64_t oy = 0; oy < g.h.out; ++oy)
      for (int64_t ox = 0; ox < g.w.out; ++ox)
        for (int64_t ky = 0; ky < kh; ++ky) {
          int64_t iy = oy * g.h.stride + ky - g.h.pad;
          if (iy < 0 || iy >= g.h.in) continue;
          for (int64_t kx = 0; kx < kw; ++kx) {
            int64_t ix = ox * g.w.stride + kx - g.w.pad;
            if (ix < 0 || ix >= g.w.in) continue;
            int64_t out_pos = (b * g.h.out + oy) * g.w.out + ox;
            int64_t in_pos = (b * g.h.in + iy) * g.w.in + ix;
            f(out_pos, in_pos, ky * kw + kx);
          }
        }
}

// ---- Conv2D and its backprops -------------------------------------------------

Shape conv_out_shape(const Shape& in, const Shape& filter, const Attrs& attrs, bool same) {
  if (!in.known_rank() || !filter.known_rank())
    return Shape({Shape::kUnknownDim, Shape::kUnknownDim, Shape::kUnknownDim,
                  filter.known_rank() ? filter[3] : Shape::kUnknownDim});
  if (in[3] >= 0 && filter[2] >= 0 && in[3] != filter[2])
    throw_invalid_argument("input depth must be evenly divisible by filter depth: " +
                           std::to_string(in[3]) + " vs " + std::to_string(filter[2]));
  Geometry g = geometry(in, filter[0], filter[1], attrs, same);
  return Shape({in[0], g.h.out, g.w.out, filter[3]});
}

void conv_infer(const InferContext& ctx, SpecList* out) {
  check_same_dtype(ctx, 0, 2);
  if (!dtype_is_floating(ctx.inputs[0].dtype)) no_kernel(ctx.op, ctx.inputs[0].dtype);
  check_rank4(*ctx.inputs[0].shape, "input");
  check_rank4(*ctx.inputs[1].shape, "filter");
  add_output(out, ctx.inputs[0].dtype,
             conv_out_shape(*ctx.inputs[0].shape, *ctx.inputs[1].shape, ctx.attrs,
                            same_padding(nullptr, &ctx)));
}

// Which tensor a conv kernel computes: the output, or a gradient.
enum class ConvPart { Output, Input, Filter };

template <ConvPart kPart>
void conv_compute(const Tensor& x, const Tensor& filter, const Tensor& dy, const Geometry& g,
                  int64_t kh, int64_t kw, Tensor* r) {
  const int64_t c = g.c, o = filter.num_elements() / (kh * kw * c ? kh * kw * c : 1);
  dispatch_float(r->dtype(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    using C = typename ComputeType<T>::type;
    std::vector<C> acc(size_t(r->num_elements()), C(0));
    const T* pf = filter.data<T>();
    if constexpr (kPart == ConvPart::Output) {
      const T* px = x.data<T>();
      for_each_tap(g, kh, kw, [&](int64_t op, int64_t ip, int64_t k) {
        for (int64_t ci = 0; ci < c; ++ci) {
          C xv = to_compute(px[ip * c + ci]);
          const T* fr = pf + (k * c + ci) * o;
          C* ar = acc.data() + op * o;
          for (int64_t co = 0; co < o; ++co) ar[co] += xv * to_compute(fr[co]);
        }
      });
    } else if constexpr (kPart == ConvPart::Input) {
      const T* pd = dy.data<T>();
      for_each_tap(g, kh, kw, [&](int64_t op, int64_t ip, int64_t k) {
        for (int64_t ci = 0; ci < c; ++ci) {
          const T* fr = pf + (k * c + ci) * o;
          const T* dr = pd + op * o;
          C s = 0;
          for (int64_t co = 0; co < o; ++co) s += to_compute(fr[co]) * to_compute(dr[co]);
          acc[size_t(ip * c + ci)] += s;
        }
      });
    } else {
      const T* px = x.data<T>();
      const T* pd = dy.data<T>();
      for_each_tap(g, kh, kw, [&](int64_t op, int64_t ip, int64_t k) {
        for (int64_t ci = 0; ci < c; ++ci) {
          C xv = to_compute(px[ip * c + ci]);
          C* ar = acc.data() + (k * c + ci) * o;
          const T* dr = pd + op * o;
          for (int64_t co = 0; co < o; ++co) ar[co] += xv * to_compute(dr[co]);
        }
      });
    }
    T* pr = r->mutable_data<T>();
    for (size_t i = 0; i < acc.size(); ++i) pr[i] = from_compute<T>(acc[i]);
  });
}

void conv_kernel(const KernelContext& ctx, TensorList* out) {
  const Tensor& x = ctx.inputs[0];
  const Tensor& f = ctx.inputs[1];
  Geometry g = geometry(x.shape(), f.dim(0), f.dim(1), ctx.attrs, same_padding(&ctx, nullptr));
  Tensor r = alloc_output(ctx, 0);
  conv_compute<ConvPart::Output>(x, f, Tensor(), g, f.dim(0), f.dim(1), &r);
  out->push_back(std::move(r));
}

// A shape operand ("input_sizes", "filter_sizes") as a Shape when known.
Shape shape_operand(const InputSpec& s) {
  std::vector<int64_t> v;
  if (known_ints(s, &v)) return Shape(v);
  return Shape({Shape::kUnknownDim, Shape::kUnknownDim, Shape::kUnknownDim, Shape::kUnknownDim});
}

// Conv2DBackpropInput(input_sizes, filter, out_backprop).
void conv_bi_infer(const InferContext& ctx, SpecList* out) {
  if (!dtype_is_floating(ctx.inputs[1].dtype)) no_kernel(ctx.op, ctx.inputs[1].dtype);
  add_output(out, ctx.inputs[1].dtype, shape_operand(ctx.inputs[0]));
}

void conv_bi_kernel(const KernelContext& ctx, TensorList* out) {
  const Tensor& f = ctx.inputs[1];
  const Tensor& dy = ctx.inputs[2];
  const Shape& xs = ctx.outputs[0].shape;
  Geometry g = geometry(xs, f.dim(0), f.dim(1), ctx.attrs, same_padding(&ctx, nullptr));
  if (dy.shape() != Shape({g.n, g.h.out, g.w.out, f.dim(3)}))
    throw_invalid_argument("Conv2DBackpropInput: out_backprop has the wrong shape " +
                           dy.shape().debug_str());
  Tensor r = alloc_output(ctx, 0);
  conv_compute<ConvPart::Input>(Tensor(), f, dy, g, f.dim(0), f.dim(1), &r);
  out->push_back(std::move(r));
}

// Conv2DBackpropFilter(input, filter_sizes, out_backprop).
void conv_bf_infer(const InferContext& ctx, SpecList* out) {
  if (!dtype_is_floating(ctx.inputs[0].dtype)) no_kernel(ctx.op, ctx.inputs[0].dtype);
  add_output(out, ctx.inputs[0].dtype, shape_operand(ctx.inputs[1]));
}

void conv_bf_kernel(const KernelContext& ctx, TensorList* out) {
  const Tensor& x = ctx.inputs[0];
  const Tensor& dy = ctx.inputs[2];
  const Shape& fs = ctx.outputs[0].shape;
  Geometry g = geometry(x.shape(), fs[0], fs[1], ctx.attrs, same_padding(&ctx, nullptr));
  if (dy.shape() != Shape({g.n, g.h.out, g.w.out, fs[3]}))
    throw_invalid_argument("Conv2DBackpropFilter: out_backprop has the wrong shape " +
                           dy.shape().debug_str());
  Tensor r = alloc_output(ctx, 0);
  // The filter's layout [kh, kw, c, o] is what conv_compute's index assumes.
  Tensor shape_only = Tensor::empty(x.dtype(), fs);
  conv_compute<ConvPart::Filter>(x, shape_only, dy, g, fs[0], fs[1], &r);
  out->push_back(std::move(r));
}

// ---- pooling ------------------------------------------------------------------

Shape pool_out_shape(const Shape& in, const Attrs& attrs, bool same) {
  if (!in.known_rank()) return Shape::unknown_rank();
  int64_t kh, kw;
  window_attr(attrs, "ksize", &kh, &kw);
  Geometry g = geometry(in, kh, kw, attrs, same);
  return Shape({in[0], g.h.out, g.w.out, in[3]});
}

void pool_infer(const InferContext& ctx, SpecList* out) {
  if (!dtype_is_floating(ctx.inputs[0].dtype)) no_kernel(ctx.op, ctx.inputs[0].dtype);
  check_rank4(*ctx.inputs[0].shape, "input");
  add_output(out, ctx.inputs[0].dtype,
             pool_out_shape(*ctx.inputs[0].shape, ctx.attrs, same_padding(nullptr, &ctx)));
}

// Max: the largest tap (the first one on ties, which MaxPoolGrad routes to);
// Avg: the mean of the taps inside the input (padding is not counted).
template <bool kMax>
void pool_kernel(const KernelContext& ctx, TensorList* out) {
  const Tensor& x = ctx.inputs[0];
  int64_t kh, kw;
  window_attr(ctx.attrs, "ksize", &kh, &kw);
  Geometry g = geometry(x.shape(), kh, kw, ctx.attrs, same_padding(&ctx, nullptr));
  Tensor r = alloc_output(ctx, 0);
  const int64_t c = g.c;
  dispatch_float(x.dtype(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    using C = typename ComputeType<T>::type;
    const T* px = x.data<T>();
    const int64_t positions = r.num_elements() / (c ? c : 1);
    std::vector<C> acc(size_t(r.num_elements()), kMax ? -std::numeric_limits<C>::infinity() : C(0));
    std::vector<int64_t> count(size_t(positions), 0);
    for_each_tap(g, kh, kw, [&](int64_t op, int64_t ip, int64_t) {
      ++count[size_t(op)];
      for (int64_t ch = 0; ch < c; ++ch) {
        C v = to_compute(px[ip * c + ch]);
        C& a = acc[size_t(op * c + ch)];
        if (kMax) {
          if (v > a) a = v;
        } else {
          a += v;
        }
      }
    });
    T* pr = r.mutable_data<T>();
    for (int64_t p = 0; p < positions; ++p)
      for (int64_t ch = 0; ch < c; ++ch) {
        C a = acc[size_t(p * c + ch)];
        pr[p * c + ch] = from_compute<T>(kMax ? a : a / C(count[size_t(p)] ? count[size_t(p)] : 1));
      }
  });
  out->push_back(std::move(r));
}

// The routing rule of max pooling's gradients, in one place: f(o, i) for each
// output element o and the input element i it came from, the first tap of its
// window that holds the maximum (MaxPoolGrad sends o's gradient to i;
// MaxPoolGradGrad reads i's).
template <class T, class F>
void for_each_max_tap(const Geometry& g, int64_t kh, int64_t kw, const Tensor& x, const Tensor& y,
                      F&& f) {
  const int64_t c = g.c;
  const T* px = x.data<T>();
  const T* py = y.data<T>();
  std::vector<bool> routed(size_t(y.num_elements()), false);
  for_each_tap(g, kh, kw, [&](int64_t op, int64_t ip, int64_t) {
    for (int64_t ch = 0; ch < c; ++ch) {
      int64_t o = op * c + ch;
      if (routed[size_t(o)] || to_compute(px[ip * c + ch]) != to_compute(py[o])) continue;
      routed[size_t(o)] = true;
      f(o, ip * c + ch);
    }
  });
}

// The max-pool gradients take (orig_input, orig_output, grad) of one float
// dtype; their result has the shape of input `shape_of`.
void max_pool_grads_infer(const InferContext& ctx, SpecList* out, int shape_of) {
  check_same_dtype(ctx, 0, 3);
  if (!dtype_is_floating(ctx.inputs[0].dtype)) no_kernel(ctx.op, ctx.inputs[0].dtype);
  add_output(out, ctx.inputs[0].dtype, *ctx.inputs[size_t(shape_of)].shape);
}

// MaxPoolGrad(orig_input, orig_output, grad): each output's gradient goes to
// the first tap of its window that holds the maximum.
void max_pool_grad_infer(const InferContext& ctx, SpecList* out) {
  max_pool_grads_infer(ctx, out, 0);
}

void max_pool_grad_kernel(const KernelContext& ctx, TensorList* out) {
  const Tensor& x = ctx.inputs[0];
  const Tensor& y = ctx.inputs[1];
  const Tensor& dy = ctx.inputs[2];
  int64_t kh, kw;
  window_attr(ctx.attrs, "ksize", &kh, &kw);
  Geometry g = geometry(x.shape(), kh, kw, ctx.attrs, same_padding(&ctx, nullptr));
  Tensor r = Tensor::zeros(x.dtype(), x.shape());
  dispatch_float(x.dtype(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    using C = typename ComputeType<T>::type;
    const T* pd = dy.data<T>();
    std::vector<C> acc(size_t(r.num_elements()), C(0));
    for_each_max_tap<T>(g, kh, kw, x, y,
                        [&](int64_t o, int64_t i) { acc[size_t(i)] += to_compute(pd[o]); });
    T* pr = r.mutable_data<T>();
    for (size_t i = 0; i < acc.size(); ++i) pr[i] = from_compute<T>(acc[i]);
  });
  out->push_back(std::move(r));
}

// MaxPoolGradGrad(orig_input, orig_output, grad): per output, the element of
// `grad` (input-shaped) at the tap MaxPoolGrad routes to (the gradient of
// MaxPoolGrad with respect to its gradient input).
void max_pool_grad_grad_infer(const InferContext& ctx, SpecList* out) {
  max_pool_grads_infer(ctx, out, 1);
}

void max_pool_grad_grad_kernel(const KernelContext& ctx, TensorList* out) {
  const Tensor& x = ctx.inputs[0];
  const Tensor& y = ctx.inputs[1];
  const Tensor& gg = ctx.inputs[2];
  int64_t kh, kw;
  window_attr(ctx.attrs, "ksize", &kh, &kw);
  Geometry g = geometry(x.shape(), kh, kw, ctx.attrs, same_padding(&ctx, nullptr));
  if (gg.shape() != x.shape())
    throw_invalid_argument("MaxPoolGradGrad: grad must have the input's shape " +
                           x.shape().debug_str());
  Tensor r = Tensor::zeros(y.dtype(), y.shape());
  dispatch_float(x.dtype(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* pg = gg.data<T>();
    T* pr = r.mutable_data<T>();
    for_each_max_tap<T>(g, kh, kw, x, y, [&](int64_t o, int64_t i) { pr[o] = pg[i]; });
  });
  out->push_back(std::move(r));
}

// AvgPoolGrad(orig_input_shape, grad): each output's gradient spread evenly
// over the taps of its window.
void avg_pool_grad_infer(const InferContext& ctx, SpecList* out) {
  if (!dtype_is_floating(ctx.inputs[1].dtype)) no_kernel(ctx.op, ctx.inputs[1].dtype);
  add_output(out, ctx.inputs[1].dtype, shape_operand(ctx.inputs[0]));
}

void avg_pool_grad_kernel(const KernelContext& ctx, TensorList* out) {
  const Tensor& dy = ctx.inputs[1];
  const Shape& xs = ctx.outputs[0].shape;
  int64_t kh, kw;
  window_attr(ctx.attrs, "ksize", &kh, &kw);
  Geometry g = geometry(xs, kh, kw, ctx.attrs, same_padding(&ctx, nullptr));
  if (dy.shape() != Shape({g.n, g.h.out, g.w.out, g.c}))
    throw_invalid_argument("AvgPoolGrad: grad has the wrong shape " + dy.shape().debug_str());
  Tensor r = Tensor::zeros(dy.dtype(), xs);
  const int64_t c = g.c;
  dispatch_float(dy.dtype(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    using C = typename ComputeType<T>::type;
    const T* pd = dy.data<T>();
    std::vector<int64_t> count(size_t(g.n * g.h.out * g.w.out), 0);
    for_each_tap(g, kh, kw, [&](int64_t op, int64_t, int64_t) { ++count[size_t(op)]; });
    std::vector<C> acc(size_t(r.num_elements()), C(0));
    for_each_tap(g, kh, kw, [&](int64_t op, int64_t ip, int64_t) {
      for (int64_t ch = 0; ch < c; ++ch)
        acc[size_t(ip * c + ch)] += to_compute(pd[op * c + ch]) / C(count[size_t(op)]);
    });
    T* pr = r.mutable_data<T>();
    for (size_t i = 0; i < acc.size(); ++i) pr[i] = from_compute<T>(acc[i]);
  });
  out->push_back(std::move(r));
}

}  // namespace

void register_conv_ops(OpTable& t) {
  t.define(OpId::Conv2D, conv_infer, conv_kernel, "input,filter", 2, 2);
  t.define(OpId::Conv2DBackpropInput, conv_bi_infer, conv_bi_kernel,
           "input_sizes,filter,out_backprop", 3, 3);
  t.define(OpId::Conv2DBackpropFilter, conv_bf_infer, conv_bf_kernel,
           "input,filter_sizes,out_backprop", 3, 3);
  t.define(OpId::MaxPool, pool_infer, pool_kernel<true>, "input", 1, 1);
  t.define(OpId::MaxPoolGrad, max_pool_grad_infer, max_pool_grad_kernel,
           "orig_input,orig_output,grad", 3, 3);
  t.define(OpId::MaxPoolGradGrad, max_pool_grad_grad_infer, max_pool_grad_grad_kernel,
           "orig_input,orig_output,grad", 3, 3);
  t.define(OpId::AvgPool, pool_infer, pool_kernel<false>, "value", 1, 1);
  t.define(OpId::AvgPoolGrad, avg_pool_grad_infer, avg_pool_grad_kernel, "orig_input_shape,grad", 2,
           2);
}

}  // namespace ops
}  // namespace minitf
