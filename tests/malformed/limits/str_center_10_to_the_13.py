# 10 TB of padding: MemoryError, not an OOM kill.
'x'.center(10**13)
