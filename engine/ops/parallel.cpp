#include "ops/parallel.h"

#include <algorithm>
#include <condition_variable>
#include <cstdlib>
#include <mutex>
#include <thread>
#include <vector>

namespace minitf {
namespace ops {

namespace {

// More threads than this buys nothing for teaching-sized matrices and only
// adds wake-up latency.
constexpr int kMaxThreads = 8;

class Pool {
 public:
  explicit Pool(int workers) {
    for (int i = 0; i < workers; ++i) threads_.emplace_back([this] { loop(); });
  }
  ~Pool() {
    {
      std::lock_guard<std::mutex> lock(mu_);
      stop_ = true;
    }
    cv_.notify_all();
    for (auto& t : threads_) t.join();
  }

  void run(int n, const std::function<void(int)>& fn) {
    std::unique_lock<std::mutex> lock(run_mu_);  // one parallel region at a time
    {
      std::lock_guard<std::mutex> l(mu_);
      fn_ = &fn;
      n_ = n;
      next_ = 0;
      pending_ = n;
      ++generation_;
    }
    cv_.notify_all();
    work();  // the caller takes a share too
    std::unique_lock<std::mutex> l(mu_);
    done_cv_.wait(l, [this] { return pending_ == 0; });
    fn_ = nullptr;
  }

 private:
  void work() {
    for (;;) {
      int i;
      const std::function<void(int)>* fn;
      {
        std::lock_guard<std::mutex> l(mu_);
        if (!fn_ || next_ >= n_) return;
        i = next_++;
        fn = fn_;
      }
      (*fn)(i);
      std::lock_guard<std::mutex> l(mu_);
      if (--pending_ == 0) done_cv_.notify_all();
    }
  }
  void loop() {
    uint64_t seen = 0;
    for (;;) {
      {
        std::unique_lock<std::mutex> l(mu_);
        cv_.wait(l, [&] { return stop_ || generation_ != seen; });
        if (stop_) return;
        seen = generation_;
      }
      work();
    }
  }

  std::vector<std::thread> threads_;
  std::mutex mu_, run_mu_;
  std::condition_variable cv_, done_cv_;
  const std::function<void(int)>* fn_ = nullptr;
  int n_ = 0, next_ = 0, pending_ = 0;
  uint64_t generation_ = 0;
  bool stop_ = false;
};

Pool& pool() {
  static Pool p(parallel_width() - 1);
  return p;
}

}  // namespace

int parallel_width() {
  static const int width = [] {
    int n = std::min<int>(kMaxThreads, static_cast<int>(std::thread::hardware_concurrency()));
    // OMP_NUM_THREADS caps it, as it caps OpenBLAS and PyTorch: the benchmarks
    // set it to compare one thread against one thread.
    if (const char* env = std::getenv("OMP_NUM_THREADS")) {
      char* end = nullptr;
      long v = std::strtol(env, &end, 10);
      if (end != env && *end == '\0' && v > 0) n = static_cast<int>(std::min<long>(n, v));
    }
    return std::max(1, n);
  }();
  return width;
}

void parallel_for(int n, const std::function<void(int)>& fn) {
  if (n <= 1 || parallel_width() == 1) {
    for (int i = 0; i < n; ++i) fn(i);
    return;
  }
  pool().run(n, fn);
}

}  // namespace ops
}  // namespace minitf
