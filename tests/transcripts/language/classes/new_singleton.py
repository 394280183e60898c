# __new__ decides what a call of the class returns; super().__new__(cls)
# makes the instance, and __init__ runs on every call that returns one.
class Config:
    _instance = None

    def __new__(cls):
        if cls._instance is None:
            print("creating")
            cls._instance = super().__new__(cls)
        return cls._instance

    def __init__(self):
        print("init", type(self).__name__)


a = Config()
b = Config()
print(a is b)
print(type(Config.__dict__["__new__"]).__name__)
