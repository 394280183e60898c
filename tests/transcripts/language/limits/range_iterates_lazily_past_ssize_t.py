# A range longer than any list iterates lazily, as in CPython; only its len()
# overflows a C ssize_t.
big = range(9223372036854775807)
for i in big:
    if i == 3:
        break
print(i, big[-1], 9223372036854775806 in big, bool(big))
wide = range(-9223372036854775807, 9223372036854775807)
print(next(iter(wide)), next(reversed(wide)), wide[0])
try:
    len(wide)
except OverflowError as e:
    print("OverflowError:", e)
print(len(range(0, 9223372036854775807, 2)), 9223372036854775805 in range(1, 9223372036854775807, 2))
