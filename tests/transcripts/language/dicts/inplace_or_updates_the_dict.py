# d |= other updates d in place, from a mapping or an iterable of pairs (the
# | operator itself takes only dicts).
d = {1: "one"}
alias = d
d |= {2: "two"}
d |= [(3, "three")]
print(alias is d, alias)
try:
    d | [(4, "four")]
except TypeError as e:
    print("TypeError:", e)
try:
    d |= 5
except TypeError as e:
    print("TypeError:", e)
