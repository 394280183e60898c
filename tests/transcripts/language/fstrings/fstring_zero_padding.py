print(f"{42:05d}")
print(f"{-42:05d}")
print(f"{3.5:08.3f}")
print(f"{7:03}")
