# Malformed: yield at module level.
yield 1
