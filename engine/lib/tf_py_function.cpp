// tf.py_function: a Python function as the EagerPyFunc op. Eagerly it runs at
// once; in a graph it runs each time the graph does, with eager tensors, as
// TF runs it. The op's kernel reaches the function through the hook this file
// installs (ops/py_func.h) and a table of registered functions.
#include <vector>

#include "builtins/native.h"
#include "framework/convert.h"
#include "framework/dtypes.h"
#include "framework/gradients.h"
#include "framework/operators.h"
#include "framework/tape.h"
#include "framework/tensor_object.h"
#include "framework/tracing.h"
#include "lib/tf_ops.h"
#include "ops/py_func.h"

namespace minitf {

namespace {

using A = CallArgs;
using I = Interpreter;

struct PyFuncEntry {
  Interpreter* in = nullptr;  // null: a free slot
  Value func;
  std::vector<DType> tout;
};

// Registered functions by token. Graphs keep theirs for as long as the
// process runs (a cached graph may run again); an eager call frees its slot.
// Never destroyed: its Python values must not be released after the
// interpreters are gone, at exit.
std::vector<PyFuncEntry>& py_funcs() {
  static auto* table = new std::vector<PyFuncEntry>();
  return *table;
}

int64_t register_py_func(Interpreter& in, Value func, std::vector<DType> tout) {
  auto& t = py_funcs();
  for (size_t i = 0; i < t.size(); ++i) {
    // A free slot whose token still keys a tape waiting for its gradient is
    // not reused (the op's gradient finds that tape by the token).
    if (!t[i].in && !py_func_tape_stashed(static_cast<int64_t>(i))) {
      t[i] = PyFuncEntry{&in, std::move(func), std::move(tout)};
      return static_cast<int64_t>(i);
    }
  }
  t.push_back(PyFuncEntry{&in, std::move(func), std::move(tout)});
  return static_cast<int64_t>(t.size() - 1);
}

// TF's py_func kernel maps the Python exception to a status code; the message
// is the exception's type and text.
[[noreturn]] void raise_from_python(Interpreter& in, const PyException& e) {
  const std::string& type = e.exc->type->name;
  TensorError::Kind kind = TensorError::InvalidArgument;
  if (type == "StopIteration") kind = TensorError::OutOfRange;
  if (type == "NotImplementedError") kind = TensorError::Unimplemented;
  if (type == "MemoryError") kind = TensorError::ResourceExhausted;
  std::string text = in.str(e.exc.value());
  throw TensorError(kind, type + (text.empty() ? "" : ": " + text));
}

void run_py_func(int64_t token, Span<Tensor> inputs, TensorList* outputs) {
  auto& t = py_funcs();
  if (token < 0 || static_cast<size_t>(token) >= t.size() || !t[static_cast<size_t>(token)].in)
    throw_invalid_argument("py_function token " + std::to_string(token) + " is not registered");
  // A copy: the function may register others (and so move the table).
  PyFuncEntry entry = t[static_cast<size_t>(token)];
  Interpreter& in = *entry.in;
  // The function runs eagerly even while a graph that holds it is built.
  TraceContext* saved = suspend_traces();
  // Called eagerly while a tape records: the function runs under a tape of
  // its own watching its arguments, kept for the op's gradient (TF's tape_cache).
  std::shared_ptr<Tape> tape;
  if (!saved && tapes_recording()) tape = std::make_shared<Tape>(false, false);
  try {
    std::vector<Value> args;
    for (const Tensor& x : inputs) args.push_back(make_eager_tensor(x));
    Value r;
    if (tape) {
      for (const Value& x : args)
        if (dtype_is_trainable(tensor_of(x).dtype())) tape->watch(x);
      push_tape(tape);
      try {
        r = in.call(entry.func, args);
      } catch (...) {
        pop_tape(tape.get());
        throw;
      }
      pop_tape(tape.get());
    } else {
      r = in.call(entry.func, args);
    }
    std::vector<Value> results;
    if (entry.tout.size() == 1) {
      results.push_back(r);
    } else if (!entry.tout.empty()) {
      results = in.to_vector(r);
    }
    if (results.size() != entry.tout.size()) {
      throw_invalid_argument("py_function returned " + std::to_string(results.size()) +
                             " values, but Tout has " + std::to_string(entry.tout.size()));
    }
    for (size_t i = 0; i < results.size(); ++i)
      outputs->push_back(convert_to_tensor(in, results[i], entry.tout[i]));
    if (tape) {
      std::vector<Value> outs;
      for (const Value& v : results) outs.push_back(is_eager_tensor(v) ? v : Value());
      stash_py_func_tape(token, PyFuncTape{tape, args, outs});
    }
  } catch (PyException& e) {
    resume_traces(saved);
    raise_from_python(in, e);
  } catch (...) {
    resume_traces(saved);
    throw;
  }
  resume_traces(saved);
}

Value py_function(I& in, A& a) {
  ArgParser p("py_function", a, {"func", "inp", "Tout", "name"}, 1);
  const Value& func = *p.get(0);
  std::vector<Value> inp;
  if (p.has(1)) inp = in.to_vector(*p.get(1));
  bool single = false;
  std::vector<DType> tout;
  if (p.has(2)) {
    const Value& t = *p.get(2);
    if (is_type_exact(t, types().list) || is_type_exact(t, types().tuple)) {
      for (const Value& d : in.to_vector(t)) tout.push_back(dtype_arg(in, d));
    } else {
      tout.push_back(dtype_arg(in, t));
      single = true;
    }
  }
  OpInputs inputs;
  for (const Value& x : inp) add_tensor_input(in, inputs, x);
  std::vector<int64_t> tout_attr;
  for (DType d : tout) tout_attr.push_back(static_cast<int64_t>(d));
  bool eager = !is_tracing(in);
  int64_t token = register_py_func(in, func, tout);
  std::vector<Value> outs;
  try {
    outs =
        dispatch_op_n(in, OpId::EagerPyFunc, inputs, Attrs{{"token", token}, {"Tout", tout_attr}});
  } catch (...) {
    if (eager) py_funcs()[static_cast<size_t>(token)] = PyFuncEntry();
    throw;
  }
  if (eager) py_funcs()[static_cast<size_t>(token)] = PyFuncEntry();
  if (single) return outs.at(0);
  if (tout.empty()) return Value();
  return list_value(std::move(outs));
}

}  // namespace

void install_tf_py_function(Interpreter& in, Module& tf) {
  set_py_func_hook(run_py_func);
  add_function(in, tf, "py_function", py_function, "(func=None, inp=None, Tout=None, name=None)",
               "Wraps a python function into a TensorFlow op that executes it eagerly.");
}

}  // namespace minitf
