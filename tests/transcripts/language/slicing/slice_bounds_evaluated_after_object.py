# seq[a:b] evaluates the object, then the bounds, left to right; bounds may be
# ints, None, bools or objects with __index__, and are clamped to the length.
order = []

def note(label, value):
    order.append(label)
    return value

class Two:
    def __index__(self):
        order.append("index")
        return 2

buf = [10, 20, 30, 40]
print(note("seq", buf)[note("lower", 1):note("upper", 3)], order)
order.clear()
print(note("seq", (1, 2, 3))[note("lower", None):], order)
order.clear()
print(buf[Two():], buf[:Two()], order)
print(buf[True:], buf[False:True], buf[-2:], buf[:-9], buf[9:], buf[3:1], buf[-100:100])
print("abcdef"[1:4], (5, 6, 7)[-1:], range(10)[2:5])
try:
    buf[1.5:]
except TypeError as e:
    print("TypeError:", e)
try:
    buf["a":]
except TypeError as e:
    print("TypeError:", e)
window = buf[1:]
window.append(50)
print(buf, window, buf[:] is buf, buf[:] == buf)
