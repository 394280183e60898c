# operator's functions apply the operator they name; the in-place forms
# return the result of the augmented assignment (the same list for lists).
import operator as o


class Seven:
    def __index__(self):
        return 7


print(o.index(Seven()), o.index(-3), o.index(True), o.abs(-2), o.pow(2, 10))
print(o.add(1, 2), o.mul("ab", 3), o.sub(5, 8), o.truediv(7, 2), o.floordiv(-7, 2), o.mod(-7, 3))
print(o.neg(4), o.not_([]), o.eq(1, 1.0), o.ne(1, 2), o.lt(1, 2), o.le(2, 2), o.gt("b", "a"), o.ge(1, 2))
print(o.and_(12, 10), o.or_(12, 10), o.xor(12, 10), o.concat([1], [2]), o.contains("abc", "b"))
d = {"a": 1}
o.setitem(d, "b", 2)
print(o.getitem(d, "b"))
o.delitem(d, "a")
print(d)
items = [1]
print(o.iadd(items, [2]) is items, items, o.iadd(1, 2), o.isub(5, 1), o.imul([0], 2))
print(o.countOf([1, 2, 1], 1), o.indexOf("abc", "c"), o.truth(0), o.is_(None, None), o.is_not(1, None))
