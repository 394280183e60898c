#include <catch2/catch.hpp>

#include "syntax/ast_dump.h"
#include "syntax/parser.h"

using namespace minitf;

TEST_CASE("smoke: parse a small program") {
  auto f = std::make_shared<SourceFile>("<t>", "x = 1 + 2\nprint(x)\n");
  auto u = parse(f);
  REQUIRE(u->body.size() == 2);
}
