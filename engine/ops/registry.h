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

// X(TF op name)
// clang-format off
#define MINITF_OPS(X)                                                                        \
  X(AddV2) X(Sub) X(Mul) X(RealDiv) X(FloorDiv) X(FloorMod) X(Pow) X(Maximum) X(Minimum)     \
  X(Greater) X(GreaterEqual) X(Less) X(LessEqual) X(Equal) X(NotEqual)                       \
  X(LogicalAnd) X(LogicalOr) X(LogicalNot)                                                   \
  X(Neg) X(Abs) X(Exp) X(Log) X(Sqrt) X(Square) X(Tanh) X(Sigmoid) X(Round) X(Floor) X(Ceil) \
  X(MatMul)                                                                                  \
  X(Sum) X(Mean) X(Max) X(Min) X(Prod) X(ArgMax) X(ArgMin)                                   \
  X(Cast) X(Reshape) X(Transpose) X(Fill) X(ZerosLike) X(OnesLike) X(Range)                  \
  X(Pack) X(ConcatV2) X(Split) X(Select) X(SelectV2)                                         \
  X(Shape) X(Size) X(Rank) X(StridedSlice) X(Identity) X(Const)                              \
  X(RandomUniform) X(RandomStandardNormal)                                                   \
  X(StopGradient) X(StridedSliceGrad) X(BroadcastGradientArgs)                               \
  X(Relu) X(ReluGrad) X(Relu6) X(Elu) X(Selu) X(LeakyRelu)                                   \
  X(Softmax) X(LogSoftmax) X(BiasAdd) X(L2Loss)                                              \
  X(SparseSoftmaxCrossEntropyWithLogits) X(SoftmaxCrossEntropyWithLogits)                    \
  X(Conv2D) X(Conv2DBackpropInput) X(Conv2DBackpropFilter)                                   \
  X(MaxPool) X(MaxPoolGrad) X(MaxPoolGradGrad) X(AvgPool) X(AvgPoolGrad)                     \
  X(Sin) X(Cos) X(Tan) X(Asin) X(Acos) X(Atan) X(Sinh) X(Cosh) X(Log1p) X(Expm1)            \
  X(Rsqrt) X(Reciprocal) X(Sign) X(Softplus) X(Erf) X(IsFinite)                              \
  X(AddN) X(Cumsum) X(Any) X(All)                                                            \
  X(GatherV2) X(GatherNd) X(TensorScatterUpdate) X(Where) X(OneHot)                         \
  X(BroadcastTo) X(Tile) X(ExpandDims) X(Squeeze) X(Pad) X(PadV2) X(MirrorPad)             \
  X(TopKV2) X(LinSpace)                                                                      \
  X(MatrixInverse) X(MatrixDeterminant) X(MatrixDiagV3) X(MatrixDiagPartV3) X(Einsum)        \
  X(StringLength) X(StringJoin) X(AsString) X(StringToNumber) X(EagerPyFunc)
// clang-format on

enum class OpId : uint16_t {
// clang-format off: the formatter would indent kCount after an X-macro expansion.
#define MINITF_X(name) name,
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

struct OpDef {
  const char* name = nullptr;  // TF's op name: "AddV2"
  OpId id = OpId::kCount;
  InferFn infer = nullptr;
  KernelFn kernel = nullptr;
  ScalarFn scalar = nullptr;  // optional, see ScalarFn
  bool stateful = false;      // random ops: never deduplicated or constant-folded
  const char* inputs = "";    // TF's input arg names, comma separated: "x,y"
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
