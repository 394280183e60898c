# |=, &=, -= and ^= change a set in place (every name for it sees the change)
# and take only sets; on a frozenset they make a new frozenset.
s = {1, 2}
alias = s
s |= {3}
s -= {1}
s &= frozenset({2, 3, 4})
s ^= {9}
print(alias is s, sorted(alias))

fs = frozenset({1})
kept = fs
fs |= {2}
print(kept is fs, sorted(kept), sorted(fs), type(fs).__name__)

try:
    s |= [1]
except TypeError as e:
    print("TypeError:", e)
