raise ValueError("invalid configuration")
