a = [1, 2, 3]
try:
    print(a[3])
except IndexError as e:
    print("IndexError:", e)
try:
    a[-4] = 0
except IndexError as e:
    print("IndexError:", e)
