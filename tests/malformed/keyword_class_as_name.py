# Malformed: assigning to a keyword.
class = 3
