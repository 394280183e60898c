// The per-run time limit of shared servers (--time-limit, the kernel's
// %time_limit): a timer thread that, once a top-level run has taken longer
// than the limit, raises the interpreter's interrupt flag with the reason
// "time limit". Every place that already answers Ctrl-C (loop back-edges and
// calls, graph while loops, tracing, long fills and kernels, time.sleep)
// thereby stops, and the interpreter turns the interrupt into TimeoutError.
// The hot paths read no clock: they keep polling the one flag.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <string>
#include <thread>

namespace minitf {

// After a TimeoutError the limit fires again this often while the run goes
// on, so that a loop which catches the error (`except Exception:`) still
// meets it again at its next poll instead of running on forever.
constexpr double kTimeLimitRepeatSeconds = 1.0;

class DeadlineTimer {
 public:
  // `interrupt` is the interpreter's flag; `timed_out` says why it was set.
  DeadlineTimer(std::atomic<bool>& interrupt, std::atomic<bool>& timed_out)
      : interrupt_(interrupt), timed_out_(timed_out) {}
  ~DeadlineTimer();
  DeadlineTimer(const DeadlineTimer&) = delete;
  DeadlineTimer& operator=(const DeadlineTimer&) = delete;

  // Starts counting `seconds` (> 0) from now; the thread starts on first use.
  void arm(double seconds);
  // Stops counting. A limit that fired but was not yet seen by the code is
  // withdrawn (both flags cleared), so the next run does not inherit it.
  void disarm();

 private:
  void run();
  std::atomic<bool>& interrupt_;
  std::atomic<bool>& timed_out_;
  std::mutex mu_;
  std::condition_variable cv_;
  bool armed_ = false, stop_ = false;
  std::chrono::steady_clock::time_point deadline_;
  std::thread thread_;
};

// The message of the TimeoutError: "execution exceeded the time limit of 5
// seconds".
std::string time_limit_message(double seconds);

}  // namespace minitf
