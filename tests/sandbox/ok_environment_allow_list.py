# The sandbox shows a few harmless variables and hides the server's tokens.
import os
for name in ['JUPYTERHUB_API_TOKEN', 'JPY_API_TOKEN', 'AWS_SECRET_ACCESS_KEY',
             'AWS_ACCESS_KEY_ID', 'GITHUB_TOKEN']:
    print(name, name in os.environ, os.getenv(name))
print(sorted(os.environ))
print(os.environ['LANG'], os.getenv('TERM'))
