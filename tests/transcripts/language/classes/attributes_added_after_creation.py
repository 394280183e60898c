class Record:
    pass

r = Record()
r.title = "notes"
r.pages = 12
print(r.title, r.pages)
print(hasattr(r, "title"), hasattr(r, "author"))
