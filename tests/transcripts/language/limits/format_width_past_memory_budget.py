# minitf-only
# The memory budget (--memory-limit 1G) is minitf's.
# A format width is the program's choice: past the budget, MemoryError.
for name, make in [("format", lambda: format("x", ">1000000000000")),
                   ("f-string", lambda: f"{'x':^{10**12}}"),
                   ("%*d", lambda: "%*d" % (10**12, 1)),
                   ("int '0=,'", lambda: format(5, "0=1000000000000,"))]:
    try:
        make()
    except MemoryError:
        print(name, "MemoryError")
print(f"{'x':>5}|{7:05,}")
