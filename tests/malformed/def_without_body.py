# Malformed: a def whose body is missing.
def f():
print('after')
