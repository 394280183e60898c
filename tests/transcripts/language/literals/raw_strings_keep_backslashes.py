print(r"C:\new\table")
print(len(r"\n"))
print(repr(r"\d+"))
