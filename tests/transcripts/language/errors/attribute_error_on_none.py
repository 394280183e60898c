value = None
value.append(1)
