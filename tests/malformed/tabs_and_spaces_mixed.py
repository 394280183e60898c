# Malformed: one block indented with a tab, then with eight spaces.
if True:
	x = 1
        y = 2
