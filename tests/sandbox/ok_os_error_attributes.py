# A refused path is an OSError with CPython's attributes.
import os
try:
    os.rename('data.txt', '../moved.txt')
except OSError as e:
    print(type(e).__name__, e.errno, e.strerror, e.filename, e.filename2)
try:
    open('missing.txt')
except FileNotFoundError as e:
    print(e.errno, e.filename, e)
