// Python operators on tf tensors and variables, and TF's operand conversion.
#pragma once

#include <optional>

#include "framework/dispatch.h"

namespace minitf {

// The tensor value of a tf.Tensor or tf.Variable operand (null otherwise).
const Tensor* tensor_operand(const Value& v);

// Adds v to `inputs`: a tensor or variable as is, any other value converted
// with convert_to_tensor (to `dtype` when given).
void add_tensor_input(Interpreter& in, OpInputs& inputs, const Value& v,
                      std::optional<DType> dtype = std::nullopt);
// TF's args_to_matching_eager: every argument converted to the dtype of the
// first one that is a tensor or variable, or else of the first converted one
// (`default_dtype` first when given).
void add_matching_inputs(Interpreter& in, OpInputs& inputs, const Value* const* args, size_t n,
                         std::optional<DType> default_dtype = std::nullopt);

// tf.matmul's dispatch: MatMul for two matrices (with transpose attrs when a
// flag is set), a batched product of the matrices (BatchMatMulV2, V3 in modern
// TF) when either input has more dimensions or an unknown rank.
Value tf_matmul(Interpreter& in, OpInputs& inputs, bool ta, bool tb, const char* scope);

// + - * / // % ** @ & | < <= > >= == != unary - abs ~ and __hash__, with TF
// 2.0's binary_op_wrapper semantics, on tf.Tensor and tf.Variable.
void install_tensor_operators(TypeObject* t);

// x / y as TF's truediv: same dtypes required; integers divide in float
// (int8/16 -> float32, int32/64 -> float64).
Value tf_truediv(Interpreter& in, const Value& x, const Value& y, const char* scope);

}  // namespace minitf
