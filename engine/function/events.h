// Trace events (what a learner sees on every trace and retrace) and modern
// TF's frequent-retracing warning.
#pragma once

#include <deque>
#include <string>

#include "function/signature.h"
#include "runtime/interpreter.h"

namespace minitf {

// Hands a trace event to the output sink.
void emit_trace_event(Interpreter& in, const std::string& function, int trace_number,
                      const Signature& signature, const std::string& reason,
                      const std::string& lesson);

// TF's _FrequentTracingDetector (polymorphic_function.py): per tf.function, one
// entry per tracing call holding the calls since; entries older than the last
// kMaxCallHistory calls are dropped; kThreshold traces among them log
// "WARNING:tensorflow:N out of the last M calls to <function f at 0x...>
// triggered tf.function retracing. ..." on stderr, at most kMaxWarnings times.
// Modern mode only (TF 2.0 had no detector).
class TracingDetector {
 public:
  static constexpr int kMaxCallHistory = 10;  // FREQUENT_TRACING_WARNING_MAX_CALL_HISTORY
  static constexpr int kThreshold = 5;        // FREQUENT_TRACING_WARNING_THRESHOLD
  static constexpr int kMaxWarnings = 2;      // FREQUENT_TRACING_WARNING_MAX_WARNING_PER_DETECTOR

  void called_without_tracing() {
    if (calls_per_tracing_.empty()) calls_per_tracing_.push_back(0);
    ++calls_per_tracing_.back();
    ++call_count_;
  }
  // `function_repr` is computed only when a warning is logged.
  template <class F>
  void called_with_tracing(Interpreter& in, F&& function_repr) {
    ++call_count_;
    calls_per_tracing_.push_back(1);
    while (!calls_per_tracing_.empty() &&
           call_count_ - calls_per_tracing_.front() > kMaxCallHistory) {
      call_count_ -= calls_per_tracing_.front();
      calls_per_tracing_.pop_front();
    }
    if (warnings_ >= kMaxWarnings) return;
    if (static_cast<int>(calls_per_tracing_.size()) >= kThreshold) {
      ++warnings_;
      warn(in, static_cast<int>(calls_per_tracing_.size()), call_count_, function_repr());
    }
  }

 private:
  static void warn(Interpreter& in, int n, int64_t calls, const std::string& function);
  std::deque<int64_t> calls_per_tracing_;
  int64_t call_count_ = 0;
  int warnings_ = 0;
};

}  // namespace minitf
