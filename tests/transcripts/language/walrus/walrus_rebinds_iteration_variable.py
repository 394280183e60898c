# A comprehension's `:=` may not rebind its own iteration variable.
print("never printed")
squares = [i := i * i for i in range(3)]
