x = yield from range(3)
