// The time module: clocks and an interruptible sleep.
#include <chrono>
#include <cmath>
#include <ctime>
#include <thread>

#include "builtins/stdlib_impl.h"
#include "runtime/interp_impl.h"

namespace minitf {

namespace {

// sleep() wakes this often to honour KeyboardInterrupt (Ctrl-C, kernel
// interrupt) promptly without busy-waiting.
constexpr std::chrono::milliseconds kSleepSlice{10};

template <class Clock>
double seconds_since_epoch() {
  return std::chrono::duration<double>(Clock::now().time_since_epoch()).count();
}

template <class Clock>
int64_t ns_since_epoch() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(Clock::now().time_since_epoch())
      .count();
}

double process_seconds() {
  timespec ts;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return double(ts.tv_sec) + double(ts.tv_nsec) * 1e-9;
}

using SystemClock = std::chrono::system_clock;
using SteadyClock = std::chrono::steady_clock;

Value time_time(Interpreter& in, CallArgs& a) {
  check_args(a, 0, 0, "time.time");
  Value v = Value::floating(seconds_since_epoch<SystemClock>());
  report_volatile_value(in, "time.time", v);
  return v;
}

Value time_time_ns(Interpreter&, CallArgs& a) {
  check_args(a, 0, 0, "time.time_ns");
  return Value::integer(ns_since_epoch<SystemClock>());
}

Value time_perf_counter(Interpreter& in, CallArgs& a) {
  check_args(a, 0, 0, "time.perf_counter");
  Value v = Value::floating(seconds_since_epoch<SteadyClock>());
  report_volatile_value(in, "time.perf_counter", v);
  return v;
}

Value time_monotonic(Interpreter&, CallArgs& a) {
  check_args(a, 0, 0, "time.monotonic");
  return Value::floating(seconds_since_epoch<SteadyClock>());
}

Value time_perf_counter_ns(Interpreter&, CallArgs& a) {
  check_args(a, 0, 0, "time.perf_counter_ns");
  return Value::integer(ns_since_epoch<SteadyClock>());
}

Value time_monotonic_ns(Interpreter&, CallArgs& a) {
  check_args(a, 0, 0, "time.monotonic_ns");
  return Value::integer(ns_since_epoch<SteadyClock>());
}

Value time_process_time(Interpreter&, CallArgs& a) {
  check_args(a, 0, 0, "time.process_time");
  return Value::floating(process_seconds());
}

Value time_sleep(Interpreter& in, CallArgs& a) {
  check_args(a, 1, 1, "time.sleep");
  const Value& v = a.pos[0];
  if (!v.is_number())
    throw_type_error("'" + type_name(v) + "' object cannot be interpreted as an integer");
  double secs = v.to_double();
  if (std::isnan(secs)) throw_value_error("Invalid value NaN (not a number)");
  if (secs < 0) throw_value_error("sleep length must be non-negative");
  auto deadline = SteadyClock::now() + std::chrono::duration_cast<SteadyClock::duration>(
                                           std::chrono::duration<double>(secs));
  for (;;) {
    in.check_interrupt();
    auto now = SteadyClock::now();
    if (now >= deadline) break;
    auto left = deadline - now;
    std::this_thread::sleep_for(left < kSleepSlice ? left : SteadyClock::duration(kSleepSlice));
  }
  return Value();
}

const NativeDef kTimeFunctions[] = {
    {"time", time_time, "()", "Return the current time in seconds since the Epoch."},
    {"time_ns", time_time_ns, "()", "Return the current time in nanoseconds since the Epoch."},
    {"perf_counter", time_perf_counter, "()", "Performance counter / monotonic clock, in seconds."},
    {"monotonic", time_monotonic, "()", "Performance counter / monotonic clock, in seconds."},
    {"perf_counter_ns", time_perf_counter_ns, "()",
     "Performance counter / monotonic clock, in nanoseconds."},
    {"monotonic_ns", time_monotonic_ns, "()",
     "Performance counter / monotonic clock, in nanoseconds."},
    {"process_time", time_process_time, "()",
     "Process time for profiling: sum of the kernel and user-space CPU time."},
    {"sleep", time_sleep, "(seconds, /)", "Delay execution for a given number of seconds."},
};

}  // namespace

Ref<Module> make_time_module(Interpreter& in) {
  Ref<Module> m(new Module("time"));
  add_functions(in, *m, kTimeFunctions);
  return m;
}

}  // namespace minitf
