print(undefined_quux)
