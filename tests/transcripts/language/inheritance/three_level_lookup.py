class A:
    def who(self):
        return "A"

    def hello(self):
        return "hello from " + self.who()

class B(A):
    pass

class C(B):
    def who(self):
        return "C"

print(C().hello())
print(B().hello())
print(isinstance(C(), A))
