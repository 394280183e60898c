# Builtins that drain a generator expression made in their argument list:
# all of it (sum, list, sorted, min, max, join, a * argument), or up to an
# answer (any, all). A generator expression someone else holds still resumes
# where the consumer left it.
calls = []

def seen(x):
    calls.append(x)
    return x

print(sum(x * x for x in range(10) if x % 3))
print(list(x.upper() for x in "abc"), sorted(-x for x in range(4)))
print(min(x % 5 for x in range(3, 9)), max((x for x in []), default="none"))
print("-".join(str(x) for x in range(4)), tuple(x for x in (y * 2 for y in range(3))))
print(*(x + 1 for x in range(3)))
print(any(seen(x) > 2 for x in range(10)), calls)
calls.clear()
print(all(seen(x) < 2 for x in range(10)), calls)
held = (x for x in range(6))
print(any(x > 1 for x in held), next(held), list(held))
again = (x for x in range(3))
print(sum(again), list(again))
print(sum((y for x in range(4) for y in range(x)), 100))

def nested(n):
    return sum(nested(n - 1) for _ in range(2)) if n else 1

print(nested(6))
