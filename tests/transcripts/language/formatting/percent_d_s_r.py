print("%d items" % 5)
print("%s and %r" % ("text", "text"))
print("%s" % [1, 2])
print("%d%%" % 50)
