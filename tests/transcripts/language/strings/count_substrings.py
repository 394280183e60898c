print("banana".count("a"))
print("banana".count("an"))
print("aaaa".count("aa"))
print("banana".count("z"))
