print(["even" if n % 2 == 0 else "odd" for n in range(4)])
