try:
    import no_such_module_for_minitf
except ImportError as e:
    print(type(e).__name__, e)
