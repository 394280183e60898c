try:
    print("start")
    x = 1 / 0
    print("not reached")
except ZeroDivisionError:
    print("caught")
print("after")
