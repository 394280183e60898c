# minitf-only
# The memory budget (--memory-limit 1G) is minitf's.
# A str method whose result would be larger than the session's memory budget
# raises MemoryError before it allocates, as CPython does when malloc fails.
cases = [
    ("center", lambda: "x".center(10**12)),
    ("ljust", lambda: "x".ljust(10**12)),
    ("rjust", lambda: "x".rjust(10**12, "*")),
    ("zfill", lambda: "x".zfill(10**11)),
    ("expandtabs", lambda: "a\tb".expandtabs(10**12)),
    ("replace", lambda: ("x" * 1000).replace("x", "y" * 10**7)),
    ("join", lambda: "".join(["x" * 10**6] * 10**6)),
]
for name, make in cases:
    try:
        make()
        print(name, "built")
    except MemoryError as e:
        print(name, type(e).__name__, e.args)
print("x".center(11, "-"))
