print("{1} {0} {1}".format("a", "b"))
print("{0}{0}{0}".format("ho"))
