// Helpers shared by the syntax unit tests.
#pragma once

#include <catch2/catch.hpp>
#include <memory>
#include <string>

#include "syntax/ast_dump.h"
#include "syntax/lexer.h"
#include "syntax/parser.h"

namespace minitf_test {

inline std::unique_ptr<minitf::SourceUnit> parse_src(const std::string& src) {
  return minitf::parse(std::make_shared<minitf::SourceFile>("<test>", src));
}

// The error `src` raises, or a SyntaxErrorInfo with kind "none".
inline minitf::SyntaxErrorInfo error_of(const std::string& src) {
  try {
    parse_src(src);
  } catch (const minitf::SyntaxErrorInfo& e) {
    return e;
  }
  minitf::SyntaxErrorInfo none;
  none.kind = "none";
  return none;
}

// The first statement's dump, for compact structural checks.
inline std::string dump1(const std::string& src) {
  auto u = parse_src(src);
  REQUIRE(!u->body.empty());
  return minitf::dump_stmt(*u->body[0]);
}

inline std::string tokens_of(const std::string& src) {
  minitf::SourceFile f("<test>", src);
  auto ts = minitf::tokenize(f);
  std::string out;
  for (const auto& t : ts.tokens) {
    if (!out.empty()) out += " ";
    switch (t.kind) {
      case minitf::Tok::Name:
      case minitf::Tok::Number:
      case minitf::Tok::String:
        out += std::string(minitf::token_text(f, t));
        break;
      case minitf::Tok::Error:
        out += "ERROR(" + ts.error.message + ")";
        break;
      default:
        out += minitf::tok_spelling(t.kind);
    }
  }
  return out;
}

}  // namespace minitf_test
