# In a class body, only a generator expression's first iterable sees the class's names.
class C:
    xs = [1, 2]
    ys = list(x for x in xs)
    try:
        zs = list(x + len(xs) for x in xs)
    except NameError as e:
        print("NameError:", e)

print(C.ys)
