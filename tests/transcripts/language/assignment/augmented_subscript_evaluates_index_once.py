calls = []

def key():
    calls.append("called")
    return 0

a = [10]
a[key()] += 1
print(a, calls)
