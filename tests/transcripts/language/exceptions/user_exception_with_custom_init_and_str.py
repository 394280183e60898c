class HttpError(Exception):
    def __init__(self, status, reason):
        super().__init__(status, reason)
        self.status = status
        self.reason = reason

    def __str__(self):
        return f"{self.status} {self.reason}"

try:
    raise HttpError(404, "Not Found")
except HttpError as e:
    print(e)
    print(e.status, e.args)
