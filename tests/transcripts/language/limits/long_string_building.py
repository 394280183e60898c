parts = []
for i in range(100000):
    parts.append("x")
s = "".join(parts)
print(len(s))
t = ""
for i in range(10000):
    t += "ab"
print(len(t), t[:6])
