// Helpers shared by the function-layer unit tests: an interpreter with a
// sink that records trace events.
#pragma once

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "lib/libraries.h"
#include "runtime/interpreter.h"

namespace function_test {

using namespace minitf;

struct EventSink : StringSink {
  std::vector<TraceEvent> events;
  void event(const TraceEvent& e) override { events.push_back(e); }
};

// Runs `src`; fails the test with the traceback when it raises.
inline void run(Interpreter& in, const std::string& src) {
  ExecResult r = in.exec(src, "test.py");
  INFO(r.error_text);
  REQUIRE(r.ok);
}

}  // namespace function_test
