# 2 million instances that refer to themselves: each is garbage as soon as
# the next replaces it, and only the cycle collector can free it.
def report_peak():
    # This process's peak resident memory (VmHWM), as the test reads it.
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmHWM:"):
                print("peak_kib", line.split()[1])


class Node:
    pass


for i in range(2000000):
    a = Node()
    a.me = a
report_peak()
