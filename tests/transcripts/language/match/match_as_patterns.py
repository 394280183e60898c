# `pattern as name` binds what the sub-pattern matched.
def parse(cmd):
    match cmd.split():
        case ["go", ("north" | "south" | "east" | "west") as direction]:
            return f"going {direction}"
        case ["pick", *items] as whole:
            return f"picking {items} from {whole}"
        case [(int() | float()) as n]:
            return n


print(parse("go north"))
print(parse("pick up the key"))
print(parse("go up"))
match [3.5]:
    case [(int() | float()) as n]:
        print("number", n)
