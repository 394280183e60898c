# In a class body there is no enclosing function for a comprehension's `:=`.
print("never printed")


class Config:
    names = [(last := n) for n in ("a", "b")]
