# gi_running is true only while the generator's body runs.
def g():
    print("inside:", me.gi_running)
    yield 1

me = g()
print("before:", me.gi_running)
next(me)
print("after:", me.gi_running)
