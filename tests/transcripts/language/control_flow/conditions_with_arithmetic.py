# Conditions whose sides are arithmetic on names and constants (`x % 3 == 0`)
# in comprehensions, if and while: ints (negative ones too), floats, bools,
# strs, an unbound name, and a side whose operator raises.
print([x for x in range(-6, 7) if x % 3 == 0])
print([x for x in range(10) if x // 2 > 2], [x for x in range(5) if x - 1 != 1])
print([x for x in [0.5, 1.5, 2.5] if x * 2 >= 3], [b for b in [True, False] if b + 1 == 2])
print([s for s in ["a", "bb", "ccc"] if s * 2 == "bbbb"])
print([p for p in ["%d", "n%d"] if p % 1 == "n1"])
n = 0
while n * n < 50:
    n += 1
print(n)
if 2 ** 62 + 2 ** 62 > 0:
    print("big")

def unbound():
    if y + 1 > 0:
        pass
    y = 1

try:
    unbound()
except UnboundLocalError as e:
    print("UnboundLocalError:", e)
try:
    print([x for x in range(3) if x / 0 > 1])
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
try:
    print([x for x in ["a"] if x - 1 > 0])
except TypeError as e:
    print("TypeError:", e)
