# A value's __eq__ that empties one of the dicts being compared.
class V:
    def __eq__(self, other):
        a.clear()
        return True


a = {i: V() for i in range(10)}
b = {i: V() for i in range(10)}
print(a == b, len(a), len(b))
a = {i: V() for i in range(10)}
print(b == a, len(a))
