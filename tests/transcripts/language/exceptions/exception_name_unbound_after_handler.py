try:
    raise ValueError("temporary")
except ValueError as err:
    print("inside:", err)
try:
    print(err)
except NameError as e:
    print("NameError:", e)
