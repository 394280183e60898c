class Resource:
    def __enter__(self):
        print("enter")
        return self

    def __exit__(self, exc_type, exc_value, traceback):
        print("exit")
        return False

with Resource():
    print("body")
print("after")
