functions = []
for i in range(3):
    functions.append(lambda: i)
print([f() for f in functions])
