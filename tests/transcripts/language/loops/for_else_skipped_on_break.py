for n in [2, 3, 4]:
    if n % 2:
        print("found odd", n)
        break
else:
    print("not printed")
