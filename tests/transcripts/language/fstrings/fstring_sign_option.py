print(f"{5:+d} {-5:+d}")
print(f"[{5: d}] [{-5: d}]")
print(f"{1.5:+.1f}")
