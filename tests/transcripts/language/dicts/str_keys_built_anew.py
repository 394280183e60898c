# A str key made anew (by concatenation or str()) finds the entry of an equal str made elsewhere.
counts = {}
for i in range(6):
    key = "k" + str(i % 3)
    counts[key] = counts.get(key, 0) + 1
print(counts)
print(counts["k" + "1"], "".join(["k", "2"]) in counts)


class Loose:
    def __init__(self, text):
        self.text = text

    def __hash__(self):
        return hash(self.text)

    def __eq__(self, other):
        return other == self.text


counts[Loose("k0")] = 99
print(counts["k0"], len(counts))
del counts["k" + "0"]
print(counts)
