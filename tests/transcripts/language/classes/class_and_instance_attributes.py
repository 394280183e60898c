class Dog:
    species = "canis"

    def __init__(self, name):
        self.name = name

a = Dog("rex")
b = Dog("fido")
print(a.species, b.species, Dog.species)
a.species = "wolf"
print(a.species, b.species, Dog.species)
Dog.species = "dog"
print(a.species, b.species)
