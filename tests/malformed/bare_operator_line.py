# Malformed: an operator with no left operand.
/ 2
