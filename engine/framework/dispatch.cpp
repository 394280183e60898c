#include "framework/dispatch.h"

#include <new>

#include "framework/errors.h"
#include "framework/mode.h"
#include "framework/tape.h"
#include "framework/tensor_object.h"
#include "framework/trace_op.h"
#include "framework/tracing.h"

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

// A symbolic tensor that leaked out of its function reaching an eager op.
void check_eager_inputs(Interpreter& in, const OpInputs& inputs) {
  for (const Object* src : inputs.sources)
    if (src && src->type == tf_tensor_type()) raise_graph_tensor_in_eager(in, src);
}

// A kernel whose scratch memory the allocator refused (std::bad_alloc from a
// vector, Eigen or the GEMM's panels; an output past what the allocator could
// give is TF's OOM error already): CPython's bare MemoryError, raised here at
// the op boundary so that the program's own `except` sees it and the session
// goes on (operators reach kernels without a native call's translation).
[[noreturn]] void raise_out_of_memory() { throw_exc(types().MemoryError, ""); }

}  // namespace

Value dispatch_op(Interpreter& in, OpId op, OpInputs& inputs, const Attrs& attrs,
                  const char* name) {
  // A recording tape sees every op with all its outputs.
  if (tapes_recording()) return dispatch_op_n(in, op, inputs, attrs, name)[0];
  // Tracing (tf.function, or a TF1 graph as default): a node, not a kernel run.
  if (TraceContext* trace = active_trace(in)) return trace_op(*trace, op, inputs, attrs, name)[0];
  check_eager_inputs(in, inputs);
  try {
    TensorList out = run_op(op, Span<Tensor>(inputs.values.data(), inputs.size()), attrs);
    return make_eager_tensor(std::move(out[0]));
  } catch (TensorError& e) {
    raise_op_error(in, e, name);
  } catch (ExecutionInterrupted&) {
    in.raise_interrupt();  // operators reach here without a native call's translation
  } catch (std::bad_alloc&) {
    raise_out_of_memory();
  }
}

std::vector<Value> dispatch_op_n(Interpreter& in, OpId op, OpInputs& inputs, const Attrs& attrs,
                                 const char* name) {
  std::vector<Value> values;
  if (TraceContext* trace = active_trace(in)) {
    values = trace_op(*trace, op, inputs, attrs, name);
  } else {
    check_eager_inputs(in, inputs);
    try {
      TensorList out = run_op(op, Span<Tensor>(inputs.values.data(), inputs.size()), attrs);
      values.reserve(out.size());
      for (Tensor& t : out) values.push_back(make_eager_tensor(std::move(t)));
    } catch (TensorError& e) {
      raise_op_error(in, e, name);
    } catch (ExecutionInterrupted&) {
      in.raise_interrupt();  // operators reach here without a native call's translation
    } catch (std::bad_alloc&) {
      raise_out_of_memory();
    }
  }
  if (tapes_recording()) record_on_tapes(in, op_def(op), inputs, attrs, values, name);
  return values;
}

Value tensor_input_value(Interpreter& in, const OpInputs& inputs, size_t i) {
  const Object* src = inputs.sources[i];
  if (TraceContext* trace = active_trace(in)) {
    if (src && src->type == tf_tensor_type()) return Value::object(const_cast<Object*>(src));
    if (src)
      return make_symbolic_tensor(in, graph_tensor(in, Value::object(const_cast<Object*>(src))));
    return make_symbolic_tensor(in, trace->graph().add_const(inputs.values[i]));
  }
  if (src && src->type == eager_tensor_type()) return Value::object(const_cast<Object*>(src));
  return make_eager_tensor(inputs.values[i]);
}

Tensor run_kernel(OpId op, Span<Tensor> inputs, const Attrs& attrs) {
  try {
    TensorList out = run_op(op, inputs, attrs);
    return std::move(out[0]);
  } catch (TensorError& e) {
    raise_tensor_error(e);
  } catch (std::bad_alloc&) {
    raise_out_of_memory();
  }
}

Tensor cast_tensor(const Tensor& t, DType to) {
  if (t.dtype() == to) return t;
  Attrs attrs{{"DstT", to}};
  Tensor in[1] = {t};
  return run_kernel(OpId::Cast, Span<Tensor>(in, 1), attrs);
}

}  // namespace minitf
