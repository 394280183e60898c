// The neural-network ops of tf.nn (TF's nn_ops): activations, softmax, the
// cross-entropies, BiasAdd and L2Loss, on float16/32/64. Each computes in
// the element type's compute type (float for half), per element or per row
// of the last axis.
#include <cmath>

#include "ops/op_util.h"

namespace minitf {
namespace ops {

namespace {

// SELU's constants (Klambauer et al.), as TF's kernel spells them.
constexpr double kSeluScale = 1.0507009873554804934193349852946;
constexpr double kSeluAlpha = 1.6732632423543772848170429916717;

void float_check(const InferContext& ctx, size_t i) {
  if (!dtype_is_floating(ctx.inputs[i].dtype)) no_kernel(ctx.op, ctx.inputs[i].dtype);
}

// ---- element-wise activations -------------------------------------------------

enum class Act { Relu, Relu6, Elu, Selu, LeakyRelu };

template <Act kAct>
double activate(double x, double alpha) {
  switch (kAct) {
    case Act::Relu:
      return x > 0 ? x : 0;
    case Act::Relu6:
      return x > 0 ? (x < 6 ? x : 6) : 0;
    case Act::Elu:
      return x > 0 ? x : std::expm1(x);
    case Act::Selu:
      return x > 0 ? kSeluScale * x : kSeluScale * kSeluAlpha * std::expm1(x);
    case Act::LeakyRelu:
      return x > 0 ? x : alpha * x;
  }
  return x;
}

// Relu of one element, as its kernel and its block function compute it.
template <class T>
T relu_element(T x) {
  using C = typename ComputeType<T>::type;
  return to_compute(x) > C(0) ? x : T(0);
}

void unary_float_infer(const InferContext& ctx, SpecList* out) {
  float_check(ctx, 0);
  add_output(out, ctx.inputs[0].dtype, *ctx.inputs[0].shape);
}

template <Act kAct>
void activation_kernel(const KernelContext& ctx, TensorList* out) {
  const Tensor& x = ctx.inputs[0];
  double alpha = ctx.attrs.get_float("alpha", 0.2);
  Tensor r = forward_or_alloc_output(ctx, 0, 0);
  const int64_t n = x.num_elements();
  dispatch_float(x.dtype(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    using C = typename ComputeType<T>::type;
    const T* px = x.data<T>();
    T* pr = r.mutable_data<T>();
    if constexpr (kAct == Act::Relu) {
      // In place, spelled as such: the compiler's overlap check would send
      // the aliased loop to its scalar version.
      if (pr == px) {
        for (int64_t i = 0; i < n; ++i) pr[i] = relu_element(pr[i]);
      } else {
        for (int64_t i = 0; i < n; ++i) pr[i] = relu_element(px[i]);
      }
    } else {
      for (int64_t i = 0; i < n; ++i)
        pr[i] = from_compute<T>(C(activate<kAct>(double(to_compute(px[i])), alpha)));
    }
  });
  out->push_back(std::move(r));
}

// Relu's BlockFn (see registry.h): a bias add and its Relu run as one pass
// in a traced graph (graph/plan_fusion.cpp).
template <class T>
void relu_block(const void* a, int a_step, const void*, int, void* out, int64_t n) {
  MINITF_ASSERT(a_step == 1 || n == 1, "a unary op's operand has the output's elements");
  const T* px = static_cast<const T*>(a);
  T* pr = static_cast<T*>(out);
  if (pr == px) {  // in place, spelled as such (see activation_kernel)
    for (int64_t i = 0; i < n; ++i) pr[i] = relu_element(pr[i]);
  } else {
    for (int64_t i = 0; i < n; ++i) pr[i] = relu_element(px[i]);
  }
}

BlockFn relu_block_lookup(DType d) {
  switch (d) {
    case DType::Float32:
      return relu_block<float>;
    case DType::Float64:
      return relu_block<double>;
    default:
      return nullptr;
  }
}

// ReluGrad(gradients, features): gradients where features > 0, else 0.
void relu_grad_infer(const InferContext& ctx, SpecList* out) {
  float_check(ctx, 0);
  check_same_dtype(ctx, 0, 2);
  if (ctx.inputs[0].shape->known_rank() && ctx.inputs[1].shape->known_rank() &&
      !ctx.inputs[0].shape->compatible_with(*ctx.inputs[1].shape))
    throw_invalid_argument("Inputs to operation ReluGrad must have the same shape");
  add_output(out, ctx.inputs[0].dtype, *ctx.inputs[0].shape);
}

void relu_grad_kernel(const KernelContext& ctx, TensorList* out) {
  const Tensor& g = ctx.inputs[0];
  const Tensor& f = ctx.inputs[1];
  if (g.shape() != f.shape())
    throw_invalid_argument("Inputs to operation ReluGrad must have the same shape");
  Tensor r = forward_or_alloc_output(ctx, 0, 0);
  const int64_t n = g.num_elements();
  dispatch_float(g.dtype(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    using C = typename ComputeType<T>::type;
    const T* pg = g.data<T>();
    const T* pf = f.data<T>();
    T* pr = r.mutable_data<T>();
    if (pr == pg) {  // in place, spelled as such (see activation_kernel)
      for (int64_t i = 0; i < n; ++i) pr[i] = to_compute(pf[i]) > C(0) ? pr[i] : T(0);
    } else {
      for (int64_t i = 0; i < n; ++i) pr[i] = to_compute(pf[i]) > C(0) ? pg[i] : T(0);
    }
  });
  out->push_back(std::move(r));
}

// ---- softmax over the last axis -----------------------------------------------

void softmax_infer(const InferContext& ctx, SpecList* out) {
  float_check(ctx, 0);
  const Shape& s = *ctx.inputs[0].shape;
  if (s.known_rank() && s.rank() < 1)
    throw_invalid_argument("logits must have >= 1 dimension, got " + s.debug_str());
  add_output(out, ctx.inputs[0].dtype, s);
}

// Row-wise softmax (or log-softmax) of `rows` rows of `cols`, in double.
template <class T>
void softmax_rows(const T* x, T* y, int64_t rows, int64_t cols, bool log) {
  for (int64_t r = 0; r < rows; ++r) {
    const T* xr = x + r * cols;
    T* yr = y + r * cols;
    double m = -INFINITY;
    for (int64_t c = 0; c < cols; ++c) m = std::max(m, double(to_compute(xr[c])));
    double sum = 0;
    for (int64_t c = 0; c < cols; ++c) sum += std::exp(double(to_compute(xr[c])) - m);
    double lse = std::log(sum);
    for (int64_t c = 0; c < cols; ++c) {
      double z = double(to_compute(xr[c])) - m;
      yr[c] = from_compute<T>(typename ComputeType<T>::type(log ? z - lse : std::exp(z) / sum));
    }
  }
}

template <bool kLog>
void softmax_kernel(const KernelContext& ctx, TensorList* out) {
  const Tensor& x = ctx.inputs[0];
  Tensor r = alloc_output(ctx, 0);
  int64_t cols = x.rank() ? x.dim(x.rank() - 1) : 1;
  int64_t rows = cols ? x.num_elements() / cols : 0;
  dispatch_float(x.dtype(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    softmax_rows(x.data<T>(), r.mutable_data<T>(), rows, cols, kLog);
  });
  out->push_back(std::move(r));
}

// ---- cross-entropies ----------------------------------------------------------

// (features [batch, classes], labels [batch] ints) -> (loss [batch], backprop).
void sparse_xent_infer(const InferContext& ctx, SpecList* out) {
  float_check(ctx, 0);
  DType ld = ctx.inputs[1].dtype;
  if (ld != DType::Int32 && ld != DType::Int64) no_kernel(ctx.op, ld, "Tlabels");
  const Shape& f = *ctx.inputs[0].shape;
  const Shape& l = *ctx.inputs[1].shape;
  if (f.known_rank() && f.rank() != 2)
    throw_invalid_argument("logits must be 2-D, but got shape " + f.debug_str());
  if (l.known_rank() && l.rank() != 1)
    throw_invalid_argument("labels must be 1-D, but got shape " + l.debug_str());
  if (f.known_rank() && l.known_rank() && f[0] >= 0 && l[0] >= 0 && f[0] != l[0])
    throw_invalid_argument(
        "logits and labels must have the same first dimension, got logits shape " + f.debug_str() +
        " and labels shape " + l.debug_str());
  add_output(out, ctx.inputs[0].dtype, Shape::vector(f.known_rank() ? f[0] : Shape::kUnknownDim));
  add_output(out, ctx.inputs[0].dtype,
             f.known_rank() ? f : Shape({Shape::kUnknownDim, Shape::kUnknownDim}));
}

void sparse_xent_kernel(const KernelContext& ctx, TensorList* out) {
  const Tensor& f = ctx.inputs[0];
  std::vector<int64_t> labels = ctx.inputs[1].to_int64_vector();
  const int64_t rows = f.dim(0), cols = f.dim(1);
  for (int64_t r = 0; r < rows; ++r) {
    if (labels[size_t(r)] < 0 || labels[size_t(r)] >= cols) {
      std::string all;
      for (int64_t v : labels) all += (all.empty() ? "" : " ") + std::to_string(v);
      throw_invalid_argument("Received a label value of " + std::to_string(labels[size_t(r)]) +
                             " which is outside the valid range of [0, " + std::to_string(cols) +
                             ").  Label values: " + all);
    }
  }
  Tensor loss = alloc_output(ctx, 0), back = alloc_output(ctx, 1);
  dispatch_float(f.dtype(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* pf = f.data<T>();
    T* pb = back.mutable_data<T>();
    T* pl = loss.mutable_data<T>();
    // Each row's exponentials are taken once, in double: the loss is the
    // label's negated log-probability, the backprop softmax minus the one-hot
    // label (exp(z) / sum).
    std::vector<double> e(static_cast<size_t>(cols));
    for (int64_t r = 0; r < rows; ++r) {
      const T* fr = pf + r * cols;
      T* br = pb + r * cols;
      double m = -INFINITY;
      for (int64_t c = 0; c < cols; ++c) m = std::max(m, double(to_compute(fr[c])));
      double sum = 0;
      for (int64_t c = 0; c < cols; ++c) {
        e[size_t(c)] = std::exp(double(to_compute(fr[c])) - m);
        sum += e[size_t(c)];
      }
      const double lse = std::log(sum);
      const int64_t k = labels[size_t(r)];
      using C = typename ComputeType<T>::type;
      // The log-probability rounded to T first, as TF's loss is.
      const T logp = from_compute<T>(C(double(to_compute(fr[k])) - m - lse));
      pl[r] = from_compute<T>(C(-double(to_compute(logp))));
      for (int64_t c = 0; c < cols; ++c)
        br[c] = from_compute<T>(C(e[size_t(c)] / sum - (c == k ? 1.0 : 0.0)));
    }
  });
  out->push_back(std::move(loss));
  out->push_back(std::move(back));
}

// (features [batch, classes], labels [batch, classes]) -> (loss, backprop).
void xent_infer(const InferContext& ctx, SpecList* out) {
  float_check(ctx, 0);
  check_same_dtype(ctx, 0, 2);
  const Shape& f = *ctx.inputs[0].shape;
  const Shape& l = *ctx.inputs[1].shape;
  if (f.known_rank() && f.rank() != 2)
    throw_invalid_argument(
        "logits and labels must be either 2-dimensional, or broadcasted to be "
        "2-dimensional");
  if (f.fully_defined() && l.fully_defined() && f != l)
    throw_invalid_argument("logits and labels must be broadcastable: logits_size=" + f.debug_str() +
                           " labels_size=" + l.debug_str());
  add_output(out, ctx.inputs[0].dtype, Shape::vector(f.known_rank() ? f[0] : Shape::kUnknownDim));
  add_output(out, ctx.inputs[0].dtype,
             f.known_rank() ? f : Shape({Shape::kUnknownDim, Shape::kUnknownDim}));
}

void xent_kernel(const KernelContext& ctx, TensorList* out) {
  const Tensor& f = ctx.inputs[0];
  const Tensor& l = ctx.inputs[1];
  const int64_t rows = f.dim(0), cols = f.dim(1);
  Tensor loss = alloc_output(ctx, 0), back = alloc_output(ctx, 1);
  dispatch_float(f.dtype(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    using C = typename ComputeType<T>::type;
    const T* pf = f.data<T>();
    const T* pl = l.data<T>();
    T* pb = back.mutable_data<T>();
    T* ploss = loss.mutable_data<T>();
    softmax_rows(pf, pb, rows, cols, true);
    for (int64_t r = 0; r < rows; ++r) {
      double acc = 0;
      for (int64_t c = 0; c < cols; ++c) {
        int64_t i = r * cols + c;
        double lp = double(to_compute(pb[i])), lab = double(to_compute(pl[i]));
        acc -= lab * lp;
        pb[i] = from_compute<T>(C(std::exp(lp) - lab));
      }
      ploss[r] = from_compute<T>(C(acc));
    }
  });
  out->push_back(std::move(loss));
  out->push_back(std::move(back));
}

// ---- BiasAdd and L2Loss -----------------------------------------------------------

void bias_add_infer(const InferContext& ctx, SpecList* out) {
  check_same_dtype(ctx, 0, 2);
  float_check(ctx, 0);
  const Shape& v = *ctx.inputs[0].shape;
  const Shape& b = *ctx.inputs[1].shape;
  if (v.known_rank() && v.rank() < 2)
    throw_invalid_argument("Input tensor must be at least 2D: " + v.debug_str());
  if (b.known_rank() && b.rank() != 1)
    throw_invalid_argument("Biases must be 1D: " + b.debug_str());
  if (v.known_rank() && b.known_rank() && v[v.rank() - 1] >= 0 && b[0] >= 0 &&
      v[v.rank() - 1] != b[0])
    throw_invalid_argument(
        "Must provide as many biases as the last dimension of the input "
        "tensor: " +
        b.debug_str() + " vs. " + v.debug_str());
  add_output(out, ctx.inputs[0].dtype, v);
}

void bias_add_kernel(const KernelContext& ctx, TensorList* out) {
  const Tensor& v = ctx.inputs[0];
  const Tensor& b = ctx.inputs[1];
  Tensor r = alloc_output(ctx, 0);
  const int64_t c = b.num_elements();
  const int64_t n = v.num_elements();
  dispatch_float(v.dtype(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* pv = v.data<T>();
    const T* pb = b.data<T>();
    T* pr = r.mutable_data<T>();
    for (int64_t i = 0; i < n; ++i)
      pr[i] = from_compute<T>(to_compute(pv[i]) + to_compute(pb[i % c]));
  });
  out->push_back(std::move(r));
}

void l2_loss_infer(const InferContext& ctx, SpecList* out) {
  float_check(ctx, 0);
  add_output(out, ctx.inputs[0].dtype, Shape());
}

void l2_loss_kernel(const KernelContext& ctx, TensorList* out) {
  const Tensor& x = ctx.inputs[0];
  Tensor r = alloc_output(ctx, 0);
  dispatch_float(x.dtype(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    using C = typename ComputeType<T>::type;
    const T* px = x.data<T>();
    C acc = 0;
    for (int64_t i = 0; i < x.num_elements(); ++i) acc += to_compute(px[i]) * to_compute(px[i]);
    r.mutable_data<T>()[0] = from_compute<T>(acc / C(2));
  });
  out->push_back(std::move(r));
}

}  // namespace

void register_nn_ops(OpTable& t) {
  t.define(OpId::Relu, unary_float_infer, activation_kernel<Act::Relu>, "features", 1, 1);
  t.defs[static_cast<int>(OpId::Relu)].block = relu_block_lookup;
  t.define(OpId::ReluGrad, relu_grad_infer, relu_grad_kernel, "gradients,features", 2, 2);
  t.define(OpId::Relu6, unary_float_infer, activation_kernel<Act::Relu6>, "features", 1, 1);
  t.define(OpId::Elu, unary_float_infer, activation_kernel<Act::Elu>, "features", 1, 1);
  t.define(OpId::Selu, unary_float_infer, activation_kernel<Act::Selu>, "features", 1, 1);
  t.define(OpId::LeakyRelu, unary_float_infer, activation_kernel<Act::LeakyRelu>, "features", 1, 1);
  t.define(OpId::Softmax, softmax_infer, softmax_kernel<false>, "logits", 1, 1);
  t.define(OpId::LogSoftmax, softmax_infer, softmax_kernel<true>, "logits", 1, 1);
  t.define(OpId::BiasAdd, bias_add_infer, bias_add_kernel, "value,bias", 2, 2);
  t.define(OpId::L2Loss, l2_loss_infer, l2_loss_kernel, "t", 1, 1);
  t.define(OpId::SparseSoftmaxCrossEntropyWithLogits, sparse_xent_infer, sparse_xent_kernel,
           "features,labels", 2, 2);
  t.define(OpId::SoftmaxCrossEntropyWithLogits, xent_infer, xent_kernel, "features,labels", 2, 2);
}

}  // namespace ops
}  // namespace minitf
