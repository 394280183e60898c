for i in range(4):
    pass
print(i)
for ch in "xyz":
    pass
print(ch)
