def process():
    try:
        {}["missing"]
    except KeyError:
        print("logging the error")
        raise

try:
    process()
except KeyError as e:
    print("re-raised:", repr(e))
