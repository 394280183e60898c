# A suspended generator in a cycle is closed when collected: its finally
# block runs, with its locals intact. What the close released is freed by
# reference counting, so the collection itself counts nothing left.
import gc


def numbers(owner):
    try:
        yield 1
        yield 2
    finally:
        print("generator closed, owner has", len(owner), "item")


box = []
g = numbers(box)
box.append(g)
print(next(g))
del g, box
print("before collect")
print(gc.collect())
print("after collect")
