# Valid: Windows line endings.
if True:
    print('crlf')
