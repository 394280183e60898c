# A generator that yields again after GeneratorExit makes close() raise RuntimeError.
stop = False

def stubborn():
    while not stop:
        try:
            yield 1
        except GeneratorExit:
            print("ignoring GeneratorExit")

it = stubborn()
next(it)
try:
    it.close()
except RuntimeError as e:
    print("RuntimeError:", e)
stop = True
print(next(it, "finished"))
