def is_even(n):
    return True if n == 0 else is_odd(n - 1)

def is_odd(n):
    return False if n == 0 else is_even(n - 1)

print(is_even(500))
try:
    is_even(100000)
except RecursionError as e:
    print(type(e).__name__)
