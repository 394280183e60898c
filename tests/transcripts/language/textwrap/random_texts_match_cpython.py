# Random texts wrapped with random options: the chunking of words, hyphens,
# em-dashes and whitespace, and the line filling, agree with CPython case by case.
import random
import textwrap

r = random.Random(7)
alphabet = "aaaabbbcde  -- -\t\nX1.!?\"',_é"
for trial in range(300):
    text = "".join(r.choice(alphabet) for _ in range(r.randint(0, 60)))
    width = r.randint(4, 15)
    opts = {}
    if r.random() < 0.3: opts["break_on_hyphens"] = False
    if r.random() < 0.2: opts["break_long_words"] = False
    if r.random() < 0.2: opts["drop_whitespace"] = False
    if r.random() < 0.2: opts["fix_sentence_endings"] = True
    if r.random() < 0.2: opts["replace_whitespace"] = False
    if r.random() < 0.2: opts["initial_indent"] = "* "
    if r.random() < 0.2: opts["subsequent_indent"] = "  "
    if r.random() < 0.2: opts["max_lines"] = r.randint(1, 3)
    try:
        res = textwrap.wrap(text, width, **opts)
    except ValueError as e:
        res = "ValueError " + str(e)
    print(repr(res))
    try:
        print(repr(textwrap.shorten(text, width + 5)))
    except ValueError as e:
        print("ValueError", e)
    print(repr(textwrap.dedent(text)), repr(textwrap.indent(text, "> ")))
