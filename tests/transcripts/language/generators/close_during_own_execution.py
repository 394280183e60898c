# A generator cannot close itself while it runs.
def g():
    try:
        me.close()
    except ValueError as e:
        print("ValueError:", e)
    yield "still running"

me = g()
print(next(me))
me.close()
print("closed from outside")
