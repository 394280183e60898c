# An exception raised by __del__ cannot propagate: it is reported on stderr
# ("Exception ignored in: ...") and the program goes on.
class Broken:
    def __del__(self):
        raise ValueError("cannot close")


b = Broken()
del b
print("still running")
