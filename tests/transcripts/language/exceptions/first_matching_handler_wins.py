try:
    raise KeyError("x")
except Exception:
    print("Exception handler")
except KeyError:
    print("never reached")
