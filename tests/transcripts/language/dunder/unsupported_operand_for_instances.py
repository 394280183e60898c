class Blob:
    pass

try:
    Blob() + 1
except TypeError as e:
    print("TypeError:", e)
try:
    Blob() < Blob()
except TypeError as e:
    print("TypeError:", e)
