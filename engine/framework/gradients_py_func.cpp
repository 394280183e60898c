// The gradient of tf.py_function run eagerly (TF's _EagerPyFuncGrad): the
// function ran under a tape of its own that watched its arguments (TF's
// tape_cache), and the op's gradient is that tape's gradient of the
// function's results, seeded with the incoming gradients. Used once, as TF
// pops its cache entry.
#include <unordered_map>

#include "framework/gradients_impl.h"
#include "framework/tracing.h"

namespace minitf {

namespace {

std::unordered_map<int64_t, PyFuncTape>& py_func_tapes() {
  static std::unordered_map<int64_t, PyFuncTape> tapes;
  return tapes;
}

std::vector<Value> py_func_grad(Interpreter& in, const GradOp& o, const std::vector<Value>& g) {
  for (const Value& x : o.inputs)
    if (is_symbolic_tensor(x))
      throw_not_implemented(
          "minitf: the gradient of tf.py_function inside a tf.function is not implemented");
  auto it = py_func_tapes().find(o.attrs.get_int("token", -1));
  if (it == py_func_tapes().end())
    throw_not_implemented(
        "minitf: the gradient of this tf.py_function was taken already (it is kept for one use)");
  PyFuncTape t = std::move(it->second);
  py_func_tapes().erase(it);
  // Results the function returned as tensors have a gradient; others
  // (Python numbers) are constants.
  std::vector<Value> targets, seeds;
  for (size_t i = 0; i < t.outputs.size() && i < g.size(); ++i) {
    if (t.outputs[i].is_none()) continue;
    targets.push_back(t.outputs[i]);
    seeds.push_back(g[i]);
  }
  std::vector<Value> r = targets.empty()
                             ? std::vector<Value>(o.inputs.size())
                             : tape_gradient(in, *t.tape, targets, t.inputs, seeds, false);
  // TF's gradient function is itself a py_function, whose None results
  // become a scalar 0 of the input's dtype (EagerFunc._convert for a
  // gradient function), whatever the input's shape.
  for (size_t i = 0; i < r.size(); ++i)
    if (r[i].is_none()) r[i] = grad::scalar(0, grad::dtype_of(o.inputs[i]));
  return r;
}

}  // namespace

void stash_py_func_tape(int64_t token, PyFuncTape t) { py_func_tapes()[token] = std::move(t); }

bool py_func_tape_stashed(int64_t token) { return py_func_tapes().count(token) != 0; }

void register_py_func_gradient(GradTable& t) { t.fn(OpId::EagerPyFunc, py_func_grad); }

}  // namespace minitf
