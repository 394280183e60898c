word = "naïve café"
print(word)
print(len(word))
print(word.upper())
print(word[2])
