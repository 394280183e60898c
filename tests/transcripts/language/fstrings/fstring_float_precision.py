pi = 3.14159265
print(f"{pi:.2f}")
print(f"{pi:.0f}")
print(f"{2:.3f}")
print(f"[{pi:10.3f}]")
print(f"{2.5:.0f} {3.5:.0f}")
print(f"{pi:.3}")
