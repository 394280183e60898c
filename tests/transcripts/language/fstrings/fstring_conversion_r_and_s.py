word = "hi"
print(f"{word!r} {word!s} {word}")
print(f"{[word]!r}")
print(f"{word!r:>8}")
