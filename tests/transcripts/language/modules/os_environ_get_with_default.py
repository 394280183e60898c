import os
print(os.environ.get("NOPE_NOT_SET_MINITF", "default"))
print(os.environ.get("NOPE_NOT_SET_MINITF"))
print("NOPE_NOT_SET_MINITF" in os.environ)
