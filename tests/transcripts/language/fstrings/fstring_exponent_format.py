print(f"{12345.678:e}")
print(f"{12345.678:.2e}")
print(f"{0.000123:E}")
print(f"{0:.1e}")
