__import__('io')
