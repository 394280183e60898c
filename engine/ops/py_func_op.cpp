// EagerPyFunc: inference from the Tout attr (shapes are unknown: the Python
// function decides them), the kernel through the installed hook.
#include "base/assert.h"
#include "ops/op_util.h"
#include "ops/py_func.h"

namespace minitf {

namespace {

PyFuncHook g_hook = nullptr;

void py_func_infer(const InferContext& ctx, SpecList* out) {
  for (int64_t d : ctx.attrs.get_ints("Tout"))
    ops::add_output(out, static_cast<DType>(d), Shape::unknown_rank());
}

void py_func_kernel(const KernelContext& ctx, TensorList* out) {
  if (!g_hook) throw_invalid_argument("EagerPyFunc has no Python to call into");
  g_hook(ctx.attrs.get_int("token", -1), ctx.inputs, out);
  std::vector<int64_t> tout = ctx.attrs.get_ints("Tout");
  MINITF_ASSERT(out->size() == tout.size(), "a py_function hook returned the wrong output count");
}

}  // namespace

void set_py_func_hook(PyFuncHook hook) { g_hook = hook; }

namespace ops {

void register_py_func_ops(OpTable& t) {
  t.define(OpId::EagerPyFunc, py_func_infer, py_func_kernel, "input", 0, -1, /*stateful=*/true);
  t.set_type_attrs(OpId::EagerPyFunc, "");
}

}  // namespace ops
}  // namespace minitf
