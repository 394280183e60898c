s = "abcdef"
print(s[1:4], s[::2], s[-3:])
t = (1, 2, 3, 4)
print(t[1:3], t[::-1])
