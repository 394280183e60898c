# list(), tuple(), sorted(), list.extend(), `+=` on a list, [*x], (*x,) and
# f(*x) ask a user iterable for its length as a size hint, just after iter().
class Sized:
    def __iter__(self):
        print("  __iter__")
        return iter([3, 1, 2])

    def __len__(self):
        print("  __len__")
        return 3


def f(*args):
    return args


print("list");     print(list(Sized()))
print("tuple");    print(tuple(Sized()))
print("sorted");   print(sorted(Sized()))
print("extend")
items = []
items.extend(Sized())
print("+=")
items += Sized()
print(items)
print("[*x]");     print([0, *Sized()])
print("(*x,)");    print((*Sized(),))
print("f(*x)");    print(f(*Sized()))
