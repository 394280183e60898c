# Malformed: else with no if.
x = 1
else:
    x = 2
