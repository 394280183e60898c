# __del__ that clears the container being emptied; __str__ that raises while raising.
class D:
    def __del__(self):
        g.clear()
g = [D() for _ in range(5)]
g.pop()
g = {i: D() for i in range(5)}
del g[0]
class E(Exception):
    def __str__(self):
        raise E("again")
try:
    raise E("x")
except E as e:
    try:
        print(str(e))
    except E:
        print("nested")
