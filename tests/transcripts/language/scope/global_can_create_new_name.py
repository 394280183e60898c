def create():
    global created
    created = "made inside a function"

create()
print(created)
