greeting = "hello
print(greeting)
