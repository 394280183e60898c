# Raising a saved exception object again keeps its traceback (the frames it
# passed through, the one that caught it included) and adds the new frame.
def g():
    raise KeyError("k")


try:
    g()
except KeyError as e:
    err = e
print("saved")
raise err
