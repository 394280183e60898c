#!/usr/bin/env python3
"""Writes the malformed-input corpus that tests/run_malformed.py feeds to minitf.

    python3 generate.py             rewrite the committed files beside this script
    python3 generate.py --big DIR   write the big cases (over 100 KB each) into DIR;
                                    run_malformed.py does this in a temporary folder

Every FOO.py must make the interpreter stop with exit status 1 and a clear
Python-style error as the last line of stderr ("SyntaxError: ...", "IndentationError:
...", ...), never a crash. Files named ok_FOO.py are unusual but valid programs that
must run (exit 0); ok_FOO.out, when present, is their exact expected stdout.

The files are generated because several are hard to write by hand: 10 000 levels of
nesting, raw invalid UTF-8, NUL bytes, a missing final newline, CRLF line ends.
"""

import os
import sys

DEPTH = 10000


def text(*lines):
    """Lines joined with newlines, ending with one."""
    return ("\n".join(lines) + "\n").encode("utf-8")


def nested_ifs(levels):
    """`levels` nested if blocks, each indented one more space than the last."""
    out = ["# Malformed: %d nested if blocks (too many levels of indentation)." % levels]
    for level in range(levels):
        out.append(" " * level + "if True:")
    out.append(" " * levels + "print('deepest')")
    return text(*out)


def small_cases():
    cases = {}

    # Unterminated strings.
    cases["unterminated_string_double_quotes.py"] = text(
        "# Malformed: a string that never ends.", 'greeting = "hello', "print(greeting)")
    cases["unterminated_string_single_quotes.py"] = text(
        "# Malformed: a string that never ends.", "greeting = 'hello", "print(greeting)")
    cases["unterminated_string_at_eof_without_newline.py"] = (
        b"# Malformed: the file ends inside a string, with no final newline.\n"
        b"x = \"abc")
    cases["unterminated_triple_quoted_string.py"] = text(
        "# Malformed: a triple-quoted string that never ends.",
        'doc = """first line', "second line", "print(doc)")
    cases["unterminated_triple_single_quoted_string.py"] = text(
        "# Malformed: a triple-quoted string that never ends.", "doc = '''abc", "")

    # Indentation.
    cases["unexpected_indent.py"] = text(
        "# Malformed: a line indented for no reason.", "x = 1", "    y = 2", "print(x)")
    cases["unindent_does_not_match.py"] = text(
        "# Malformed: a dedent to a column no outer block uses.",
        "if True:", "        x = 1", "    y = 2")
    cases["tabs_and_spaces_mixed.py"] = text(
        "# Malformed: one block indented with a tab, then with eight spaces.",
        "if True:", "\tx = 1", "        y = 2")
    cases["def_without_body.py"] = text(
        "# Malformed: a def whose body is missing.", "def f():", "print('after')")
    cases["def_without_body_at_eof.py"] = text(
        "# Malformed: a def at the very end of the file, with no body.", "def f():")

    # Stray tokens.
    cases["stray_close_paren.py"] = text("# Malformed: a ')' with no '('.", "x = 1)")
    cases["stray_close_bracket.py"] = text("# Malformed: a ']' with no '['.", "]")
    cases["stray_close_brace.py"] = text("# Malformed: a '}' with no '{'.", "x = }")
    cases["stray_dollar_sign.py"] = text("# Malformed: '$' is not a Python token.", "cost = $5")
    cases["stray_question_mark.py"] = text(
        "# Malformed: C's ternary operator.", "x = 1 ? 2 : 3")
    cases["stray_backtick.py"] = text(
        "# Malformed: Python 2 backtick repr.", "x = `42`")
    cases["mismatched_brackets.py"] = text(
        "# Malformed: '(' closed by ']'.", "values = (1, 2]")
    cases["unclosed_paren_at_eof.py"] = text(
        "# Malformed: a call that is never closed.", "print(1, 2,")
    cases["bare_operator_line.py"] = text("# Malformed: an operator with no left operand.", "/ 2")
    cases["decorator_without_function.py"] = text(
        "# Malformed: a decorator followed by an assignment.", "@staticmethod", "x = 1")

    # Deep nesting (10 000 levels).
    cases["deep_parentheses_10000.py"] = (
        "# Malformed: 10000 nested parentheses.\nx = " + "(" * DEPTH + "1" + ")" * DEPTH + "\n"
    ).encode("utf-8")
    cases["deep_brackets_10000.py"] = (
        "# Malformed: 10000 nested list displays.\nx = " + "[" * DEPTH + "1" + "]" * DEPTH + "\n"
    ).encode("utf-8")
    cases["deep_braces_10000.py"] = (
        "# Malformed: 10000 nested dict displays.\nx = " + "{1: " * DEPTH + "1" + "}" * DEPTH + "\n"
    ).encode("utf-8")
    cases["deep_unary_minus_10000.py"] = (
        "# Malformed: 10000 unary minus signs.\nx = " + "-" * DEPTH + "1\nprint(x)\n"
    ).encode("utf-8")
    cases["deep_not_10000.py"] = (
        "# Malformed: 10000 nested 'not'.\nx = " + "not " * DEPTH + "True\nprint(x)\n"
    ).encode("utf-8")
    cases["deep_power_10000.py"] = (
        "# Malformed: a right-associative '**' chain 10000 long.\nx = " + "1 ** " * DEPTH + "1\nprint(x)\n"
    ).encode("utf-8")
    cases["deep_lambda_10000.py"] = (
        "# Malformed: 10000 nested lambdas.\nf = " + "lambda: " * DEPTH + "1\n"
    ).encode("utf-8")
    cases["deep_conditional_expression_8000.py"] = (
        "# Malformed: 8000 nested conditional expressions (8000 keeps the file under 100 KB).\n"
        "x = " + "1 if 0 else " * 8000 + "2\n"
    ).encode("utf-8")
    cases["deep_nested_if_400.py"] = nested_ifs(400)

    # Literals.
    cases["huge_int_literal_10000_digits.py"] = (
        "# Malformed: a 10000-digit integer literal (minitf ints are 64-bit;\n"
        "# CPython 3.11 refuses to convert more than 4300 digits).\n"
        "x = " + "7" * DEPTH + "\nprint(x % 10)\n").encode("utf-8")
    cases["leading_zero_int_literal.py"] = text(
        "# Malformed: Python 2 octal literal.", "mode = 0777")
    cases["invalid_hex_literal.py"] = text("# Malformed: '0x' with no digits.", "x = 0x")
    cases["truncated_hex_escape.py"] = text(
        "# Malformed: '\\x' escape with one hex digit.", 'x = "\\x4"')

    # Bytes that are not valid source text.
    cases["invalid_utf8_bytes.py"] = (
        b"# Malformed: bytes 0xff 0xfe are not UTF-8.\n"
        b"x = \"\xff\xfe\"\nprint(x)\n")
    cases["nul_byte_in_source.py"] = (
        b"# Malformed: a NUL byte in the middle of a line.\n"
        b"x = 1 +\x00 2\nprint(x)\n")
    cases["lone_backslash_at_eof.py"] = (
        b"# Malformed: a line continuation at the very end of the file.\n"
        b"x = 1 \\")
    cases["backslash_continuation_then_code.py"] = text(
        "# Malformed: text after a line-continuation backslash.", "x = 1 \\ + 2")

    # f-strings.
    cases["unclosed_fstring_brace.py"] = text(
        "# Malformed: an f-string replacement field never closed.", "x = 1", 'print(f"{x")')
    cases["empty_fstring_expression.py"] = text(
        "# Malformed: an empty f-string replacement field.", 'print(f"{}")')

    # Keywords and statements in the wrong place.
    cases["keyword_class_as_name.py"] = text("# Malformed: assigning to a keyword.", "class = 3")
    cases["keyword_def_as_name.py"] = text("# Malformed: assigning to a keyword.", "def = 1")
    cases["lambda_with_statement_body.py"] = text(
        "# Malformed: a lambda's body must be an expression.", "f = lambda x: return x")
    cases["print_statement_python2.py"] = text(
        "# Malformed: Python 2 print statement.", 'print "hello"')
    cases["try_without_except.py"] = text(
        "# Malformed: try with neither except nor finally.",
        "try:", "    x = 1", "print(x)")
    cases["else_without_if.py"] = text(
        "# Malformed: else with no if.", "x = 1", "else:", "    x = 2")
    cases["missing_colon_after_def.py"] = text(
        "# Malformed: no colon after the parameter list.", "def f()", "    return 1")
    cases["assign_to_function_call.py"] = text(
        "# Malformed: a call cannot be assigned to.", "f() = 1")
    cases["return_outside_function.py"] = text(
        "# Malformed: return at module level.", "return 5")
    cases["break_outside_loop.py"] = text("# Malformed: break with no loop.", "break")
    cases["continue_outside_loop.py"] = text(
        "# Malformed: continue inside a function but not a loop.", "def f():", "    continue")
    cases["yield_outside_function.py"] = text("# Malformed: yield at module level.", "yield 1")
    cases["nonlocal_at_module_level.py"] = text(
        "# Malformed: nonlocal needs an enclosing function.", "nonlocal x", "x = 1")
    cases["duplicate_parameter_names.py"] = text(
        "# Malformed: two parameters with the same name.", "def f(a, a):", "    return a")
    cases["default_before_non_default_parameter.py"] = text(
        "# Malformed: a parameter without a default after one with a default.",
        "def f(a=1, b):", "    return a")
    cases["positional_argument_after_keyword.py"] = text(
        "# Malformed: a positional argument after a keyword argument.",
        "print(sep='-', 1)")
    cases["two_starred_targets.py"] = text(
        "# Malformed: two starred targets in one assignment.", "*a, *b = [1, 2, 3]")

    # Unusual but valid programs: these must run.
    cases["ok_empty_file.py"] = b""
    cases["ok_only_comments.py"] = text("# Valid: a file with only comments.", "# and nothing else")
    cases["ok_no_trailing_newline.py"] = b"# Valid: no newline at the end of the file.\nprint('last line')"
    cases["ok_crlf_line_endings.py"] = (
        b"# Valid: Windows line endings.\r\nif True:\r\n    print('crlf')\r\n")
    cases["ok_utf8_bom.py"] = "\ufeff# Valid: starts with a UTF-8 byte order mark.\nprint('bom')\n".encode("utf-8")
    cases["ok_tab_indentation.py"] = text(
        "# Valid: blocks indented with tabs only.", "for i in range(2):", "\tif i:", "\t\tprint('tab', i)")
    cases["ok_semicolons_and_continuation.py"] = text(
        "# Valid: semicolons and backslash continuation.",
        "x = 1; y = 2; print(x + y)", "total = x + \\", "    y", "print(total)")
    cases["ok_float_literal_1e999999.py"] = text(
        "# Valid: a float literal too big for a double is inf.", "print(1e999999, -1e999999)")
    cases["ok_int_64bit_max_literal.py"] = text(
        "# Valid: the largest 64-bit integer literal.", "print(9223372036854775807)")
    cases["ok_moderate_nesting.py"] = text(
        "# Valid: nesting 40 deep works.",
        "print(" + "(" * 40 + "1" + ")" * 40 + ")",
        "print(" + "[" * 40 + "]" * 40 + ")",
        "print(" + "-" * 40 + "1)",
        "print(" + "not " * 40 + "True)",
        *[" " * i + "if True:" for i in range(40)] + [" " * 40 + "print('40 levels')"])
    cases["ok_string_literal_90kb.py"] = (
        "# Valid: a 90 000-character string literal.\ns = \"" + "ab" * 45000 + "\"\nprint(len(s))\n"
    ).encode("utf-8")
    return cases


def expected_outputs():
    """Exact stdout of the ok_ cases (checked by run_malformed.py)."""
    return {
        "ok_empty_file.out": b"",
        "ok_only_comments.out": b"",
        "ok_no_trailing_newline.out": b"last line\n",
        "ok_crlf_line_endings.out": b"crlf\n",
        "ok_utf8_bom.out": b"bom\n",
        "ok_tab_indentation.out": b"tab 1\n",
        "ok_semicolons_and_continuation.out": b"3\n3\n",
        "ok_float_literal_1e999999.out": b"inf -inf\n",
        "ok_int_64bit_max_literal.out": b"9223372036854775807\n",
        "ok_moderate_nesting.out": b"1\n" + ("[" * 40 + "]" * 40).encode() + b"\n1\nTrue\n40 levels\n",
        "ok_string_literal_90kb.out": b"90000\n",
    }


def big_cases():
    """Cases too big to commit (over 100 KB); written at test time."""
    return {
        "deep_nested_if_10000.py": nested_ifs(DEPTH),
        "ok_string_literal_1mb.py": (
            "# Valid: a 1 MB string literal.\ns = \"" + "x" * 1000000 + "\"\nprint(len(s))\n"
        ).encode("utf-8"),
        "ok_string_literal_1mb.out": b"1000000\n",
    }


def write_all(folder, cases):
    for name, data in sorted(cases.items()):
        with open(os.path.join(folder, name), "wb") as f:
            f.write(data)


def main(argv):
    if len(argv) == 3 and argv[1] == "--big":
        write_all(argv[2], big_cases())
        return 0
    if len(argv) != 1:
        sys.stderr.write(__doc__)
        return 2
    here = os.path.dirname(os.path.abspath(__file__))
    cases = small_cases()
    cases.update(expected_outputs())
    for name, data in cases.items():
        assert len(data) < 100 * 1024, name
    write_all(here, cases)
    print("wrote %d files" % len(cases))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
