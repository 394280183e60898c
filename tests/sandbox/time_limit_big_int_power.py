# args: --time-limit 0.5
# A huge power runs in one operator, in C++: the time limit stops it inside.
x = 7 ** (10**8)
