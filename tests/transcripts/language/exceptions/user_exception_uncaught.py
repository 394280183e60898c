class ParseError(Exception):
    pass

print("parsing")
raise ParseError("unexpected token at 3")
