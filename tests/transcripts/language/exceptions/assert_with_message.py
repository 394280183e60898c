def check_positive(n):
    assert n > 0, f"expected positive, got {n}"
    return n

print(check_positive(3))
try:
    check_positive(-1)
except AssertionError as e:
    print("AssertionError:", e)
