# Malformed: a lambda's body must be an expression.
f = lambda x: return x
