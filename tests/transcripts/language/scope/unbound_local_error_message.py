count = 0

def bump():
    count += 1

try:
    bump()
except UnboundLocalError as e:
    print(type(e).__name__, e)
print(issubclass(UnboundLocalError, NameError))
