# A width below 1, or a placeholder too long for the width, is an error.
import textwrap

for call in [
    lambda: textwrap.wrap("text", 0),
    lambda: textwrap.fill("text", -3),
    lambda: textwrap.shorten("a long text here", 4),
    lambda: textwrap.wrap("text", 5, max_lines=2, subsequent_indent="   ", placeholder=" [..]"),
    lambda: textwrap.wrap("text", 5, bogus=1),
]:
    try:
        print(call())
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
