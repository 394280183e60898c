#include "runtime/time_limit.h"

#include <cstdio>

namespace minitf {

DeadlineTimer::~DeadlineTimer() {
  {
    std::lock_guard<std::mutex> lock(mu_);
    stop_ = true;
  }
  cv_.notify_all();
  if (thread_.joinable()) thread_.join();
}

void DeadlineTimer::arm(double seconds) {
  std::lock_guard<std::mutex> lock(mu_);
  deadline_ = std::chrono::steady_clock::now() +
              std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                  std::chrono::duration<double>(seconds));
  armed_ = true;
  if (!thread_.joinable()) thread_ = std::thread([this] { run(); });
  cv_.notify_all();
}

void DeadlineTimer::disarm() {
  std::lock_guard<std::mutex> lock(mu_);
  armed_ = false;
  // Under the lock, so the thread cannot fire between the test and the clear.
  if (timed_out_.exchange(false)) interrupt_.store(false, std::memory_order_relaxed);
}

void DeadlineTimer::run() {
  std::unique_lock<std::mutex> lock(mu_);
  while (!stop_) {
    if (!armed_) {
      cv_.wait(lock);
      continue;
    }
    if (cv_.wait_until(lock, deadline_) == std::cv_status::timeout && armed_ && !stop_ &&
        std::chrono::steady_clock::now() >= deadline_) {
      timed_out_.store(true);
      interrupt_.store(true, std::memory_order_relaxed);
      deadline_ += std::chrono::duration_cast<std::chrono::steady_clock::duration>(
          std::chrono::duration<double>(kTimeLimitRepeatSeconds));
    }
  }
}

std::string time_limit_message(double seconds) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%g", seconds);
  return std::string("execution exceeded the time limit of ") + buf +
         (seconds == 1 ? " second" : " seconds");
}

}  // namespace minitf
