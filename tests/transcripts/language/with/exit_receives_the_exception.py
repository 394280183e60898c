class Watcher:
    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc_value, traceback):
        print("exc_type:", exc_type)
        print("exc_value:", repr(exc_value))
        print("has traceback:", traceback is not None)
        return False

with Watcher():
    print("quiet body")
try:
    with Watcher():
        raise KeyError("inside with")
except KeyError:
    print("propagated")
