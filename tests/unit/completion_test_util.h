// A fresh interpreter with some setup code run, for the completion and
// inspection tests.
#pragma once

#include <catch2/catch.hpp>
#include <string>

#include "lib/libraries.h"
#include "runtime/interpreter.h"

namespace minitf {

struct SetupSession {
  StringSink sink;
  Interpreter in{sink};
  // REQUIREs that the setup code ran without an error.
  explicit SetupSession(const std::string& code) {
    install_libraries(in);
    ExecResult r = in.exec(code, "<test>");
    INFO(r.error_text);
    REQUIRE(r.ok);
  }
  // The repr of an expression evaluated in the session.
  std::string eval(const std::string& expr) {
    ExecResult r = in.exec(expr, "<test>", true);
    INFO(r.error_text);
    REQUIRE(r.has_value);
    return in.repr(r.last_value);
  }
};

}  // namespace minitf
