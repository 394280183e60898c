try:
    float("abc")
except ValueError as e:
    print("ValueError:", e)
try:
    float("1.2.3")
except ValueError as e:
    print("ValueError:", e)
