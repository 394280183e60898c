# An uncaught exception at the end of a long chain of causes prints every
# link, innermost first (the printing walks the chain without recursion, so
# a long chain costs neither C++ stack nor quadratic time).
err = ValueError("root")
for i in range(1, 400):
    link = ValueError("link " + str(i))
    link.__cause__ = err
    err = link
print(err, err.__cause__, err.__cause__.__cause__)
raise err
