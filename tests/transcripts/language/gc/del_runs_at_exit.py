# Globals still alive when the program ends are finalised at exit.
class Resource:
    def __del__(self):
        print("finalised at exit")


r = Resource()
print("end of program")
