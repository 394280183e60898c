class Animal:
    pass

class Cat(Animal):
    pass

tom = Cat()
print(isinstance(tom, Cat), isinstance(tom, Animal))
print(isinstance(Animal(), Cat))
print(issubclass(Cat, Animal), issubclass(Animal, Cat))
print(issubclass(Cat, object), isinstance(tom, object))
print(isinstance(tom, (int, Animal)))
