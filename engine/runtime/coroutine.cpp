// The generator stacks of coroutine.h: a pool of reserved mappings, and the
// context switch (x86-64 assembly; ucontext elsewhere).
#include "runtime/coroutine.h"

#include <cxxabi.h>
#include <sys/mman.h>

#include <mutex>
#include <utility>
#include <vector>

#include "base/assert.h"

#if MINITF_ASAN
#include <sanitizer/common_interface_defs.h>
#define MINITF_ASAN_FIBERS 1
#else
#define MINITF_ASAN_FIBERS 0
#endif

#if !defined(__x86_64__)
#include <ucontext.h>
#endif

namespace minitf {

namespace {

// The C++ runtime's per-thread exception state (libstdc++'s and libc++'s
// __cxa_eh_globals start with these two fields).
struct EhGlobals {
  void* caught;
  unsigned int uncaught;
};

// The running thread's, asked of the runtime once per thread: the address is
// fixed for a thread's life, and a switch happens on every yield.
EhGlobals* eh_globals() {
  static thread_local EhGlobals* mine = nullptr;
  if (__builtin_expect(mine == nullptr, 0))
    mine = reinterpret_cast<EhGlobals*>(abi::__cxa_get_globals());
  return mine;
}

struct StackPool {
  std::mutex mu;
  std::vector<char*> free;
  size_t live = 0;  // stacks handed out and not yet returned
};

StackPool& pool() {
  static StackPool* p = new StackPool();  // immortal: stacks may die during exit
  return *p;
}

}  // namespace

#if defined(__x86_64__)
// minitf_switch_stack(save, to): pushes the callee-saved registers, stores
// the stack pointer in *save, loads `to` and pops the same from there. The
// floating-point control words are not switched: both sides run on one
// thread, whose rounding mode a switch should no more change than a call.
// The trampoline is where a new stack's first switch returns to: r12 holds
// the function, r13 its argument.
extern "C" void minitf_switch_stack(void** save, void* to);
extern "C" void minitf_coroutine_trampoline();
asm(R"(
  .text
  .globl minitf_switch_stack
  .type minitf_switch_stack,@function
minitf_switch_stack:
  pushq %rbp
  pushq %rbx
  pushq %r12
  pushq %r13
  pushq %r14
  pushq %r15
  movq %rsp, (%rdi)
  movq %rsi, %rsp
  popq %r15
  popq %r14
  popq %r13
  popq %r12
  popq %rbx
  popq %rbp
  ret
  .size minitf_switch_stack,.-minitf_switch_stack

  .globl minitf_coroutine_trampoline
  .type minitf_coroutine_trampoline,@function
minitf_coroutine_trampoline:
  movq %r13, %rdi
  callq *%r12
  ud2
  .size minitf_coroutine_trampoline,.-minitf_coroutine_trampoline
  .section .note.GNU-stack,"",@progbits
  .text
)");
#else
namespace {
struct UContexts {
  ucontext_t co, resumer;
};
}  // namespace
#endif

void coroutine_main_thunk(Coroutine* self) { Coroutine::main(self); }

size_t Coroutine::live_count() {
  std::lock_guard<std::mutex> lock(pool().mu);
  return pool().live;
}

bool Coroutine::allocate() {
  StackPool& p = pool();
  {
    std::lock_guard<std::mutex> lock(p.mu);
    if (p.live >= kMaxGeneratorStacks) return false;
    if (!p.free.empty()) {
      base_ = p.free.back();
      p.free.pop_back();
      size_ = kGeneratorStackBytes;
      ++p.live;
      return true;
    }
  }
  void* m = mmap(nullptr, kGeneratorStackBytes, PROT_READ | PROT_WRITE,
                 MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK, -1, 0);
  if (m == MAP_FAILED) return false;
  base_ = static_cast<char*>(m);
  size_ = kGeneratorStackBytes;
  std::lock_guard<std::mutex> lock(p.mu);
  ++p.live;
  return true;
}

Coroutine::~Coroutine() {
  if (!base_) return;
#if !defined(__x86_64__)
  delete static_cast<UContexts*>(sp_);
#endif
  StackPool& p = pool();
  {
    std::lock_guard<std::mutex> lock(p.mu);
    --p.live;
    // Only a stack whose code ran to its end is reused: an abandoned one may
    // still be referred to by nothing, but its pages hold dead frames.
    if (finished_ && p.free.size() < kPooledGeneratorStacks) {
      p.free.push_back(base_);
      return;
    }
  }
  munmap(base_, size_);
}

void Coroutine::main(Coroutine* self) {
#if MINITF_ASAN_FIBERS
  __sanitizer_finish_switch_fiber(nullptr, &self->resumer_bottom_, &self->resumer_size_);
#endif
  self->entry_(self->arg_);
  MINITF_ASSERT(false, "a coroutine's entry returned");
}

#if defined(__x86_64__)

void Coroutine::start(Entry entry, void* arg) {
  MINITF_ASSERT(base_ && !started_, "coroutine started twice or without a stack");
  entry_ = entry;
  arg_ = arg;
  started_ = true;
  // The first switch pops this frame: r15..r12, rbx, rbp, then returns
  // into the trampoline with the stack 16-byte aligned at its call, as the
  // ABI requires.
  uintptr_t top = (reinterpret_cast<uintptr_t>(base_) + size_) & ~uintptr_t(15);
  auto* ret = reinterpret_cast<uint64_t*>(top - 24);
  uint64_t* sp = ret - 6;
  sp[0] = 0;                                                  // r15
  sp[1] = 0;                                                  // r14
  sp[2] = reinterpret_cast<uint64_t>(this);                   // r13
  sp[3] = reinterpret_cast<uint64_t>(&coroutine_main_thunk);  // r12
  sp[4] = 0;                                                  // rbx
  sp[5] = 0;                                                  // rbp
  *ret = reinterpret_cast<uint64_t>(&minitf_coroutine_trampoline);
  sp_ = sp;
}

#else

namespace {
void ucontext_entry(unsigned hi, unsigned lo) {
  auto* self = reinterpret_cast<Coroutine*>((uintptr_t(hi) << 32) | uintptr_t(lo));
  coroutine_main_thunk(self);
}
}  // namespace

void Coroutine::start(Entry entry, void* arg) {
  MINITF_ASSERT(base_ && !started_, "coroutine started twice or without a stack");
  entry_ = entry;
  arg_ = arg;
  started_ = true;
  auto* u = new UContexts();
  getcontext(&u->co);
  u->co.uc_stack.ss_sp = base_;
  u->co.uc_stack.ss_size = size_;
  u->co.uc_link = nullptr;
  uintptr_t self = reinterpret_cast<uintptr_t>(this);
  makecontext(&u->co, reinterpret_cast<void (*)()>(&ucontext_entry), 2, unsigned(self >> 32),
              unsigned(self & 0xffffffffu));
  sp_ = u;
}

#endif

void Coroutine::resume() {
  MINITF_ASSERT(started_ && !finished_, "resuming a coroutine that cannot run");
  EhGlobals* g = eh_globals();
  std::swap(g->caught, eh_caught_);
  std::swap(g->uncaught, eh_uncaught_);
#if MINITF_ASAN_FIBERS
  void* fake = nullptr;
  __sanitizer_start_switch_fiber(&fake, base_, size_);
#endif
#if defined(__x86_64__)
  minitf_switch_stack(&resumer_sp_, sp_);
#else
  auto* u = static_cast<UContexts*>(sp_);
  swapcontext(&u->resumer, &u->co);
#endif
#if MINITF_ASAN_FIBERS
  __sanitizer_finish_switch_fiber(fake, nullptr, nullptr);
#endif
  std::swap(g->caught, eh_caught_);
  std::swap(g->uncaught, eh_uncaught_);
}

void Coroutine::suspend() {
#if MINITF_ASAN_FIBERS
  __sanitizer_start_switch_fiber(&fake_stack_, resumer_bottom_, resumer_size_);
#endif
#if defined(__x86_64__)
  minitf_switch_stack(&sp_, resumer_sp_);
#else
  auto* u = static_cast<UContexts*>(sp_);
  swapcontext(&u->co, &u->resumer);
#endif
#if MINITF_ASAN_FIBERS
  __sanitizer_finish_switch_fiber(fake_stack_, &resumer_bottom_, &resumer_size_);
#endif
}

void Coroutine::finish() {
  finished_ = true;
#if MINITF_ASAN_FIBERS
  __sanitizer_start_switch_fiber(nullptr, resumer_bottom_, resumer_size_);
#endif
#if defined(__x86_64__)
  void* dead;
  minitf_switch_stack(&dead, resumer_sp_);
#else
  auto* u = static_cast<UContexts*>(sp_);
  setcontext(&u->resumer);
#endif
  __builtin_unreachable();
}

}  // namespace minitf
