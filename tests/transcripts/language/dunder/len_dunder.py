class Playlist:
    def __init__(self, songs):
        self.songs = songs

    def __len__(self):
        return len(self.songs)

p = Playlist(["a", "b", "c"])
print(len(p))
print(bool(p), bool(Playlist([])))
