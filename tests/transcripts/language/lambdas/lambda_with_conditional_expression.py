sign = lambda n: "neg" if n < 0 else ("zero" if n == 0 else "pos")
print([sign(n) for n in [-2, 0, 2]])
