# Malformed: a dedent to a column no outer block uses.
if True:
        x = 1
    y = 2
