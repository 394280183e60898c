// The ANSI colours of the kernel's error messages (traceback_colour.h): the
// same lines as the plain traceback, with IPython's colours around the
// exception's name, the file and line, and the function.
#include <catch2/catch.hpp>

#include "traceback_colour.h"

using namespace minitf;

namespace {

const std::string R = "\x1b[0;31m", G = "\x1b[0;32m", C = "\x1b[0;36m", N = "\x1b[0m";

}  // namespace

TEST_CASE("a runtime error's traceback is coloured as IPython colours it") {
  std::vector<std::string> plain = {
      "Traceback (most recent call last):", "  File \"<cell 3>\", line 2, in f", "    return 1 / 0",
      "ZeroDivisionError: division by zero"};
  std::vector<std::string> coloured = colour_traceback(plain);
  REQUIRE(coloured.size() == plain.size());
  CHECK(coloured[0] == plain[0]);
  CHECK(coloured[1] ==
        "  File " + G + "\"<cell 3>\"" + N + ", line " + G + "2" + N + ", in " + C + "f" + N);
  CHECK(coloured[2] == plain[2]);
  CHECK(coloured[3] == R + "ZeroDivisionError" + N + ": division by zero");
}

TEST_CASE("a syntax error's location has no function, an interrupt no message") {
  std::vector<std::string> coloured = colour_traceback(
      {"  File \"<cell 1>\", line 1", "    x = = 1", "        ^", "SyntaxError: invalid syntax"});
  CHECK(coloured[0] == "  File " + G + "\"<cell 1>\"" + N + ", line " + G + "1" + N);
  CHECK(coloured[1] == "    x = = 1");
  CHECK(coloured[2] == "        ^");
  CHECK(coloured[3] == R + "SyntaxError" + N + ": invalid syntax");
  CHECK(colour_traceback({"KeyboardInterrupt"})[0] == R + "KeyboardInterrupt" + N);
}

TEST_CASE("a chained traceback colours each exception, not the joining sentences") {
  std::vector<std::string> plain = {
      "KeyError: 'a'",
      "",
      "During handling of the above exception, another exception occurred:",
      "",
      "Traceback (most recent call last):",
      "tensorflow.python.framework.errors_impl.InvalidArgumentError: bad"};
  std::vector<std::string> coloured = colour_traceback(plain);
  CHECK(coloured[0] == R + "KeyError" + N + ": 'a'");
  CHECK(coloured[1] == "");
  CHECK(coloured[2] == plain[2]);
  CHECK(coloured[4] == plain[4]);
  CHECK(coloured[5] ==
        R + "tensorflow.python.framework.errors_impl.InvalidArgumentError" + N + ": bad");
}
