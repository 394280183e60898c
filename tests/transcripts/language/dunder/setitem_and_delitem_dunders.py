class Registry:
    def __init__(self):
        self.data = {}

    def __setitem__(self, key, value):
        print("set", key)
        self.data[key] = value

    def __getitem__(self, key):
        return self.data[key]

    def __delitem__(self, key):
        print("del", key)
        del self.data[key]

r = Registry()
r["a"] = 1
print(r["a"])
del r["a"]
print(r.data)
