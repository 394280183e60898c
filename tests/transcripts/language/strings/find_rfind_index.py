s = "banana"
print(s.find("an"))
print(s.rfind("an"))
print(s.find("x"))
print(s.index("na"))
try:
    s.index("x")
except ValueError as e:
    print("ValueError:", e)
