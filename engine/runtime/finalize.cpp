// Finalisers: __del__ as CPython 3.11 runs it (PEP 442: once per object,
// whether reference counting or the cycle collector frees it, and an object
// the finaliser stores somewhere is resurrected, not freed), and the report
// of what a finaliser raises.
#include "runtime/errors.h"
#include "runtime/interpreter.h"

namespace minitf {

void report_unraisable(Interpreter& in, const Value& where, const ExceptionObj& exc) {
  std::string text = "Exception ignored in: ";
  try {
    text += in.repr(where);
  } catch (...) {
    text += "<object repr() failed>";
  }
  text += "\n";
  try {
    text += in.format_exception(exc);
  } catch (...) {
  }
  in.write_stderr(text);
}

bool TypeObject::has_finalizer() {
  uint64_t epoch = g_class_epoch.load(std::memory_order_relaxed);
  if (finalizer_epoch_ != epoch) {
    has_finalizer_ = lookup("__del__") != nullptr;
    finalizer_epoch_ = epoch;
  }
  return has_finalizer_;
}

bool Instance::gc_needs_finalizer() const { return !type->builtin && type->has_finalizer(); }

void Instance::gc_finalize(Interpreter& in) {
  Value* found = type->lookup("__del__");
  if (!found) return;
  Value method = *found;  // held: __del__ may delete the class attribute
  try {
    in.call(method, std::vector<Value>{Value::object(this)});
  } catch (PyException& e) {
    report_unraisable(in, method, *e.exc);
  } catch (...) {
    // A C++ error (an interrupt seen by a kernel) has nowhere to go either.
  }
}

}  // namespace minitf
