# OSError and its subclasses print "[Errno N] strerror", then the file name
# (and a second one) when given.
print(str(OSError()), str(OSError('disk full')))
print(PermissionError(1, 'Operation not permitted'))
print(FileNotFoundError(2, 'No such file or directory', 'data.csv'))
print(FileExistsError(17, 'File exists', 'a', None, 'b'))
print(issubclass(FileNotFoundError, OSError), issubclass(TimeoutError, OSError),
      issubclass(IsADirectoryError, OSError), IOError is OSError)
try:
    raise TimeoutError('too slow')
except OSError as e:
    print(type(e).__name__, e)
