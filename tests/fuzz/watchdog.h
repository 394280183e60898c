// A time limit for one fuzz input: a thread that asks the running interpreter
// to stop (KeyboardInterrupt at its next check) once the input has run for
// its budget, so a slow input (a long loop, a huge range) ends instead of
// tripping libFuzzer's -timeout. Inputs that never reach a check still hit
// -timeout, which then reports a real hang.
#pragma once

#include <chrono>
#include <condition_variable>
#include <cstdlib>
#include <functional>
#include <mutex>
#include <thread>

namespace minitf {

// The time budget of one input: `fallback` (the harness's own), unless the
// environment sets MINITF_FUZZ_INPUT_MS (1 to 60000), as a long run on a
// faster build may, where the same wall time reaches further.
inline std::chrono::milliseconds input_time_budget(std::chrono::milliseconds fallback) {
  const char* env = std::getenv("MINITF_FUZZ_INPUT_MS");
  if (env == nullptr) return fallback;
  char* end = nullptr;
  long ms = std::strtol(env, &end, 10);
  if (end == env || *end != '\0' || ms < 1 || ms > 60000) return fallback;
  return std::chrono::milliseconds(ms);
}

class FuzzWatchdog {
 public:
  FuzzWatchdog() : thread_([this] { loop(); }) {}
  ~FuzzWatchdog() {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      quit_ = true;
    }
    cv_.notify_all();
    thread_.join();
  }

  // Calls `stop` (from the watchdog's thread) if disarm() does not come
  // within `budget`.
  void arm(std::chrono::milliseconds budget, std::function<void()> stop) {
    std::lock_guard<std::mutex> lock(mutex_);
    deadline_ = std::chrono::steady_clock::now() + budget;
    stop_ = std::move(stop);
    armed_ = true;
    cv_.notify_all();
  }
  void disarm() {
    std::lock_guard<std::mutex> lock(mutex_);
    armed_ = false;
    stop_ = nullptr;
  }

 private:
  void loop() {
    std::unique_lock<std::mutex> lock(mutex_);
    while (!quit_) {
      if (!armed_) {
        cv_.wait(lock);
        continue;
      }
      if (cv_.wait_until(lock, deadline_) == std::cv_status::timeout && armed_ &&
          std::chrono::steady_clock::now() >= deadline_) {
        // Under the lock, so that disarm() cannot return while the target
        // is being stopped (the target dies right after disarm()).
        if (stop_) stop_();
        armed_ = false;
      }
    }
  }

  std::mutex mutex_;
  std::condition_variable cv_;
  std::chrono::steady_clock::time_point deadline_;
  std::function<void()> stop_;
  bool armed_ = false;
  bool quit_ = false;
  std::thread thread_;
};

}  // namespace minitf
