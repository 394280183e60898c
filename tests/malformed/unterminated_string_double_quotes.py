# Malformed: a string that never ends.
greeting = "hello
print(greeting)
