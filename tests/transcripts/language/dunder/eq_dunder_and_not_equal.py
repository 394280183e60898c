class Version:
    def __init__(self, major, minor):
        self.major = major
        self.minor = minor

    def __eq__(self, other):
        return (self.major, self.minor) == (other.major, other.minor)

print(Version(1, 2) == Version(1, 2))
print(Version(1, 2) != Version(1, 3))
print(Version(1, 2) in [Version(0, 1), Version(1, 2)])
