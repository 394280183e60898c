# A concatenation knows whether its text is ASCII; indexing and len count code points either way.
a = "caf" + "\u00e9"
print(a, len(a), a[3], a[-1] == "\u00e9")
b = "w" + str(-42)
print(b, len(b), b[1:])
c = "\u00fc" + "ber" + "x" * 70
print(len(c), c[0], c[1:4], c[-1])
d = ("ab" * 40) + ("\u03c0" * 3)
print(len(d), d[80:], d[79])
e = "" + ""
print(repr(e), len(e))
words = ["w" + str(i % 3) for i in range(6)]
print(words, [len(w) for w in words])
