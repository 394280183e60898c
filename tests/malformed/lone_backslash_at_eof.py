# Malformed: a line continuation at the very end of the file.
x = 1 \