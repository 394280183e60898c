# `name += value` at module level reads the name before the right side runs;
# the right side may rebind or delete it, and the result is stored anyway.
total = 0
for v in range(5):
    total += v
print(total)
total += 0.5
print(total)

def rebind():
    global total
    total = 1000
    return 1

total += rebind()
print(total)

def remove():
    global total
    del total
    return 1

total += remove()
print(total)
count = True
count += 1
print(count)
big = 2 ** 62
big += 2 ** 62
print(big)
try:
    missing += 1
except NameError as e:
    print("NameError:", e)
