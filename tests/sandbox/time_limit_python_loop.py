# args: --time-limit 0.5
while True:
    pass
