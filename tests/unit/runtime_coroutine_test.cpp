// The generator stacks of runtime/coroutine.h: switching, exceptions that stay
// on their own stack, the exception state each stack keeps, and the pool.
#include <catch2/catch.hpp>
#include <stdexcept>
#include <string>

#include "runtime/coroutine.h"

using namespace minitf;

namespace {

struct Pingpong {
  Coroutine co;
  int steps = 0;
  std::string log;
};

void count_to_three(void* arg) {
  auto* p = static_cast<Pingpong*>(arg);
  for (int i = 0; i < 3; ++i) {
    ++p->steps;
    p->co.suspend();
  }
  p->co.finish();
}

// Suspends while a C++ exception is being handled, so the resumer's own
// handling must not see it (and this one must find it again on resume).
void suspend_inside_catch(void* arg) {
  auto* p = static_cast<Pingpong*>(arg);
  try {
    throw std::runtime_error("inner");
  } catch (std::exception& e) {
    p->co.suspend();
    try {
      throw;  // the exception being handled on this stack
    } catch (std::exception& again) {
      p->log += again.what();
    }
  }
  p->co.finish();
}

// Recurses with 4 KiB frames until 64 KiB above the stack's low end; the
// work after the call keeps it from becoming a loop.
int deep(int n, char* low, size_t* max_depth) {
  volatile char pad[4096];
  pad[0] = char(n);
  if (reinterpret_cast<char*>(const_cast<char*>(pad)) < low + 64 * 1024) return 0;
  *max_depth = size_t(n);
  return deep(n + 1, low, max_depth) + pad[0];
}

struct Deep {
  Coroutine co;
  size_t depth = 0;
};

void go_deep(void* arg) {
  auto* d = static_cast<Deep*>(arg);
  deep(0, d->co.stack_low(), &d->depth);
  d->co.finish();
}

}  // namespace

TEST_CASE("coroutine: resume and suspend alternate until finish", "[coroutine]") {
  Pingpong p;
  REQUIRE(p.co.allocate());
  p.co.start(&count_to_three, &p);
  for (int i = 1; i <= 3; ++i) {
    p.co.resume();
    CHECK(p.steps == i);
    CHECK_FALSE(p.co.finished());
  }
  p.co.resume();
  CHECK(p.co.finished());
}

TEST_CASE("coroutine: each stack keeps its own exception being handled", "[coroutine]") {
  Pingpong p;
  REQUIRE(p.co.allocate());
  p.co.start(&suspend_inside_catch, &p);
  p.co.resume();
  // The resumer handles an exception of its own meanwhile.
  try {
    throw std::logic_error("outer");
  } catch (std::exception& e) {
    CHECK(std::string(e.what()) == "outer");
  }
  CHECK_FALSE(std::uncaught_exceptions());
  p.co.resume();
  CHECK(p.co.finished());
  CHECK(p.log == "inner");
}

TEST_CASE("coroutine: a stack has its whole reserve below its start", "[coroutine]") {
  Deep d;
  REQUIRE(d.co.allocate());
  d.co.start(&go_deep, &d);
  d.co.resume();
  CHECK(d.co.finished());
  // 4 KiB frames down to 64 KiB above the low end: most of the reserve.
  CHECK(d.depth * 4096 > kGeneratorStackBytes / 2);
}

TEST_CASE("coroutine: finished stacks go back to the pool", "[coroutine]") {
  size_t before = Coroutine::live_count();
  {
    Pingpong a, b;
    REQUIRE(a.co.allocate());
    REQUIRE(b.co.allocate());
    CHECK(Coroutine::live_count() == before + 2);
  }
  CHECK(Coroutine::live_count() == before);
}
