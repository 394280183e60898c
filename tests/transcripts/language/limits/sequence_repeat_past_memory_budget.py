# minitf-only
# The memory budget (--memory-limit 1G) is minitf's.
# Repeating a str, list or tuple past the session's memory budget, or listing
# a huge range, raises MemoryError before anything is allocated.
cases = [
    ("str * n", lambda: "ab" * 10**12),
    ("list * n", lambda: [0] * 10**12),
    ("n * tuple", lambda: 10**12 * (1, 2)),
    ("list(range)", lambda: list(range(10**12))),
    ("tuple(range)", lambda: tuple(range(10**12))),
    ("sorted(range)", lambda: sorted(range(10**12))),
    ("str * 2**62", lambda: "ab" * 2**62),
]
for name, make in cases:
    try:
        make()
        print(name, "built")
    except MemoryError:
        print(name, "MemoryError")
print(len([0] * 10**6), len("ab" * 10**6))
