class EvenNumbers:
    def __contains__(self, n):
        return n % 2 == 0

evens = EvenNumbers()
print(4 in evens, 5 in evens, 5 not in evens)
