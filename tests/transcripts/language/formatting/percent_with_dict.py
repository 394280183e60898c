person = {"name": "Ada", "age": 36}
print("%(name)s is %(age)d" % person)
print("%(age)5d|" % person)
