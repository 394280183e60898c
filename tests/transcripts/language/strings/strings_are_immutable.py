s = "hello"
try:
    s[0] = "j"
except TypeError as e:
    print("TypeError:", e)
print("j" + s[1:])
