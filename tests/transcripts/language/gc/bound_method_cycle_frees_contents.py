# An instance that keeps its own bound method (a callback) is a cycle.
import gc


class Probe:
    def __del__(self):
        print("probe freed")


class Button:
    def __init__(self):
        self.on_click = self.click
        self.probe = Probe()

    def click(self):
        pass


Button()
print("before collect")
gc.collect()
print("after collect")
