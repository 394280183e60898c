# Malformed: '(' closed by ']'.
values = (1, 2]
