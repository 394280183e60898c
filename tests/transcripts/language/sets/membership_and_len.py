s = {10, 20}
print(10 in s, 30 in s, 30 not in s)
print(len(s), len(set()))
