# Malformed: the file ends inside a string, with no final newline.
x = "abc