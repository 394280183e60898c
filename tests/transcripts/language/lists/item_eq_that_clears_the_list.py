# An item's __eq__ that empties the list being compared or searched: Python
# reads the list's length again at every step.
class E:
    def __eq__(self, other):
        a.clear()
        return True


a = [E() for i in range(10)]
b = [E() for i in range(10)]
print(a == b, len(a))
a = [E() for i in range(10)]
print(b == a, len(a))
a = [E() for i in range(10)]
print(a < b, len(a))
a = [E() for i in range(10)]
print(5 in a, len(a))
a = [1, E(), 3]
print(a.count(7), a)
