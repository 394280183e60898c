# Only a plain name can be the target of `:=`.
print("never printed")


class Box:
    pass


b = Box()
print((b.value := 3))
