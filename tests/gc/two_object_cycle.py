# 2 million pairs of instances that refer to each other.
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
    b = Node()
    a.other = b
    b.other = a
report_peak()
