// The op registry: every tf operation is defined once, here, by TF's op name,
// its dtype/shape inference and its CPU kernel. Eager execution runs
// infer + kernel at once (run_op); tracing runs only `infer` on symbolic inputs
// (InputSpec with unknown dims, and a value only where the input is a known
// constant) and stores op + attrs + inputs in a graph node; the graph executor
// later calls run_op with the concrete tensors.
//
// Operands that TF passes as tensors stay tensors here, as in TF's op
// signatures: Sum(input, reduction_indices), Reshape(tensor, shape),
// ConcatV2(values..., axis), Fill(dims, value), ... Inference reads their
// values through InputSpec::value when known and leaves dims unknown otherwise.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "ops/attrs.h"
#include "tensor/small_vector.h"
#include "tensor/tensor.h"

namespace minitf {

// X(TF op name, TF's output arg names: comma separated, one output each, except
// that a name ending in '*' takes all the outputs left, as a list arg does)
// clang-format off
#define MINITF_OPS(X)                                                                  \
  X(AddV2, "z") X(Sub, "z") X(Mul, "z") X(RealDiv, "z") X(FloorDiv, "z")               \
  X(FloorMod, "z") X(Pow, "z") X(Maximum, "z") X(Minimum, "z") X(Greater, "z")         \
  X(GreaterEqual, "z") X(Less, "z") X(LessEqual, "z") X(Equal, "z") X(NotEqual, "z")   \
  X(LogicalAnd, "z") X(LogicalOr, "z") X(LogicalNot, "y") X(Neg, "y") X(Abs, "y")      \
  X(Exp, "y") X(Log, "y") X(Sqrt, "y") X(Square, "y") X(Tanh, "y") X(Sigmoid, "y")     \
  X(Round, "y") X(Floor, "y") X(Ceil, "y") X(MatMul, "product") X(Sum, "output")       \
  X(Mean, "output") X(Max, "output") X(Min, "output") X(Prod, "output")                \
  X(ArgMax, "output") X(ArgMin, "output") X(Cast, "y") X(Reshape, "output")            \
  X(Transpose, "y") X(Fill, "output") X(ZerosLike, "y") X(OnesLike, "y")               \
  X(Range, "output") X(Pack, "output") X(ConcatV2, "output") X(Split, "output*")       \
  X(Select, "output") X(SelectV2, "output") X(Shape, "output") X(Size, "output")       \
  X(Rank, "output") X(StridedSlice, "output") X(Identity, "output") X(Const, "output") \
  X(RandomUniform, "output") X(RandomStandardNormal, "output") X(Sin, "y") X(Cos, "y") \
  X(Tan, "y") X(Asin, "y") X(Acos, "y") X(Atan, "y") X(Sinh, "y") X(Cosh, "y")         \
  X(Log1p, "y") X(Expm1, "y") X(Rsqrt, "y") X(Reciprocal, "y") X(Sign, "y")            \
  X(Softplus, "activations") X(Erf, "y") X(IsFinite, "y") X(AddN, "sum")               \
  X(Cumsum, "out") X(Any, "output") X(All, "output") X(GatherV2, "output")             \
  X(GatherNd, "output") X(TensorScatterUpdate, "output") X(Where, "index")             \
  X(OneHot, "output") X(BroadcastTo, "output") X(Tile, "output")                       \
  X(ExpandDims, "output") X(Squeeze, "output") X(Pad, "output") X(PadV2, "output")     \
  X(MirrorPad, "output") X(TopKV2, "values,indices") X(LinSpace, "output")             \
  X(MatrixInverse, "output") X(MatrixDeterminant, "output") X(MatrixDiagV3, "output")  \
  X(MatrixDiagPartV3, "diagonal") X(Einsum, "output") X(Svd, "s,u,v")                  \
  X(StringLength, "output") X(StringJoin, "output") X(AsString, "output")              \
  X(StringToNumber, "output") X(StringToHashBucketFast, "output")                        \
  X(EagerPyFunc, "output*") X(StopGradient, "output")      \
  X(StridedSliceGrad, "output") X(BroadcastGradientArgs, "r0,r1")                      \
  X(Relu, "activations") X(ReluGrad, "backprops") X(Relu6, "activations")              \
  X(Elu, "activations") X(Selu, "activations") X(LeakyRelu, "activations")             \
  X(Softmax, "softmax") X(LogSoftmax, "logsoftmax") X(BiasAdd, "output")               \
  X(L2Loss, "output") X(SparseSoftmaxCrossEntropyWithLogits, "loss,backprop")          \
  X(SoftmaxCrossEntropyWithLogits, "loss,backprop") X(Conv2D, "output")                \
  X(Conv2DBackpropInput, "output") X(Conv2DBackpropFilter, "output")                   \
  X(MaxPool, "output") X(MaxPoolGrad, "output") X(MaxPoolGradGrad, "output")           \
  X(AvgPool, "output") X(AvgPoolGrad, "output") X(BatchMatMulV2, "output")             \
  X(BatchMatMulV3, "output") X(Assert, "") X(CheckNumerics, "output")
// clang-format on

enum class OpId : uint16_t {
// clang-format off: the formatter would indent kCount after an X-macro expansion.
#define MINITF_X(name, outputs) name,
  MINITF_OPS(MINITF_X)
#undef MINITF_X
  // clang-format on
  kCount
};

// What inference knows about one input.
struct InputSpec {
  DType dtype;
  const Shape* shape;   // may be partially known while tracing
  const Tensor* value;  // the value when known (eager: always; tracing: constants)
  // An int vector known in part while tracing (TF's ConstantPartialShape):
  // its elements, -1 where unknown. Shape operands (Fill's dims, Reshape's
  // shape) read it when `value` is null.
  const std::vector<int64_t>* partial = nullptr;
};

// What inference says about one output.
struct TensorSpec {
  DType dtype = DType::Float32;
  Shape shape;
};

// Inline capacities: one-output ops (nearly all) and up to four inputs stay on
// the stack; Split/Pack/ConcatV2 with more spill to the heap.
using SpecList = SmallVector<TensorSpec, 1>;
using TensorList = SmallVector<Tensor, 1>;
using InputSpecList = SmallVector<InputSpec, 4>;

struct OpDef;

struct InferContext {
  const OpDef& op;
  Span<InputSpec> inputs;
  const Attrs& attrs;
};

struct KernelContext {
  const OpDef& op;
  Span<Tensor> inputs;
  const Attrs& attrs;
  const SpecList& outputs;  // inferred, fully known
  // Bit i set: nothing reads `inputs[i]` after this op (the graph executor
  // moved it out at its last use), so an elementwise kernel may write its
  // output there when no one else holds the buffer (op_util's can_forward;
  // TF's buffer forwarding: the output is then hot in the cache, where a
  // fresh buffer is not).
  uint32_t forwardable = 0;
};

// Appends one TensorSpec per output; throws TensorError on invalid inputs.
using InferFn = void (*)(const InferContext& ctx, SpecList* outputs);
// Appends one Tensor per output, of the inferred dtype and shape.
using KernelFn = void (*)(const KernelContext& ctx, TensorList* outputs);
// The kernel's arithmetic on two scalars of dtype `d` (one that
// scalar_fn_covers), making `out` the one scalar output. False, with `out`
// untouched, where the kernel has no such dtype or would fail (an integer
// division by zero): run_op then gives the error. Lets eager operators on 0-d
// tensors skip inference and the kernel's loops, with the kernel's bits.
using ScalarFn = bool (*)(DType d, const void* a, const void* b, Tensor* out);
inline bool scalar_fn_covers(DType d) {
  return d == DType::Float32 || d == DType::Float64 || d == DType::Int32 || d == DType::Int64;
}
// An element-wise op's arithmetic over a run of n elements, exactly as its
// kernel computes each one: out[i] = f(a[i * a_step], b[i * b_step]), where a
// step is 1, or 0 for a one-element operand that is broadcast (`b` is unused
// by unary ops). `out` may be one of the operands (the same elements are read
// before they are written). Lets the graph executor run a chain of such ops as
// one pass over memory (graph/plan_fusion.cpp) with the kernels' own bits.
// Every pointer must be 64-byte aligned, as tensor buffers are, and every run
// but an operand's last a multiple of 64 bytes long: a vectorized unary op
// (Eigen's packets, whose square root is an approximation where its scalar
// tail is exact) then splits the elements between packets and tail exactly as
// the kernel does over the whole tensor.
using BlockFn = void (*)(const void* a, int a_step, const void* b, int b_step, void* out,
                         int64_t n);
// The op's BlockFn for dtype `d`; null where the op has no kernel for `d` or
// could fail (an integer division), which the fused run could not report.
using BlockLookup = BlockFn (*)(DType d);

struct OpDef {
  const char* name = nullptr;  // TF's op name: "AddV2"
  OpId id = OpId::kCount;
  InferFn infer = nullptr;
  KernelFn kernel = nullptr;
  ScalarFn scalar = nullptr;    // optional, see ScalarFn
  BlockLookup block = nullptr;  // optional, see BlockLookup
  bool stateful = false;        // random ops: never deduplicated or constant-folded
  const char* inputs = "";      // TF's input arg names, comma separated: "x,y"
  const char* outputs = "";     // TF's output arg names (see MINITF_OPS): "z", "values,indices"
  int min_inputs = 0;
  int max_inputs = 0;  // -1: variadic
  // TF's type attrs of a NodeDef, each the dtype of one input:
  // "Tparams=0,Tindices=1,Taxis=2"; "" for none; null for the common "T=0".
  const char* type_attrs = nullptr;
};

const OpDef& op_def(OpId id);
// Lookup by TF op name; null when there is no such op.
const OpDef* find_op(std::string_view name);
std::vector<const OpDef*> all_ops();

// Shape/dtype inference only (tracing).
SpecList infer_op(const OpDef& op, Span<InputSpec> inputs, const Attrs& attrs = Attrs::none());

// Eager dispatch: infer + kernel. A TensorError's message gets TF's eager
// context appended: " [Op:AddV2]" then `error_suffix` (TF 2.0/2.1 printed
// " name: add/" there; the caller decides).
TensorList run_op(const OpDef& op, Span<Tensor> inputs, const Attrs& attrs = Attrs::none(),
                  std::string_view error_suffix = {});
inline TensorList run_op(OpId id, Span<Tensor> inputs, const Attrs& attrs = Attrs::none(),
                         std::string_view error_suffix = {}) {
  return run_op(op_def(id), inputs, attrs, error_suffix);
}
// The single output of a one-output op.
Tensor run_op1(OpId id, Span<Tensor> inputs, const Attrs& attrs = Attrs::none(),
               std::string_view error_suffix = {});

// "cannot compute AddV2 as input #1(zero-based) was expected to be a float
// tensor but is a int32 tensor" — TF's eager dtype-mismatch text (no [Op:] part).
std::string dtype_mismatch_message(const char* op_name, int index, DType expected, DType actual);
// TF's graph-mode (trace-time) text for the same error: "Input 'y' of 'AddV2' Op
// has type int32 that does not match type float32 of argument 'x'."
std::string graph_dtype_mismatch_message(const OpDef& op, int index, DType expected, DType actual);
// "DT_FLOAT" — TF's DataType enum spelling, used in kernel-lookup errors.
std::string dtype_enum_name(DType d);

}  // namespace minitf
