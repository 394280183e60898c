# int(x), str(x)... match the subject itself; bool is an int.
def classify(v):
    match v:
        case bool(b):
            return f"bool {b}"
        case int(n):
            return f"int {n}"
        case float(f):
            return f"float {f}"
        case str(s):
            return f"str {s!r}"
        case list([a, *_]):
            return f"list starting {a}"
        case dict({"k": val}):
            return f"dict with k={val}"
        case tuple():
            return "tuple"


for v in [True, 7, 2.5, "hi", [9, 8], {"k": 1}, ()]:
    print(classify(v))

