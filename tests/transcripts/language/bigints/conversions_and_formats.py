# str, repr, int(), float(), hex/oct/bin and format specs of big ints.
n = 2 ** 100 + 1
print(str(n), repr(-n), int("-" + str(n)) == -n, int("1" * 30), int("0x" + "f" * 20, 16))
print(int("  -1_000_000_000_000_000_000_000  "), int("z" * 15, 36))
print(int(1e20), int(-1.5e30), int(2.0 ** 80), float(n), float(-(2 ** 1000)))
print(hex(n), oct(-n), bin(2 ** 65))
print(f"{n:,}", f"{n:_}", f"{n:x}", f"{n:#X}", f"{-n:>40}", f"{n:+}", f"{n:e}", f"{n:.3f}")
print("%d %x %o" % (n, n, -n), "%d" % 1e25)
print(format(n, "b")[:10], f"{n:_b}"[:12])
print((2 ** 64).as_integer_ratio(), (1e300).as_integer_ratio()[0] % 1000, (2 ** 70).real, (2 ** 70).numerator)
