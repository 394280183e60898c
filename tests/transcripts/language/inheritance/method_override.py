class Animal:
    def speak(self):
        return "..."

    def introduce(self):
        return "I say " + self.speak()

class Dog(Animal):
    def speak(self):
        return "woof"

print(Animal().introduce())
print(Dog().introduce())
