# functools.total_ordering fills in the comparisons a class leaves out;
# cmp_to_key turns an old-style comparison function into a sort key.
import functools


@functools.total_ordering
class Version:
    def __init__(self, major, minor):
        self.major = major
        self.minor = minor

    def __eq__(self, other):
        return (self.major, self.minor) == (other.major, other.minor)

    def __lt__(self, other):
        return (self.major, self.minor) < (other.major, other.minor)


a, b = Version(1, 2), Version(1, 10)
print(a < b, a <= b, a > b, a >= b, a == b, a >= Version(1, 2))


@functools.total_ordering
class Weight:
    def __init__(self, kg):
        self.kg = kg

    def __eq__(self, other):
        return self.kg == other.kg

    def __ge__(self, other):
        return self.kg >= other.kg


print(Weight(3) < Weight(4), Weight(3) > Weight(4), Weight(4) <= Weight(4))
try:
    @functools.total_ordering
    class Plain:
        pass
except ValueError as e:
    print('ValueError:', e)


def by_length_then_text(x, y):
    if len(x) != len(y):
        return len(x) - len(y)
    return (x > y) - (x < y)


words = ['pear', 'fig', 'apple', 'kiwi', 'date']
print(sorted(words, key=functools.cmp_to_key(by_length_then_text)))
print(max(words, key=functools.cmp_to_key(by_length_then_text)))
