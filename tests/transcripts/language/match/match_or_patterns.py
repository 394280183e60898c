# Or-patterns try each alternative in turn; every alternative binds the same
# names.
def http(status):
    match status:
        case 200 | 201 | 204:
            return "ok"
        case 301 | 302:
            return "redirect"
        case [x, 0] | [0, x]:
            return f"axis {x}"
        case 400 | 404 | 418:
            return "client error"


print(http(201), http(302), http(418), http(500))
print(http([5, 0]), http([0, 7]), http([1, 1]))
