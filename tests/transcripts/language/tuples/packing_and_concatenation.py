t = 1, 2, 3
print(t)
print(t + (4,))
print(t * 2)
print(len(t), t[1:])
