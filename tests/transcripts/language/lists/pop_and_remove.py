a = [10, 20, 30, 20]
print(a.pop())
print(a)
print(a.pop(0))
print(a)
a.remove(20)
print(a)
try:
    a.remove(99)
except ValueError as e:
    print("ValueError:", e)
