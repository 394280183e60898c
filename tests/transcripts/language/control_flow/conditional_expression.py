for n in [1, 2]:
    print("odd" if n % 2 else "even")
x = 0
print(x if x else "falsy")
