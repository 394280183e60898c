# CPython reports a change during list.sort() when something resized the
# emptied list: clearing an empty list, extending it by nothing or sorting it
# again leaves it alone; growing it, even if it is emptied again, does not.
def attempt(name, change):
    items = [3, 1, 2]

    def key(x):
        change(items)
        return x

    try:
        items.sort(key=key)
        print(name, "sorted", items)
    except ValueError as e:
        print(name, "ValueError:", e, items)


def grow_then_delete(items):
    items.append(0)
    del items[:]


def assign_empty_slice(items):
    items[:] = []


attempt("clear", lambda items: items.clear())
attempt("extend by an empty list", lambda items: items.extend([]))
attempt("extend by an empty tuple", lambda items: items.extend(()))
attempt("nested sort", lambda items: items.sort())
attempt("reverse", lambda items: items.reverse())
attempt("assign an empty slice", assign_empty_slice)
attempt("append then clear", lambda items: (items.append(0), items.clear()))
attempt("append then pop", lambda items: (items.append(0), items.pop()))
attempt("grow then delete", grow_then_delete)
attempt("insert", lambda items: items.insert(0, 9))
attempt("extend by a generator", lambda items: items.extend(x for x in ()))
attempt("extend by an empty set", lambda items: items.extend(set()))
