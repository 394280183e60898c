# 10 TB of zeros: MemoryError, not an OOM kill.
'x'.zfill(10**13)
