# 2 million lists that contain themselves.
def report_peak():
    # This process's peak resident memory (VmHWM), as the test reads it.
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmHWM:"):
                print("peak_kib", line.split()[1])


for i in range(2000000):
    items = [i]
    items.append(items)
report_peak()
