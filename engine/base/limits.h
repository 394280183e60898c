// Session limits shared by the language and the tensor core: the memory budget
// that large allocations are checked against, and the interrupt flag that long
// fills and kernels poll.
//
// A class runs minitf on shared servers, so nothing a student types may make
// the process commit memory until the OOM killer comes: every allocation whose
// size a program chooses (a string, a list, a tensor) compares its requested
// size with the session's budget *before* allocating, and fails with the
// language's error (MemoryError, ResourceExhaustedError) instead. Only the
// requested size is compared, not a running total of live bytes: one request
// over the budget is what commits a machine's memory page by page, and
// tracking every byte would put a cost on the interpreter's hot paths.
//
// Each Interpreter owns its SessionLimits (several sessions may share a
// process); while it runs code it makes them the thread's active limits
// (ActiveLimitsScope), so that the tensor layer, which does not know the
// interpreter exists, finds them without a global singleton.
#pragma once

#include <atomic>
#include <cstdint>
#include <exception>

namespace minitf {

struct SessionLimits {
  // Bytes one allocation may request; 0 means "not set yet" (the default).
  uint64_t memory_budget = 0;
  // Set (by a signal handler, the kernel's interrupt) to stop the running code.
  const std::atomic<bool>* interrupt = nullptr;
};

// Thrown by a long fill or kernel that saw the interrupt flag: deliberately
// not a TensorError, so that only KeyboardInterrupt can come of it.
struct ExecutionInterrupted : std::exception {
  const char* what() const noexcept override { return "execution interrupted"; }
};

// CPython 3.11's default limit on the decimal digits converted to or from an
// int (sys.int_info.default_max_str_digits): the conversion is quadratic, so
// a huge one would be a denial of service on a shared server.
constexpr uint64_t kMaxIntStrDigits = 4300;

namespace limits_detail {
inline thread_local const SessionLimits* active = nullptr;
}  // namespace limits_detail

// The limits of the session running on this thread, or nullptr (unit tests,
// worker threads): then only the fallback budget below applies.
inline const SessionLimits* active_limits() { return limits_detail::active; }

// Without a session (a unit test, a worker thread), allocations are still
// checked against this many bytes, so a size that cannot be real (an
// overflowed product, 2**62 elements) fails instead of being attempted.
constexpr uint64_t kFallbackMemoryBudget = uint64_t{1} << 40;

inline uint64_t active_memory_budget() {
  const SessionLimits* l = limits_detail::active;
  return l && l->memory_budget ? l->memory_budget : kFallbackMemoryBudget;
}

// True when the session's interrupt flag is set (it is left set: the
// interpreter clears it when it raises KeyboardInterrupt).
inline bool interrupt_requested() {
  const SessionLimits* l = limits_detail::active;
  return l && l->interrupt && l->interrupt->load(std::memory_order_relaxed);
}
inline void poll_interrupt() {
  if (interrupt_requested()) throw ExecutionInterrupted();
}

// Long fills poll the interrupt flag once per this many bytes: a few
// milliseconds of memory bandwidth, so Ctrl-C answers at once and the poll
// costs nothing measurable.
constexpr uint64_t kInterruptPollBytes = uint64_t{1} << 24;

// Makes `limits` the thread's active limits until the scope ends (nests: the
// previous ones come back).
class ActiveLimitsScope {
 public:
  explicit ActiveLimitsScope(const SessionLimits* limits) : saved_(limits_detail::active) {
    limits_detail::active = limits;
  }
  ~ActiveLimitsScope() { limits_detail::active = saved_; }
  ActiveLimitsScope(const ActiveLimitsScope&) = delete;
  ActiveLimitsScope& operator=(const ActiveLimitsScope&) = delete;

 private:
  const SessionLimits* saved_;
};

}  // namespace minitf
