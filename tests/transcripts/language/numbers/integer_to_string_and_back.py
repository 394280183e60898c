n = 123456789
text = str(n)
print(text[::-1])
print(int(text[::-1]) + 1)
print(len(str(2 ** 62)))
