class Tracker:
    def __init__(self, name):
        self.name = name

    def __enter__(self):
        print("enter", self.name)
        return self

    def __exit__(self, *args):
        print("exit", self.name)

def f():
    with Tracker("function"):
        return "returned"

print(f())
for i in range(2):
    with Tracker("loop " + str(i)):
        break
