# minitf-only
# minitf rejects coroutines when parsing, before running anything.
print("never printed")

async def fetch():
    return 1
