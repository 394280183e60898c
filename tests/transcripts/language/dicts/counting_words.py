counts = {}
for word in "the cat and the hat and the bat".split():
    counts[word] = counts.get(word, 0) + 1
print(counts)
print(max(counts, key=counts.get))
