class Squares:
    def __getitem__(self, index):
        if index >= 5:
            raise IndexError("too far")
        return index * index

s = Squares()
print(s[3])
try:
    s[7]
except IndexError as e:
    print("IndexError:", e)
