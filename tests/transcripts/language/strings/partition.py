print("key=value=more".partition("="))
print("no separator".partition("="))
head, sep, tail = "user@example.com".partition("@")
print(head, tail)
