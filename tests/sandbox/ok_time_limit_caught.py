# args: --time-limit 0.5
# TimeoutError is an Exception: a script may catch it and go on.
try:
    while True:
        pass
except TimeoutError as e:
    print('caught:', e)
print('the session goes on')
