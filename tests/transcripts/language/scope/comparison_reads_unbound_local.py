# A comparison of locals reads them in place; an unbound one still raises.
def f():
    if x < 1:
        pass
    x = 1
try:
    f()
except UnboundLocalError as e:
    print("UnboundLocalError:", e)
def g(a, b):
    return a < b, a <= b, a > b, a >= b, a == b, a != b
print(g(1, 2), g(2, 2), g(1.5, 2), g("a", "b"), g(True, 1))
