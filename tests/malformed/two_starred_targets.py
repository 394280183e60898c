# Malformed: two starred targets in one assignment.
*a, *b = [1, 2, 3]
