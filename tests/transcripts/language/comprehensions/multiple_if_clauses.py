print([n for n in range(30) if n % 2 == 0 if n % 3 == 0])
