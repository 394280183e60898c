class Named:
    def __init__(self, name):
        self.name = name

    def __enter__(self):
        print("enter", self.name)
        return self.name

    def __exit__(self, *args):
        print("exit", self.name)

with Named("a") as a, Named("b") as b:
    print("body", a, b)
