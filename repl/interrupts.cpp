#include "interrupts.h"

#include <fcntl.h>
#include <pthread.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstring>

#include "runtime/interpreter.h"

namespace minitf {

namespace {

// A signal handler can only reach process-level state, hence these globals.
// Lock-free atomics are async-signal-safe.
std::atomic<Interpreter*> g_target{nullptr};
std::atomic<bool> g_sigint_seen{false};
int g_wake_pipe[2] = {-1, -1};  // [0] read end, [1] write end; both non-blocking

void on_sigint(int) {
  int saved_errno = errno;  // the interrupted code may be about to read errno
  g_sigint_seen.store(true);
  if (Interpreter* in = g_target.load()) in->request_interrupt();
  if (g_wake_pipe[1] >= 0) {
    char byte = 1;
    ssize_t ignored = write(g_wake_pipe[1], &byte, 1);  // full pipe: already awake
    (void)ignored;
  }
  errno = saved_errno;
}

void change_mask(int how) {
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGINT);
  pthread_sigmask(how, &set, nullptr);
}

}  // namespace

void install_sigint_handler() {
  if (g_wake_pipe[0] < 0 && pipe(g_wake_pipe) == 0) {
    for (int fd : g_wake_pipe) {
      fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK);
      fcntl(fd, F_SETFD, FD_CLOEXEC);
    }
  }
  struct sigaction sa;
  std::memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_sigint;
  sigemptyset(&sa.sa_mask);
  sa.sa_flags = 0;  // no SA_RESTART: a read() waiting for a key must return
  sigaction(SIGINT, &sa, nullptr);
}

void block_sigint() { change_mask(SIG_BLOCK); }
void unblock_sigint() { change_mask(SIG_UNBLOCK); }

void set_interrupt_target(Interpreter* in) { g_target.store(in); }
void clear_sigint() {
  g_sigint_seen.store(false);
  char buf[64];
  if (g_wake_pipe[0] >= 0)
    while (read(g_wake_pipe[0], buf, sizeof buf) > 0) {
    }
}
bool take_sigint() { return g_sigint_seen.exchange(false); }
bool sigint_pending() { return g_sigint_seen.load(); }
int sigint_wakeup_fd() { return g_wake_pipe[0]; }

}  // namespace minitf
