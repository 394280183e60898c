# A class's __class_getitem__ answers C[item] (a classmethod without the
# decorator).
class Registry:
    def __class_getitem__(cls, item):
        return f"{cls.__name__} of {item!r}"


print(Registry[int])
print(Registry["key", 2])


class Explicit:
    @classmethod
    def __class_getitem__(cls, item):
        return (cls.__name__, item)


print(Explicit[0])
try:
    object[int]
except TypeError as e:
    print("TypeError:", e)
