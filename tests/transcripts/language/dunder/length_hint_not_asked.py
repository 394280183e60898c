# set(), dict.fromkeys(), str.join(), min() and for loops take the items
# without asking for a length.
class Sized:
    def __iter__(self):
        return iter(["b", "a"])

    def __len__(self):
        raise ValueError("__len__ was called")


print(sorted(set(Sized())))
print(dict.fromkeys(Sized()))
print("+".join(Sized()))
print(min(Sized()))
print({*Sized()} == {"a", "b"})
for x in Sized():
    print(x)
