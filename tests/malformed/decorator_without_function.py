# Malformed: a decorator followed by an assignment.
@staticmethod
x = 1
