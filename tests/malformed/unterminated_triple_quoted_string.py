# Malformed: a triple-quoted string that never ends.
doc = """first line
second line
print(doc)
