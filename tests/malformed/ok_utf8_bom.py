# Valid: starts with a UTF-8 byte order mark.
print('bom')
