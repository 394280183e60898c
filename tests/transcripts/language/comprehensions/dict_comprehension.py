squares = {n: n * n for n in range(5)}
print(squares)
inverted = {v: k for k, v in {"a": 1, "b": 2}.items()}
print(inverted)
lengths = {w: len(w) for w in ["hi", "hello"] if len(w) > 2}
print(lengths)
