def load(config, key):
    try:
        return config[key]
    except KeyError as e:
        raise ValueError(f"missing setting {key!r}") from e

try:
    load({}, "port")
except ValueError as e:
    print("error:", e)
    print("cause:", repr(e.__cause__))
    print(type(e.__cause__).__name__)
