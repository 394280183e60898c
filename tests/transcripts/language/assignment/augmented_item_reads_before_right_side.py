# x[k] op= v reads x[k] before v runs, and stores after: a right side that
# changes the item or shrinks the list sees Python's order.
b = [1.0, 2.0, 3.0]

def bump():
    b[0] = 100.0
    return 1.0

b[0] += bump()
print(b)

c = [10, 20, 30]

def shrink():
    del c[1:]
    return 5

try:
    c[2] -= shrink()
except IndexError as e:
    print("IndexError:", e)
print(c)

d = [1, 2]

def grow():
    d.append(3)
    return 1

d[-1] *= grow()
print(d)

# Lists in a list extend in place; numbers and strings make new values.
e = [[1], "a", 2.5]
e[0] += [2]
e[1] += "b"
e[2] **= 2
print(e)
