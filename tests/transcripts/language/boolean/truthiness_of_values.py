for v in [0, 1, 0.0, -1.5, "", "a", [], [0], (), {}, {"k": 1}, None, set()]:
    print(repr(v), bool(v))
