# Malformed: '$' is not a Python token.
cost = $5
