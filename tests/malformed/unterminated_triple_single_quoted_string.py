# Malformed: a triple-quoted string that never ends.
doc = '''abc

