print("%d" % 3.99)
print("%d" % -3.99)
print("%s" % 3.99)
print("%i" % 7)
