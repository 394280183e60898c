// Assert and CheckNumerics: the ops behind tf.debugging's checks in graphs.
// Assert(condition, data...) fails with TF's AssertOp text when the scalar
// condition is false; it has no outputs and is stateful, so a traced
// function runs it (automatic control dependencies) and it is never folded.
// CheckNumerics(tensor) passes its input through, failing on NaN or Inf.
#include <cmath>

#include "ops/op_util.h"
#include "tensor/float_format.h"
#include "tensor/format.h"

namespace minitf {
namespace ops {

namespace {

// Assert's default `summarize`: how many entries of each data tensor it shows.
constexpr int64_t kAssertSummarize = 3;

// Tensor::SummarizeValue(limit, print_v2=false)'s element: TF's StrCat of it.
std::string legacy_element(const Tensor& t, int64_t i) {
  switch (t.dtype()) {
    case DType::Float32:
      return tf_float_to_string(t.data<float>()[i]);
    case DType::Float16:
      return tf_float_to_string(static_cast<float>(t.data<Half>()[i]));
    case DType::Float64:
      return tf_double_to_string(t.data<double>()[i]);
    case DType::Bool:
      return t.data<bool>()[i] ? "1" : "0";
    case DType::String:
      return tf_c_escape(t.data<std::string>()[i]);
    default:
      return std::to_string(t.element_as_int64(i));
  }
}

// PrintOneDim: the innermost dimension's elements space-separated, each outer
// sub-block in brackets, stopping after `limit` elements.
void legacy_dim(const Tensor& t, int dim, int64_t limit, int64_t* index, std::string* out) {
  int64_t count = t.dim(dim);
  if (dim == t.rank() - 1) {
    for (int64_t i = 0; i < count; ++i) {
      if (*index >= limit) return;
      if (i > 0) *out += ' ';
      *out += legacy_element(t, (*index)++);
    }
    return;
  }
  for (int64_t i = 0; i < count; ++i) {
    bool open = false;
    if (*index < limit) {
      *out += '[';
      open = true;
    }
    legacy_dim(t, dim + 1, limit, index, out);
    if (*index < limit || open) *out += ']';
  }
}

// Tensor::SummarizeValue(summarize) without print_v2: what Assert shows.
std::string legacy_summarize(const Tensor& t, int64_t summarize) {
  int64_t num = t.num_elements();
  int64_t limit = summarize < 0 ? num : std::min(summarize, num);
  std::string out;
  if (t.rank() == 0) {
    if (limit > 0) out = legacy_element(t, 0);
  } else {
    int64_t index = 0;
    legacy_dim(t, 0, limit, &index, &out);
  }
  if (num > limit) out += "...";
  return out;
}

void assert_infer(const InferContext& ctx, SpecList*) {
  const InputSpec& cond = ctx.inputs[0];
  if (cond.dtype != DType::Bool)
    throw_invalid_argument(dtype_mismatch_message("Assert", 0, DType::Bool, cond.dtype));
  if (cond.shape->known_rank() && cond.shape->rank() != 0)
    throw_invalid_argument("In[0] should be a scalar: " + cond.shape->str());
}

void assert_kernel(const KernelContext& ctx, TensorList*) {
  if (ctx.inputs[0].item<bool>()) return;
  int64_t summarize = ctx.attrs.get_int("summarize", kAssertSummarize);
  std::string msg = "assertion failed: ";
  for (size_t i = 1; i < ctx.inputs.size(); ++i) {
    msg += "[" + legacy_summarize(ctx.inputs[i], summarize) + "]";
    if (i + 1 < ctx.inputs.size()) msg += ' ';
  }
  throw TensorError(TensorError::InvalidArgument, msg);
}

void check_numerics_infer(const InferContext& ctx, SpecList* out) {
  DType d = ctx.inputs[0].dtype;
  if (!dtype_is_floating(d)) no_kernel(ctx.op, d);
  add_output(out, d, *ctx.inputs[0].shape);
}

template <typename T>
void find_bad(const Tensor& t, bool* nan, bool* inf) {
  const T* p = t.data<T>();
  for (int64_t i = 0, n = t.num_elements(); i < n; ++i) {
    double v = static_cast<double>(static_cast<float>(p[i]));
    *nan = *nan || std::isnan(v);
    *inf = *inf || std::isinf(v);
  }
}

void check_numerics_kernel(const KernelContext& ctx, TensorList* out) {
  const Tensor& t = ctx.inputs[0];
  bool nan = false;
  bool inf = false;
  switch (t.dtype()) {
    case DType::Float32:
      find_bad<float>(t, &nan, &inf);
      break;
    case DType::Float64:
      find_bad<double>(t, &nan, &inf);
      break;
    case DType::Float16:
      find_bad<Half>(t, &nan, &inf);
      break;
    default:
      no_kernel(ctx.op, t.dtype());
  }
  if (nan || inf) {
    const char* what = nan && inf ? "Inf and NaN" : nan ? "NaN" : "Inf";
    throw TensorError(TensorError::InvalidArgument,
                      ctx.attrs.get_string("message", "") + " : Tensor had " + what + " values");
  }
  out->push_back(t);
}

}  // namespace

void register_assert_ops(OpTable& t) {
  t.define(OpId::Assert, assert_infer, assert_kernel, "condition,data", 1, -1, /*stateful=*/true);
  t.set_type_attrs(OpId::Assert, "");
  t.define(OpId::CheckNumerics, check_numerics_infer, check_numerics_kernel, "tensor", 1, 1,
           /*stateful=*/true);
}

}  // namespace ops
}  // namespace minitf
