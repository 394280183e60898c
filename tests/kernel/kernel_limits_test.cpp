// A kernel session's limits for shared servers (issue #18): the per-cell
// time limit (--time-limit, %time_limit) and the sandbox's environment.
#include <catch2/catch.hpp>
#include <chrono>
#include <cstdlib>
#include <string>

#include "session.h"

using namespace minitf;

namespace {

KernelCallbacks quiet() {
  KernelCallbacks cb;
  cb.stream = [](const std::string&, const std::string&) {};
  cb.display = [](const MimeBundle&) {};
  cb.clear_output = [](bool) {};
  return cb;
}

double seconds_since(std::chrono::steady_clock::time_point t) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
}

}  // namespace

TEST_CASE("--time-limit stops a cell with TimeoutError; the session goes on") {
  Options o;
  o.time_limit = 0.3;
  Session s(quiet(), o);
  CHECK(s.run_cell("kept = 41", 1).ok);
  auto start = std::chrono::steady_clock::now();
  CellOutcome r = s.run_cell("while True:\n    kept += 0", 2);
  CHECK(seconds_since(start) < 5);
  CHECK(r.ename == "TimeoutError");
  CHECK(r.evalue == "execution exceeded the time limit of 0.3 seconds");
  // Each cell has its own budget: the next one starts from zero.
  r = s.run_cell("import time\ntime.sleep(0.2)\nkept + 1", 3);
  REQUIRE(r.ok);
  CHECK(r.result.plain == "42");
  // A graph while loop stops too (the executor polls the same flag).
  r = s.run_cell(
      "import tensorflow as tf\n@tf.function\ndef f(x):\n    while x > 0:\n        x += 1\n"
      "    return x\nf(tf.constant(1))",
      4);
  CHECK(r.ename == "TimeoutError");
  CHECK(s.run_cell("kept", 5).result.plain == "41");
}

TEST_CASE("%time_limit sets, shows and switches off the limit") {
  Session s(quiet());
  CHECK(s.interp().options().time_limit == 0);
  CHECK(s.run_cell("%time_limit 0.2", 1).ok);
  CHECK(s.interp().options().time_limit == 0.2);
  CHECK(s.run_cell("while True:\n    pass", 2).ename == "TimeoutError");
  CHECK(s.run_cell("%time_limit off", 3).ok);
  CHECK(s.interp().options().time_limit == 0);
  CellOutcome r = s.run_cell("%time_limit -1", 4);
  CHECK(r.ename == "UsageError");
  CHECK(s.run_cell("import time\ntime.sleep(0.3)\n1", 5).ok);
}

TEST_CASE("a sandboxed kernel may lower its time limit, not raise it") {
  Options o;
  o.sandbox = true;
  o.time_limit = 60;
  Session s(quiet(), o);
  CHECK(s.run_cell("%time_limit 120", 1).ename == "UsageError");
  CHECK(s.run_cell("%time_limit off", 2).ename == "UsageError");
  CHECK(s.run_cell("%time_limit 30", 3).ok);
  CHECK(s.interp().options().time_limit == 30);
}

TEST_CASE("a sandboxed kernel hides the server's tokens from os.environ") {
  ::setenv("JUPYTERHUB_API_TOKEN", "secret-token", 1);
  ::setenv("LANG", "C.UTF-8", 1);
  Options o;
  o.sandbox = true;
  Session sandboxed(quiet(), o);
  CHECK(sandboxed.run_cell("import os\n'JUPYTERHUB_API_TOKEN' in os.environ", 1).result.plain ==
        "False");
  CHECK(sandboxed.run_cell("os.getenv('LANG')", 2).result.plain == "'C.UTF-8'");
  Session open_session(quiet());
  CHECK(open_session.run_cell("import os\nos.environ['JUPYTERHUB_API_TOKEN']", 1).result.plain ==
        "'secret-token'");
  ::unsetenv("JUPYTERHUB_API_TOKEN");
}
