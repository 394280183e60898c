try:
    print("%s %s" % ("only one",))
except TypeError as e:
    print("TypeError:", e)
try:
    print("%s" % (1, 2))
except TypeError as e:
    print("TypeError:", e)
