s = "python"
print(s[0], s[-1], s[2])
for ch in "abc":
    print(ch)
print(len(s))
