print(1, 2.5, None, True, [1, "a"], {"k": "v"}, (1,), "plain")
