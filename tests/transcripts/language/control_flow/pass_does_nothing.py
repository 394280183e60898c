if True:
    pass
for i in range(3):
    pass
print(i)

def empty():
    pass

print(empty())
