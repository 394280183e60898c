words = ["banana", "Apple", "cherry", "date"]
words.sort()
print(words)
words.sort(key=len)
print(words)
words.sort(key=str.lower, reverse=True)
print(words)
numbers = [3, 1, 2]
print(numbers.sort())
print(numbers)
