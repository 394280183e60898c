class Person:
    def __init__(self, name):
        print("Person.__init__")
        self.name = name

class Student(Person):
    def __init__(self, name, school):
        print("Student.__init__")
        super().__init__(name)
        self.school = school

s = Student("Ann", "MIT")
print(s.name, s.school)
