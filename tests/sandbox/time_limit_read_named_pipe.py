# args: --time-limit 0.5
# Reading a pipe that no one writes to waits, but not past the limit.
with open('pipe') as f:
    f.read()
