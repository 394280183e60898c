def outer():
    def show():
        return message
    message = "assigned after def"
    return show()

print(outer())
