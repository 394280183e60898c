class Switch:
    def __init__(self, on):
        self.on = on

    def __bool__(self):
        return self.on

print(bool(Switch(True)), bool(Switch(False)))
if not Switch(False):
    print("switch is off")
print(Switch(False) or "fallback")
