# Valid: no newline at the end of the file.
print('last line')