try:
    a, b = [1, 2, 3]
except ValueError as e:
    print("ValueError:", e)
