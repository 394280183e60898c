import posix
