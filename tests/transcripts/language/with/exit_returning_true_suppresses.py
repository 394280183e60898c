class Suppress:
    def __init__(self, kind):
        self.kind = kind

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc_value, traceback):
        return exc_type is not None and issubclass(exc_type, self.kind)

with Suppress(ZeroDivisionError):
    print("before error")
    1 / 0
    print("not reached")
print("continued after suppressed error")
try:
    with Suppress(ZeroDivisionError):
        int("x")
except ValueError:
    print("ValueError was not suppressed")
