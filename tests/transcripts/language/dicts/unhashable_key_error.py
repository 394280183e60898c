try:
    d = {[1, 2]: "list key"}
except TypeError as e:
    print("TypeError:", e)
