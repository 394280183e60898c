# `:=` as a positional argument, a subscript and a set element.
def show(*args):
    print(args)


show(a := 1, a + 1)
data = [10, 20, 30]
print(data[i := 2], i)
print({(s := 4), s * 2} == {4, 8})
print((t := 1, 2), t)
