// Ops that gradients emit and nothing else needs much: StopGradient (an
// identity the tape does not differentiate through) and BroadcastGradientArgs (the reduction axes
// that undo a broadcast, for shapes only known when the graph runs). StridedSliceGrad lives beside
// StridedSlice (slice_ops.cpp), whose index analysis it shares.
#include <cmath>

#include "ops/op_util.h"

namespace minitf {
namespace ops {

namespace {

void stop_gradient_infer(const InferContext& ctx, SpecList* out) {
  add_output(out, ctx.inputs[0].dtype, *ctx.inputs[0].shape);
}

void stop_gradient_kernel(const KernelContext& ctx, TensorList* out) {
  out->push_back(ctx.inputs[0]);
}

// BroadcastGradientArgs(s0, s1) -> (r0, r1): the axes of the broadcast shape
// that input 0 (input 1) was stretched along, which its gradient is summed
// over (TF's BCast::GradReduce).
void bga_infer(const InferContext& ctx, SpecList* out) {
  for (int i = 0; i < 2; ++i) {
    DType d = ctx.inputs[i].dtype;
    if (d != DType::Int32 && d != DType::Int64) no_kernel(ctx.op, d);
  }
  check_same_dtype(ctx, 0, 2);
  // The lengths depend on the values: the kernel sizes its outputs itself.
  add_output(out, ctx.inputs[0].dtype, Shape::vector(Shape::kUnknownDim));
  add_output(out, ctx.inputs[0].dtype, Shape::vector(Shape::kUnknownDim));
}

void bga_kernel(const KernelContext& ctx, TensorList* out) {
  std::vector<int64_t> a = ctx.inputs[0].to_int64_vector();
  std::vector<int64_t> b = ctx.inputs[1].to_int64_vector();
  const size_t rank = std::max(a.size(), b.size());
  std::vector<int64_t> ra, rb;
  for (size_t i = 0; i < rank; ++i) {
    // Dimension i of the broadcast shape, aligned at the right.
    int64_t da = i + a.size() >= rank ? a[i + a.size() - rank] : 1;
    int64_t db = i + b.size() >= rank ? b[i + b.size() - rank] : 1;
    if (da != db && da != 1 && db != 1) {
      throw_invalid_argument("Incompatible shapes: " + Shape(a).debug_str() + " vs. " +
                             Shape(b).debug_str());
    }
    if (da == 1 && db == 1) {
      // Both stretched (or both 1): TF reduces both over it.
      ra.push_back(int64_t(i));
      rb.push_back(int64_t(i));
    } else if (da == 1) {
      ra.push_back(int64_t(i));
    } else if (db == 1) {
      rb.push_back(int64_t(i));
    }
  }
  DType d = ctx.inputs[0].dtype();
  for (const auto* v : {&ra, &rb}) {
    Tensor t = Tensor::empty(d, Shape::vector(int64_t(v->size())));
    for (size_t i = 0; i < v->size(); ++i) {
      if (d == DType::Int32)
        t.mutable_data<int32_t>()[i] = int32_t((*v)[i]);
      else
        t.mutable_data<int64_t>()[i] = (*v)[i];
    }
    out->push_back(std::move(t));
  }
}

}  // namespace

void register_gradient_ops(OpTable& t) {
  t.define(OpId::StopGradient, stop_gradient_infer, stop_gradient_kernel, "input", 1, 1);
  t.define(OpId::BroadcastGradientArgs, bga_infer, bga_kernel, "s0,s1", 2, 2);
}

}  // namespace ops
}  // namespace minitf
