n = int("twelve")
