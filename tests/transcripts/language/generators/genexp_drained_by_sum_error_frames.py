# An error inside a generator expression that sum() drains passes through its
# <genexpr> frame; an error of sum() itself (adding the items) does not.
import traceback

def frames():
    # Line and name of each traceback entry (not the source lines, where CPython adds carets).
    lines = traceback.format_exc().splitlines()
    return [line.split(", ", 1)[1] for line in lines if line.strip().startswith("File")] + [lines[-1]]

def inverse(x):
    return 1 / x

class Unaddable:
    def __radd__(self, other):
        raise KeyError("no adding")

def total_of_inverses(xs):
    return sum(inverse(x) for x in xs)

def total(items):
    return sum(x for x in items)

print(total_of_inverses([1, 2, 4]))
try:
    total_of_inverses([1, 0])
except ZeroDivisionError:
    for line in frames():
        print(line)
print(total([1, 2]))
try:
    total([1, Unaddable()])
except KeyError:
    for line in frames():
        print(line)
