class Key:
    def __init__(self, name):
        self.name = name

    def __eq__(self, other):
        return self.name == other.name

    def __hash__(self):
        return hash(self.name)

d = {Key("a"): 1}
print(d[Key("a")])
print(len({Key("x"), Key("x"), Key("y")}))
