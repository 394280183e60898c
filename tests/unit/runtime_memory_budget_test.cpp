// Each session's memory budget (issue #18): parsing --memory-limit sizes, the
// default, and budgets that belong to one interpreter, not to the process.
#include <catch2/catch.hpp>

#include "builtins/builtins.h"
#include "runtime/interpreter.h"

using namespace minitf;

TEST_CASE("memory sizes parse as powers of 1024", "[limits]") {
  uint64_t b = 0;
  CHECK((parse_memory_size("2G", b) && b == uint64_t(2) << 30));
  CHECK((parse_memory_size("512M", b) && b == uint64_t(512) << 20));
  CHECK((parse_memory_size("1.5G", b) && b == uint64_t(3) << 29));
  CHECK((parse_memory_size("100000", b) && b == 100000));
  CHECK((parse_memory_size("2GiB", b) && b == uint64_t(2) << 30));
  CHECK((parse_memory_size("64kb", b) && b == uint64_t(64) << 10));
  CHECK((parse_memory_size("1T", b) && b == uint64_t(1) << 40));
  for (const char* bad : {"", "0", "-1G", "2X", "G", "iB", "2 G", "1e30", "nan", "0.1"}) {
    INFO(bad);
    CHECK_FALSE(parse_memory_size(bad, b));
  }
  CHECK(default_memory_budget() > 0);
}

TEST_CASE("each session has its own memory budget", "[limits]") {
  StringSink s1, s2;
  Options small;
  small.memory_limit = uint64_t(1) << 20;
  Interpreter a(s1, small), b(s2);
  install_builtins(a);
  install_builtins(b);
  CHECK(a.memory_budget() == uint64_t(1) << 20);
  CHECK(b.memory_budget() == default_memory_budget());
  ExecResult r = a.exec("s = 'x' * 2000000", "a.py");
  CHECK_FALSE(r.ok);
  CHECK(r.ename == "MemoryError");
  CHECK(b.exec("s = 'x' * 2000000\nprint(len(s))", "b.py").ok);
  CHECK(s2.out == "2000000\n");
  // The budget is active only while its session runs: a's does not leak out.
  CHECK(active_limits() == nullptr);
  CHECK(a.exec("print(len('x' * 1000))", "a.py").ok);
  CHECK(s1.out == "1000\n");
}
