#include "ops/registry.h"

#include <cctype>
#include <unordered_map>

#include "base/assert.h"
#include "ops/op_util.h"

namespace minitf {

namespace {

const char* const kOpNames[] = {
#define MINITF_X(name, outputs) #name,
    MINITF_OPS(MINITF_X)
#undef MINITF_X
};

const char* const kOpOutputs[] = {
#define MINITF_X(name, outputs) outputs,
    MINITF_OPS(MINITF_X)
#undef MINITF_X
};

struct Registry {
  ops::OpTable table;
  std::unordered_map<std::string_view, const OpDef*> by_name;

  Registry() {
    ops::register_math_ops(table);
    ops::register_matmul_ops(table);
    ops::register_reduction_ops(table);
    ops::register_array_ops(table);
    ops::register_slice_ops(table);
    ops::register_random_ops(table);
    ops::register_gradient_ops(table);
    ops::register_nn_ops(table);
    ops::register_conv_ops(table);
    ops::register_sequence_ops(table);
    ops::register_gather_ops(table);
    ops::register_shape_ops(table);
    ops::register_linalg_ops(table);
    ops::register_string_ops(table);
    ops::register_py_func_ops(table);
    ops::register_assert_ops(table);
    for (const OpDef& d : table.defs) {
      if (d.name) by_name.emplace(d.name, &d);
    }
  }
};

const Registry& registry() {
  static const Registry r;
  return r;
}

// Appends TF's eager context to a kernel/inference error.
[[noreturn]] void rethrow_eager(TensorError& e, const OpDef& op, std::string_view suffix) {
  e.message += " [Op:";
  e.message += op.name;
  e.message += "]";
  e.message += suffix;
  throw;
}

void check_arity(const OpDef& op, size_t n) {
  if (static_cast<int>(n) < op.min_inputs ||
      (op.max_inputs >= 0 && static_cast<int>(n) > op.max_inputs)) {
    throw_invalid_argument(std::string(op.name) + " expects " +
                           (op.min_inputs == op.max_inputs
                                ? std::to_string(op.min_inputs)
                                : "at least " + std::to_string(op.min_inputs)) +
                           " inputs, got " + std::to_string(n));
  }
}

}  // namespace

namespace ops {

void OpTable::define(OpId id, InferFn infer, KernelFn kernel, const char* inputs, int min_inputs,
                     int max_inputs, bool stateful) {
  OpDef& d = defs[static_cast<int>(id)];
  MINITF_ASSERT(d.name == nullptr, "an op defined twice");
  d.name = kOpNames[static_cast<int>(id)];
  d.outputs = kOpOutputs[static_cast<int>(id)];
  d.id = id;
  d.infer = infer;
  d.kernel = kernel;
  d.inputs = inputs;
  d.min_inputs = min_inputs;
  d.max_inputs = max_inputs;
  d.stateful = stateful;
}

void no_kernel(const OpDef& op, DType dtype, const char* attr) {
  throw TensorError(TensorError::NotFound, std::string("Could not find device for node: {{node ") +
                                               op.name + "}} = " + op.name + "[" + attr + "=" +
                                               dtype_enum_name(dtype) + "]");
}

void check_same_dtype(const InferContext& ctx, size_t first, size_t last) {
  MINITF_ASSERT(first < last && last <= ctx.inputs.size(), "dtype check past the inputs");
  DType want = ctx.inputs[first].dtype;
  for (size_t i = first + 1; i < last; ++i) {
    DType got = ctx.inputs[i].dtype;
    if (got != want) {
      TensorError e(TensorError::InvalidArgument,
                    dtype_mismatch_message(ctx.op.name, static_cast<int>(i), want, got));
      e.mismatch.input_index = static_cast<int>(i);
      e.mismatch.expected = want;
      e.mismatch.actual = got;
      throw e;
    }
  }
}

bool known_ints(const InputSpec& in, std::vector<int64_t>* out) {
  if (!in.value) return false;
  *out = in.value->to_int64_vector();
  return true;
}

Shape shape_from_unknown_shape_input(const InputSpec& in) {
  if (in.partial) {
    Shape s;
    for (int64_t d : *in.partial) s.push_back(d < 0 ? Shape::kUnknownDim : d);
    return s;
  }
  const Shape& ss = *in.shape;
  if (ss.known_rank() && ss.rank() == 1 && ss[0] >= 0)
    return Shape(std::vector<int64_t>(static_cast<size_t>(ss[0]), Shape::kUnknownDim));
  return Shape::unknown_rank();
}

DType int_input_dtype_check(const InferContext& ctx, size_t index) {
  DType d = ctx.inputs[index].dtype;
  if (d != DType::Int32 && d != DType::Int64) no_kernel(ctx.op, d, "Tidx");
  return d;
}

}  // namespace ops

const OpDef& op_def(OpId id) {
  const OpDef& d = registry().table.defs[static_cast<int>(id)];
  MINITF_ASSERT(d.name != nullptr, "an op of the table that no register_*_ops defines");
  return d;
}

const OpDef* find_op(std::string_view name) {
  const auto& m = registry().by_name;
  auto it = m.find(name);
  return it == m.end() ? nullptr : it->second;
}

std::vector<const OpDef*> all_ops() {
  std::vector<const OpDef*> out;
  for (const OpDef& d : registry().table.defs)
    if (d.name) out.push_back(&d);
  return out;
}

SpecList infer_op(const OpDef& op, Span<InputSpec> inputs, const Attrs& attrs) {
  check_arity(op, inputs.size());
  SpecList out;
  op.infer(InferContext{op, inputs, attrs}, &out);
  return out;
}

TensorList run_op(const OpDef& op, Span<Tensor> inputs, const Attrs& attrs,
                  std::string_view error_suffix) {
  TensorList out;
  try {
    check_arity(op, inputs.size());
    InputSpecList specs;
    for (const Tensor& t : inputs) specs.push_back(InputSpec{t.dtype(), &t.shape(), &t});
    SpecList out_specs;
    op.infer(InferContext{op, Span<InputSpec>(specs.data(), specs.size()), attrs}, &out_specs);
    op.kernel(KernelContext{op, inputs, attrs, out_specs}, &out);
  } catch (TensorError& e) {
    rethrow_eager(e, op, error_suffix);
  }
  return out;
}

Tensor run_op1(OpId id, Span<Tensor> inputs, const Attrs& attrs, std::string_view error_suffix) {
  TensorList out = run_op(op_def(id), inputs, attrs, error_suffix);
  return std::move(out[0]);
}

std::string dtype_mismatch_message(const char* op_name, int index, DType expected, DType actual) {
  return std::string("cannot compute ") + op_name + " as input #" + std::to_string(index) +
         "(zero-based) was expected to be a " + dtype_kernel_name(expected) + " tensor but is a " +
         dtype_kernel_name(actual) + " tensor";
}

std::string graph_dtype_mismatch_message(const OpDef& op, int index, DType expected, DType actual) {
  // Input arg names come from the op's signature "x,y".
  std::vector<std::string> names;
  std::string cur;
  for (const char* p = op.inputs;; ++p) {
    if (*p == ',' || *p == 0) {
      names.push_back(cur);
      cur.clear();
      if (!*p) break;
    } else {
      cur += *p;
    }
  }
  auto name_of = [&](int i) {
    if (names.empty()) return std::string("input");
    return names[std::min<size_t>(static_cast<size_t>(i), names.size() - 1)];
  };
  return "Input '" + name_of(index) + "' of '" + op.name + "' Op has type " + dtype_name(actual) +
         " that does not match type " + dtype_name(expected) + " of argument '" + name_of(0) + "'.";
}

std::string dtype_enum_name(DType d) {
  std::string s = "DT_";
  for (const char* p = dtype_kernel_name(d); *p; ++p) s += static_cast<char>(std::toupper(*p));
  return s;
}

}  // namespace minitf
