items = [1, 2, 3]]
