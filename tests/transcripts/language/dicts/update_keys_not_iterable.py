# An object with keys() is a mapping to dict.update(); keys() must return an
# iterable, which is listed in full before any value is read.
class Mapping:
    def keys(self):
        print("keys")
        return iter(["a", "b"])

    def __getitem__(self, k):
        print("get", k, "into", d)
        return k * 2


d = {}
d.update(Mapping())
print(d)


class Broken:
    def keys(self):
        return 5


try:
    {}.update(Broken())
except TypeError as e:
    print("TypeError:", e)
dict(Broken())
