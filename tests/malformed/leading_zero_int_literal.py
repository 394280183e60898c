# Malformed: Python 2 octal literal.
mode = 0777
