# minitf-only
# --memory-limit takes a size such as 2G or 512M; anything else is refused
# before the program runs.
print("not reached")
