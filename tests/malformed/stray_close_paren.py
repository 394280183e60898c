# Malformed: a ')' with no '('.
x = 1)
