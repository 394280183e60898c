open('/nonexistent-folder/x.txt')
