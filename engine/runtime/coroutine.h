// Native stacks for generators: each started generator runs its body on a
// stack of its own and switches to and from its resumer with a small context
// switch.
//
// Why stackful: the evaluator is a tree walker whose state is the C++ call
// stack (eval -> exec_for -> for_each_item -> eval ...). Suspending in the
// middle of it needs either that state kept (a stack per generator) or a
// second evaluator whose frames live on the heap (a resumable bytecode). A
// stack per generator keeps one evaluator, lets `yield` appear anywhere an
// expression may (inside try/with/for, an argument list, an f-string), and
// costs a register save and restore per switch. The price is memory: each
// suspended generator holds the pages its stack touched (a few KiB), and its
// address range is reserved, not committed.
//
// Rules the switch keeps:
//  - C++ exceptions never cross stacks: the coroutine's entry catches
//    everything its body throws, and the resumer rethrows it on its own stack.
//  - The C++ runtime's per-thread exception state (the chain of exceptions
//    being handled) is swapped with the stack, since a generator may yield
//    inside an `except` block, which runs inside a C++ catch.
//  - Under AddressSanitizer (MINITF_ASAN) every switch is announced with
//    __sanitizer_start_switch_fiber / __sanitizer_finish_switch_fiber.
//  - The interpreter's stack bound (Impl::stack_low) follows the stack, so
//    deep recursion inside a generator is a RecursionError, not a segfault.
#pragma once

#include <cstddef>
#include <cstdint>

// 1 under AddressSanitizer: GCC says so with __SANITIZE_ADDRESS__, clang 14
// (the fuzz build) only through __has_feature.
#if defined(__SANITIZE_ADDRESS__)
#define MINITF_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define MINITF_ASAN 1
#endif
#endif
#ifndef MINITF_ASAN
#define MINITF_ASAN 0
#endif

namespace minitf {

// Address space reserved per generator stack (committed only as touched).
// Python calls inside a generator need as much native stack as on the main
// thread for the same depth: 16 MiB reaches the default recursion limit.
#if MINITF_ASAN
constexpr size_t kGeneratorStackBytes = size_t(64) << 20;  // ASan frames are several times larger
#else
constexpr size_t kGeneratorStackBytes = size_t(16) << 20;
#endif
// The most generator stacks alive at once (started, not finished): past it,
// starting a generator raises MemoryError instead of exhausting the address
// space or the kernel's mapping count.
constexpr size_t kMaxGeneratorStacks = 200000;
// Finished generators' stacks kept for reuse, so a loop that makes short
// generators does not map and unmap a stack each time.
constexpr size_t kPooledGeneratorStacks = 32;

// One native stack and the saved context of the code running on it.
class Coroutine {
 public:
  using Entry = void (*)(void* arg);

  // Reserves a stack (from the pool when one is free); false when none can
  // be had (the limit above, or the system refused the mapping).
  bool allocate();
  ~Coroutine();

  // Prepares the first switch to call entry(arg) on the new stack. entry
  // must end with finish(), never return.
  void start(Entry entry, void* arg);
  // From the resumer: runs the coroutine until it suspends or finishes.
  void resume();
  // From inside the coroutine: back to whoever resumed it.
  void suspend();
  // From inside the coroutine, last: back to the resumer for good.
  [[noreturn]] void finish();

  bool finished() const { return finished_; }
  // The lowest usable address of the stack, for the recursion check.
  char* stack_low() const { return base_; }
  // Live stacks in the process (for the limit's error message and tests).
  static size_t live_count();

 private:
  static void main(Coroutine* self);
  friend void coroutine_main_thunk(Coroutine* self);

  Entry entry_ = nullptr;
  void* arg_ = nullptr;
  char* base_ = nullptr;  // lowest address of the mapping
  size_t size_ = 0;
  void* sp_ = nullptr;          // the coroutine's saved stack pointer
  void* resumer_sp_ = nullptr;  // the resumer's, while the coroutine runs
  // The C++ runtime's exception-handling globals of the side not running.
  void* eh_caught_ = nullptr;
  unsigned int eh_uncaught_ = 0;
  bool finished_ = false;
  bool started_ = false;
  // AddressSanitizer's bookkeeping (unused otherwise).
  void* fake_stack_ = nullptr;
  const void* resumer_bottom_ = nullptr;
  size_t resumer_size_ = 0;
};

}  // namespace minitf
