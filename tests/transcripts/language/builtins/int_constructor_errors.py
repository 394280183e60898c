for bad in ["abc", "1.5", ""]:
    try:
        int(bad)
    except ValueError as e:
        print("ValueError:", e)
try:
    int("12", 2)
except ValueError as e:
    print("ValueError:", e)
try:
    int(None)
except TypeError as e:
    print("TypeError:", e)
