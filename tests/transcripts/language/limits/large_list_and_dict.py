numbers = list(range(1000000))
print(len(numbers), sum(numbers))
squares = {n: n * n for n in range(100000)}
print(len(squares), squares[99999])
