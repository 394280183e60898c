open('data.txt\x00../secret.txt')
