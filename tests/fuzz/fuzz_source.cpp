// libFuzzer harness: source text -> parse -> resolve -> run, in a fresh
// interpreter per input, with a memory budget, a time budget and output
// thrown away. Anything but a clean Python error (an ASan/UBSan report, an
// assertion, an uncaught C++ exception, a hang past -timeout) is a finding.
#include <pthread.h>

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "lib/libraries.h"
#include "runtime/interpreter.h"
#include "watchdog.h"

namespace {

using namespace minitf;

// The memory budget of one input: far below libFuzzer's -rss_limit_mb (2 GB
// by default), so a huge allocation is the engine's MemoryError, not an
// out-of-memory report from the fuzzer.
constexpr uint64_t kInputMemoryBudget = uint64_t{256} << 20;
// How long one input may run before it is interrupted: long enough for every
// transcript in the seed corpus, short enough to keep thousands of inputs a
// minute.
constexpr std::chrono::milliseconds kInputTimeBudget{500};
// The stack of the thread an input runs on. The `minitf` command uses 512 MB
// so that deep recursion meets Python's recursion limit first; ASan's
// redzones make each frame several times larger, hence no less here.
constexpr size_t kInputStackBytes = size_t(512) << 20;

// Output goes nowhere; input() sees end of input (EOFError).
class NullSink : public OutputSink {
 public:
  void write(Stream, std::string_view) override {}
  std::optional<std::string> read_line(const std::string&) override { return std::nullopt; }
  void display(const std::string&, const std::string&) override {}
};

FuzzWatchdog& watchdog() {
  static FuzzWatchdog w;
  return w;
}

struct Job {
  std::string source;
};

void* run_input(void* arg) {
  Job& job = *static_cast<Job*>(arg);
  NullSink sink;
  Options options;
  options.memory_limit = kInputMemoryBudget;
  auto in = std::make_unique<Interpreter>(sink, options);
  install_libraries(*in);
  Interpreter* target = in.get();
  watchdog().arm(input_time_budget(kInputTimeBudget), [target] { target->request_interrupt(); });
  ExecResult r = in->exec(job.source, "<fuzz>");
  watchdog().disarm();
  (void)r;
  return nullptr;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  Job job{std::string(reinterpret_cast<const char*>(data), size)};
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, kInputStackBytes);
  pthread_t thread;
  if (pthread_create(&thread, &attr, run_input, &job) == 0) {
    pthread_join(thread, nullptr);
  } else {
    run_input(&job);
  }
  pthread_attr_destroy(&attr);
  return 0;
}
