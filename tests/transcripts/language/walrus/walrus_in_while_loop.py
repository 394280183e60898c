# The classic read-until-sentinel loop.
chunks = iter(["ab", "cd", "", "ef"])
while (chunk := next(chunks)) != "":
    print("chunk", chunk)
print("stopped at", repr(chunk))

n = 10
while (n := n - 3) > 0:
    print(n)
print("n =", n)
