import urllib.request
