# shorten collapses whitespace and cuts at a word boundary with a
# placeholder; dedent removes the common leading whitespace; indent adds a
# prefix to (non-blank) lines.
import textwrap

print(textwrap.shorten("Hello  world!", width=12), textwrap.shorten("Hello  world!", width=11))
print(textwrap.shorten("Hello world", width=10, placeholder="..."))
print(repr(textwrap.shorten("   ", 5)), textwrap.shorten("one two three four", 13))
code = """
    def f():
        return 1
  \t
    # done
"""
print(repr(textwrap.dedent(code)))
print(repr(textwrap.dedent("\tx\n        y\n")), repr(textwrap.dedent("  a\n \tb\n")))
print(repr(textwrap.dedent("  same\n  same")), repr(textwrap.dedent("no indent\n  here")))
print(repr(textwrap.indent("a\n\nb\n  \nc", "> ")))
print(repr(textwrap.indent("a\nb\r\nc", "+ ", lambda line: True)))
print(repr(textwrap.indent("x\ny", "# ", predicate=lambda line: line.startswith("y"))))
