// The time module: clocks and an interruptible sleep.
#include <chrono>
#include <cmath>
#include <ctime>
#include <thread>

#include "builtins/stdlib_impl.h"

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

void no_args(const CallArgs& a, const char* qual) {
  check_no_kwargs(a, qual);
  check_arity(a, 0, 0, qual);
}

double process_seconds() {
  timespec ts;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return double(ts.tv_sec) + double(ts.tv_nsec) * 1e-9;
}

}  // namespace

Ref<Module> make_time_module(Interpreter& in) {
  Ref<Module> mod(new Module("time"));
  Module& m = *mod;
  using SC = std::chrono::system_clock;
  using HC = std::chrono::steady_clock;
  add_function(
      in, m, "time",
      [](Interpreter&, CallArgs& a) {
        no_args(a, "time.time");
        return Value::floating(seconds_since_epoch<SC>());
      },
      "()", "Return the current time in seconds since the Epoch.");
  add_function(
      in, m, "time_ns",
      [](Interpreter&, CallArgs& a) {
        no_args(a, "time.time_ns");
        return Value::integer(ns_since_epoch<SC>());
      },
      "()", "Return the current time in nanoseconds since the Epoch.");
  for (const char* name : {"perf_counter", "monotonic"}) {
    std::string qual = std::string("time.") + name;
    add_function(
        in, m, name,
        [qual](Interpreter&, CallArgs& a) {
          no_args(a, qual.c_str());
          return Value::floating(seconds_since_epoch<HC>());
        },
        "()", "Performance counter / monotonic clock, in seconds.");
  }
  for (const char* name : {"perf_counter_ns", "monotonic_ns"}) {
    std::string qual = std::string("time.") + name;
    add_function(
        in, m, name,
        [qual](Interpreter&, CallArgs& a) {
          no_args(a, qual.c_str());
          return Value::integer(ns_since_epoch<HC>());
        },
        "()", "Performance counter / monotonic clock, in nanoseconds.");
  }
  add_function(
      in, m, "process_time",
      [](Interpreter&, CallArgs& a) {
        no_args(a, "time.process_time");
        return Value::floating(process_seconds());
      },
      "()", "Process time for profiling: sum of the kernel and user-space CPU time.");
  add_function(
      in, m, "sleep",
      [](Interpreter& in, CallArgs& a) {
        check_no_kwargs(a, "time.sleep");
        check_arity(a, 1, 1, "time.sleep");
        const Value& v = a.pos[0];
        if (!v.is_number())
          throw_type_error("'" + type_name(v) + "' object cannot be interpreted as an integer");
        double secs = v.to_double();
        if (std::isnan(secs)) throw_value_error("Invalid value NaN (not a number)");
        if (secs < 0) throw_value_error("sleep length must be non-negative");
        auto deadline = HC::now() + std::chrono::duration_cast<HC::duration>(
                                        std::chrono::duration<double>(secs));
        for (;;) {
          in.check_interrupt();
          auto now = HC::now();
          if (now >= deadline) break;
          auto left = deadline - now;
          std::this_thread::sleep_for(left < kSleepSlice ? left : HC::duration(kSleepSlice));
        }
        return Value();
      },
      "(seconds, /)", "Delay execution for a given number of seconds.");
  return mod;
}

}  // namespace minitf
