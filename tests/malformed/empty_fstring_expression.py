# Malformed: an empty f-string replacement field.
print(f"{}")
