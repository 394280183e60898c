# float ** float: ordinary results, and the cases Python treats specially.
print(2.0 ** 0.5, 9.0 ** 0.5, 2.5 ** 3.0, 4.0 ** -0.5, 1e-300 ** 2.0)
print((-8.0) ** (1.0 / 3.0))
print((-2.0) ** 3.0, (-2.0) ** -2.0)
print(float("inf") ** 2.0, float("inf") ** -1.0, 0.0 ** 0.0, 1.0 ** float("nan"))
print(float("nan") ** 2.0, 2.0 ** float("inf"), 0.5 ** float("inf"))
x = 3.0
x **= 2.0
print(x)
for base, exp in ((0.0, -1.0), (10.0, 400.0), (-10.0, 401.0)):
    try:
        print(base ** exp)
    except ZeroDivisionError as e:
        print("ZeroDivisionError:", e)
    except OverflowError as e:
        print("OverflowError:", e)
