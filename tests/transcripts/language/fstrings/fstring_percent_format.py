print(f"{0.256:.1%}")
print(f"{0.5:%}")
print(f"{1:.0%}")
