open('data.txt', 'rb')
