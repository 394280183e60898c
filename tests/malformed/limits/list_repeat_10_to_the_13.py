# 160 TB of list slots: MemoryError, not an OOM kill.
[0] * 10**13
