#include "function/events.h"

#include "function/teaching.h"

namespace minitf {

void emit_trace_event(Interpreter& in, const std::string& function, int trace_number,
                      const Signature& signature, const std::string& reason,
                      const std::string& lesson) {
  Verbosity verbosity = in.options().verbosity;
  if (verbosity == Verbosity::Quiet) return;
  TraceEvent e;
  if (verbosity == Verbosity::Verbose) e.explanation = trace_explanation(trace_number > 1);
  e.function = function;
  e.trace_number = trace_number;
  e.signature = signature_text(signature);
  e.reason = reason;
  e.lesson = lesson;
  e.retrace = trace_number > 1;
  in.out().event(e);
}

void TracingDetector::warn(Interpreter& in, int n, int64_t calls, const std::string& function) {
  in.write_stderr(
      "WARNING:tensorflow:" + std::to_string(n) + " out of the last " + std::to_string(calls) +
      " calls to " + function +
      " triggered tf.function retracing. Tracing is expensive and the excessive number of "
      "tracings could be due to (1) creating @tf.function repeatedly in a loop, (2) passing "
      "tensors with different shapes, (3) passing Python objects instead of tensors. For (1), "
      "please define your @tf.function outside of the loop. For (2), @tf.function has "
      "reduce_retracing=True option that can avoid unnecessary retracing. For (3), please "
      "refer to https://www.tensorflow.org/guide/function#controlling_retracing and "
      "https://www.tensorflow.org/api_docs/python/tf/function for  more details.\n");
}

}  // namespace minitf
