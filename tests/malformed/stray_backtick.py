# Malformed: Python 2 backtick repr.
x = `42`
