# Lines may break after the hyphen of a hyphenated word and around an
# em-dash (two or more dashes), unless break_on_hyphens=False.
import textwrap

text = "a well-known, state-of-the-art thing--really--with x-1 and -- dashes"
for width in (6, 9, 12, 20):
    print(width, textwrap.wrap(text, width))
print(textwrap.wrap(text, 12, break_on_hyphens=False))
print(textwrap.wrap("multi-colored-long-hyphenated-word", 10))
print(textwrap.wrap("----------", 4), textwrap.wrap("ab--", 3), textwrap.wrap("a-b-c-d-e", 3))
