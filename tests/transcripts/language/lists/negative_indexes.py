a = [10, 20, 30]
print(a[-1], a[-3])
a[-1] = 99
print(a)
