# wrap returns the lines of a paragraph at most `width` long; fill joins them
# with newlines. Whitespace (tabs, newlines) becomes spaces first.
import textwrap

text = ("The Zen of Python, by Tim Peters. Beautiful is better than ugly.\tExplicit is "
        "better than implicit.\nSimple is better than complex.")
print(textwrap.wrap(text, 20))
print(textwrap.fill(text, width=30))
print(textwrap.wrap(""), textwrap.wrap("   "), textwrap.wrap("word"))
print(textwrap.wrap("a\tb", 10), textwrap.wrap("a\tb", 10, expand_tabs=False, tabsize=4))
print(textwrap.wrap("a\tb  c", 10, tabsize=4, replace_whitespace=False))
print(textwrap.fill("supercalifragilisticexpialidocious is long", 10))
