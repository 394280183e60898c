# Malformed: assigning to a keyword.
def = 1
