class Opener:
    def __enter__(self):
        return "the resource"

    def __exit__(self, exc_type, exc_value, traceback):
        return False

with Opener() as r:
    print(r)
