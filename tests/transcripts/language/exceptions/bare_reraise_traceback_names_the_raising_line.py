# A bare `raise` in a handler re-raises with the traceback the exception
# already has: it names the line that raised, not the `raise` statement.
def f():
    try:
        raise ValueError("boom")
    except ValueError:
        print("cleanup")
        raise


f()
