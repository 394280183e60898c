# With a `*_` star, only the items the other sub-patterns need are read (by
# index), so a huge range matches at once; a captured star reads them all.
match range(10**12):
    case [x, *_, y]:
        print(x, y)
match range(5):
    case [_, _, *_]:
        print("two or more")
match range(3):
    case [a, b, c]:
        print(a, b, c)
