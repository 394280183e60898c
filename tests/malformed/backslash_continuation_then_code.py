# Malformed: text after a line-continuation backslash.
x = 1 \ + 2
