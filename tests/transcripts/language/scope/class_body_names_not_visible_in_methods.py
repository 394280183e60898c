class Settings:
    level = 3

    def get_level(self):
        return self.level

    def get_level_bare(self):
        return level

level = "module level"
print(Settings().get_level())
print(Settings().get_level_bare())
