class Base:
    def greet(self):
        return "hello"

class Loud(Base):
    def greet(self):
        return super().greet().upper() + "!"

print(Loud().greet())
