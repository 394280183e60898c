// Lexer: tokens, indentation, numbers, strings, errors.
#include <cmath>

#include "syntax_test_util.h"

using namespace minitf;
using minitf_test::error_of;
using minitf_test::tokens_of;

TEST_CASE("lexer: token table is consistent", "[lexer]") {
  CHECK(std::string(tok_name(Tok::LParen)) == "LParen");
  CHECK(std::string(tok_spelling(Tok::DoubleStarEqual)) == "**=");
  CHECK(tok_class(Tok::KwLambda) == TokClass::K);
  CHECK(tok_class(Tok::Ellipsis) == TokClass::O);
  CHECK(tok_class(Tok::Indent) == TokClass::S);
}

TEST_CASE("lexer: simple statement tokens", "[lexer]") {
  CHECK(tokens_of("x = 1\n") == "x = 1 NEWLINE ENDMARKER");
  CHECK(tokens_of("x") == "x NEWLINE ENDMARKER");  // NEWLINE is added at EOF
  CHECK(tokens_of("") == "ENDMARKER");
  CHECK(tokens_of("\n\n# only a comment\n") == "ENDMARKER");
}

TEST_CASE("lexer: all operators, longest match first", "[lexer]") {
  CHECK(tokens_of("a **= b //= c >>= d <<= e") == "a **= b //= c >>= d <<= e NEWLINE ENDMARKER");
  CHECK(tokens_of("a->b ... := != == <= >= ** //") ==
        "a -> b ... := != == <= >= ** // NEWLINE ENDMARKER");
  CHECK(tokens_of("@ @= % %= & &= | |= ^ ^= ~ ; . ,") ==
        "@ @= % %= & &= | |= ^ ^= ~ ; . , NEWLINE ENDMARKER");
  CHECK(tokens_of("x.y") == "x . y NEWLINE ENDMARKER");
}

TEST_CASE("lexer: keywords and soft keywords", "[lexer]") {
  SourceFile f("<t>", "lambda match case _ None");
  auto ts = tokenize(f);
  REQUIRE(ts.tokens.size() >= 5);
  CHECK(ts.tokens[0].kind == Tok::KwLambda);
  CHECK(ts.tokens[1].kind == Tok::Name);  // match/case/_ stay identifiers
  CHECK(ts.tokens[2].kind == Tok::Name);
  CHECK(ts.tokens[3].kind == Tok::Name);
  CHECK(ts.tokens[4].kind == Tok::KwNone);
}

TEST_CASE("lexer: UTF-8 identifiers", "[lexer]") {
  CHECK(tokens_of("café = 1") == "café = 1 NEWLINE ENDMARKER");
  CHECK(tokens_of("π") == "π NEWLINE ENDMARKER");
  auto e = error_of("a … b");
  CHECK(e.message == "invalid character '…' (U+2026)");
  CHECK(e.col == 2);
  CHECK(error_of("a\xc2\xa0= 1").message == "invalid non-printable character U+00A0");
}

TEST_CASE("lexer: indentation", "[lexer]") {
  CHECK(tokens_of("if x:\n    y\nz\n") ==
        "if x : NEWLINE INDENT y NEWLINE DEDENT z NEWLINE ENDMARKER");
  CHECK(tokens_of("if x:\n  if y:\n    z\n") ==
        "if x : NEWLINE INDENT if y : NEWLINE INDENT z NEWLINE DEDENT DEDENT ENDMARKER");
  // Blank and comment-only lines do not affect indentation.
  CHECK(tokens_of("if x:\n\n   # c\n    y\n") ==
        "if x : NEWLINE INDENT y NEWLINE DEDENT ENDMARKER");
  // Tabs count to the next multiple of 8, consistently used here.
  CHECK(tokens_of("if x:\n\ty\n\tz\n") ==
        "if x : NEWLINE INDENT y NEWLINE z NEWLINE DEDENT ENDMARKER");
  // CRLF line endings.
  CHECK(tokens_of("if x:\r\n    y\r\n") == "if x : NEWLINE INDENT y NEWLINE DEDENT ENDMARKER");
}

TEST_CASE("lexer: implicit and explicit line joining", "[lexer]") {
  CHECK(tokens_of("x = (1,\n     2)\n") == "x = ( 1 , 2 ) NEWLINE ENDMARKER");
  CHECK(tokens_of("x = [\n  1,  # c\n]\n") == "x = [ 1 , ] NEWLINE ENDMARKER");
  CHECK(tokens_of("x = 1 + \\\n    2\n") == "x = 1 + 2 NEWLINE ENDMARKER");
  auto e = error_of("x = 1 \\ 2");
  CHECK(e.message == "unexpected character after line continuation character");
  CHECK(error_of("x = \\").message == "unexpected EOF while parsing");
}

TEST_CASE("lexer: indentation errors", "[lexer]") {
  auto e = error_of("if x:\n    a\n  b\n");
  CHECK(e.kind == "IndentationError");
  CHECK(e.message == "unindent does not match any outer indentation level");
  CHECK(e.line == 3);
  auto t = error_of("if x:\n\ty\n        z\n");
  CHECK(t.kind == "TabError");
  CHECK(t.message == "inconsistent use of tabs and spaces in indentation");
  CHECK(t.line == 3);
  std::string deep;
  for (int i = 0; i < 120; ++i) deep += std::string(i, ' ') + "if x:\n";
  deep += std::string(120, ' ') + "pass\n";
  auto d = error_of(deep);
  CHECK(d.kind == "IndentationError");
  CHECK(d.message == "too many levels of indentation");
}

TEST_CASE("lexer: integer literals", "[lexer]") {
  auto num = [](const std::string& src) {
    SourceFile f("<t>", src);
    auto ts = tokenize(f);
    REQUIRE(ts.tokens[0].kind == Tok::Number);
    return ts.tokens[0];
  };
  CHECK(num("0").ival == 0);
  CHECK(num("1_000_000").ival == 1000000);
  CHECK(num("0xff").ival == 255);
  CHECK(num("0XFF").ival == 255);
  CHECK(num("0x_f").ival == 15);
  CHECK(num("0o17").ival == 15);
  CHECK(num("0b1010").ival == 10);
  CHECK(num("00").ival == 0);
  CHECK(num("9223372036854775807").ival == INT64_MAX);
  CHECK(num("9223372036854775808").num == NumKind::IntMinMagnitude);
  CHECK(num("18446744073709551616").num == NumKind::BigInt);
  CHECK(num("0x1_0000_0000_0000_0000").num == NumKind::BigInt);
  CHECK(num("0x7fffffffffffffff").ival == INT64_MAX);
}

TEST_CASE("lexer: float and imaginary literals", "[lexer]") {
  auto num = [](const std::string& src) {
    SourceFile f("<t>", src);
    auto ts = tokenize(f);
    REQUIRE(ts.tokens[0].kind == Tok::Number);
    return ts.tokens[0];
  };
  CHECK(num("1.5").fval == 1.5);
  CHECK(num("1.").fval == 1.0);
  CHECK(num(".5").fval == 0.5);
  CHECK(num("1e3").fval == 1000.0);
  CHECK(num("1E-3").fval == 0.001);
  CHECK(num("1_0.2_5").fval == 10.25);
  CHECK(num("1.5").num == NumKind::Float);
  CHECK(std::isinf(num("1e400").fval));
  CHECK(num("2j").num == NumKind::Imag);
  CHECK(num("2j").fval == 2.0);
  CHECK(num("1.5e1J").fval == 15.0);
  // A keyword may follow a number directly, as in CPython.
  CHECK(tokens_of("1if x else 2") == "1 if x else 2 NEWLINE ENDMARKER");
}

TEST_CASE("lexer: number errors", "[lexer]") {
  CHECK(error_of("1abc").message == "invalid decimal literal");
  CHECK(error_of("1_").message == "invalid decimal literal");
  CHECK(error_of("1__0").message == "invalid decimal literal");
  CHECK(error_of("1e").message == "invalid decimal literal");
  CHECK(error_of("0x").message == "invalid hexadecimal literal");
  CHECK(error_of("0o").message == "invalid octal literal");
  CHECK(error_of("0b102").message == "invalid digit '2' in binary literal");
  CHECK(error_of("0o8").message == "invalid digit '8' in octal literal");
  CHECK(error_of("0123").message ==
        "leading zeros in decimal integer literals are not permitted; use an 0o prefix for "
        "octal integers");
  // Literals past int64 are BigInts; only CPython's decimal digit limit fails.
  CHECK(error_of("x = 99999999999999999999").kind == "none");
  CHECK(error_of("x = 0xffffffffffffffffff").kind == "none");
  auto huge = error_of("x = " + std::string(4301, '7'));
  CHECK(huge.message.rfind("Exceeds the limit (4300 digits) for integer string conversion: value "
                           "has 4301 digits",
                           0) == 0);
  CHECK(huge.col == 4);
  CHECK(error_of("x = 0x" + std::string(5000, 'f')).kind == "none");
  CHECK(error_of("x = -9223372036854775808").kind == "none");
}

TEST_CASE("lexer: string tokens", "[lexer]") {
  SourceFile f("<t>", "'a' \"b\" '''c\nd''' r'\\d' f'{x}' Rf'x' u'x'");
  auto ts = tokenize(f);
  std::vector<Token> strs;
  for (auto& t : ts.tokens)
    if (t.kind == Tok::String) strs.push_back(t);
  REQUIRE(strs.size() == 7);
  CHECK(strs[2].quote_len == 3);
  CHECK(strs[2].pos.line == 1);
  CHECK(strs[2].pos.end_line == 2);
  CHECK((strs[3].str_flags & kStrRaw));
  CHECK((strs[4].str_flags & kStrF));
  CHECK((strs[5].str_flags & kStrF));
  CHECK((strs[5].str_flags & kStrRaw));
  CHECK(strs[6].str_flags == 0);
}

TEST_CASE("lexer: unterminated strings", "[lexer]") {
  auto e = error_of("x = \"abc");
  CHECK(e.message == "unterminated string literal (detected at line 1)");
  CHECK(e.col == 4);
  auto t = error_of("x = 1\ny = '''abc\n\n");
  CHECK(t.message == "unterminated triple-quoted string literal (detected at line 3)");
  CHECK(t.line == 2);
  CHECK(error_of("'abc\ndef'").message == "unterminated string literal (detected at line 1)");
}

TEST_CASE("lexer: brackets", "[lexer]") {
  auto e = error_of("print(\"a\"");
  CHECK(e.message == "'(' was never closed");
  CHECK(e.col == 5);
  CHECK(error_of("x = )").message == "unmatched ')'");
  CHECK(error_of("x = (]").message ==
        "closing parenthesis ']' does not match opening parenthesis '('");
  CHECK(error_of("x = (\n]").message ==
        "closing parenthesis ']' does not match opening parenthesis '(' on line 1");
  std::string deep = "x = " + std::string(500, '(') + "1" + std::string(500, ')');
  CHECK(error_of(deep).message == "too many nested parentheses");
}

TEST_CASE("lexer: encoding errors", "[lexer]") {
  auto e = error_of(std::string("a = 1\nb\0c", 10));
  CHECK(e.message == "source code cannot contain null bytes");
  CHECK(e.line == 2);
  CHECK(error_of("x = '\xff'").message.find("can't decode byte 0xff") != std::string::npos);
  CHECK(error_of("\xEF\xBB\xBFx = 1").kind == "none");  // a BOM is fine
}

TEST_CASE("lexer: dump_tokens", "[lexer]") {
  SourceFile f("<t>", "x = 1\n");
  CHECK(dump_tokens(f) ==
        "1:0-1:1 Name x\n1:2-1:3 Equal\n1:4-1:5 Number 1\n1:5-1:6 Newline\n2:0-2:0 EndMarker\n");
}
