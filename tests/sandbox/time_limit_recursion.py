# args: --time-limit 0.5
def f(n):
    return f(n + 1) if n < 500 else f(0)

while True:
    try:
        f(0)
    except RecursionError:
        pass
