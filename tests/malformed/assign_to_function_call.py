# Malformed: a call cannot be assigned to.
f() = 1
