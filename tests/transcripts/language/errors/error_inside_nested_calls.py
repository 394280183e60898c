def parse(text):
    return int(text)

def load(values):
    return [parse(v) for v in values]

print(load(["1", "2"]))
print(load(["3", "x"]))
