# Malformed: a '}' with no '{'.
x = }
