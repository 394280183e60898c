class Vehicle:
    wheels = 4

    def describe(self):
        return f"{type(self).__name__} with {self.wheels} wheels"

class Bike(Vehicle):
    wheels = 2

class Car(Vehicle):
    pass

print(Car().describe())
print(Bike().describe())
