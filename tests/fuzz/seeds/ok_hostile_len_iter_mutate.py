# __len__ and __iter__ that change another list while a container is built.
class L:
    def __len__(self):
        l.clear()
        return 10
    def __getitem__(self, i):
        if i >= 10: raise IndexError
        return i
    def __iter__(self):
        l.append(1)
        return iter([1, 2, 3])
l = [L(), L()]
print(list(L()), tuple(L()), len(l))
print([x for x in L()], list(zip(L(), L())), list(enumerate(L())))
print(list(reversed([1, 2, 3])), list(map(len, [L()])))
