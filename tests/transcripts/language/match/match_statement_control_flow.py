# return, break and continue work inside case blocks; no match falls through.
def first_pair(items):
    for it in items:
        match it:
            case (a, b):
                return a, b
            case "skip":
                continue
            case "stop":
                break
    return None


print(first_pair(["skip", (1, 2)]))
print(first_pair(["stop", (1, 2)]))
match 5:
    case 1:
        print("one")
print("no case matched, nothing ran")
