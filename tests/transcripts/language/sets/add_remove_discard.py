s = {1, 2}
s.add(3)
s.add(2)
print(s)
s.remove(1)
s.discard(99)
print(s)
try:
    s.remove(99)
except KeyError as e:
    print("KeyError:", e)
