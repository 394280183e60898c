# TextWrapper's options: indents, long words, whitespace dropping, sentence
# endings, and max_lines with its placeholder.
import textwrap

text = "Hello there. How are you? Fine!  Thanks: a verylongwordthatcannotfit here."
print(textwrap.wrap(text, 16, initial_indent="* ", subsequent_indent="    "))
print(textwrap.wrap(text, 16, break_long_words=False))
print(textwrap.wrap(text, 16, drop_whitespace=False))
print(textwrap.wrap(text, 16, fix_sentence_endings=True))
print(textwrap.wrap(text, 16, max_lines=2))
print(textwrap.wrap(text, 16, max_lines=3, placeholder="..."))
w = textwrap.TextWrapper(width=12, subsequent_indent="> ")
print(w.fill(text))
w.width = 30
print(w.wrap(text), w.break_long_words, w.placeholder)
