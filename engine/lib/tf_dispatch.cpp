#include "lib/tf_dispatch.h"

namespace minitf {

namespace {

// Appends TF's " name: <name>" to an eager error (run_op already added
// " [Op:Name]") and raises it as a Python exception.
[[noreturn]] void raise_op_error(Interpreter& in, TensorError& e, const char* name) {
  if (modern_tf(in)) {
    e.message += " name: ";
    if (name) e.message += name;
  } else if (name) {
    e.message += " name: ";
    e.message += name;
  }
  raise_tensor_error(e);
}

}  // namespace

Value dispatch_op(Interpreter& in, OpId op, OpInputs& inputs, const Attrs& attrs,
                  const char* name) {
  try {
    TensorList out = run_op(op, Span<Tensor>(inputs.values.data(), inputs.size()), attrs);
    return make_eager_tensor(std::move(out[0]));
  } catch (TensorError& e) {
    raise_op_error(in, e, name);
  }
}

std::vector<Value> dispatch_op_n(Interpreter& in, OpId op, OpInputs& inputs, const Attrs& attrs,
                                 const char* name) {
  try {
    TensorList out = run_op(op, Span<Tensor>(inputs.values.data(), inputs.size()), attrs);
    std::vector<Value> values;
    values.reserve(out.size());
    for (Tensor& t : out) values.push_back(make_eager_tensor(std::move(t)));
    return values;
  } catch (TensorError& e) {
    raise_op_error(in, e, name);
  }
}

Tensor run_kernel(OpId op, Span<Tensor> inputs, const Attrs& attrs) {
  try {
    TensorList out = run_op(op, inputs, attrs);
    return std::move(out[0]);
  } catch (TensorError& e) {
    raise_tensor_error(e);
  }
}

Tensor cast_tensor(const Tensor& t, DType to) {
  if (t.dtype() == to) return t;
  Attrs attrs{{"DstT", to}};
  Tensor in[1] = {t};
  return run_kernel(OpId::Cast, Span<Tensor>(in, 1), attrs);
}

}  // namespace minitf
