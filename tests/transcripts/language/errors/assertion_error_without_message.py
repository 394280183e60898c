items = []
assert len(items) > 0
