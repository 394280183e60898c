class Config:
    debug = False

c = Config()
print(hasattr(c, "debug"), hasattr(c, "verbose"))
print(getattr(c, "debug"))
print(getattr(c, "verbose", "no such attribute"))
setattr(c, "verbose", True)
print(c.verbose, getattr(c, "verbose"))
try:
    getattr(c, "missing")
except AttributeError as e:
    print("AttributeError:", e)
