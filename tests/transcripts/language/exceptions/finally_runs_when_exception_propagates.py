def risky():
    try:
        raise RuntimeError("inner problem")
    finally:
        print("cleanup")

try:
    risky()
except RuntimeError as e:
    print("outer caught:", e)
