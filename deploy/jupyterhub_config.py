"""JupyterHub 3 for a class on one machine: every user's notebook server
offers the `minitf` kernel (and starts new notebooks with it).

Run it as root, so that the hub can start each student's server as that
student (system users, PAM passwords: the hub's defaults):

    jupyterhub -f deploy/jupyterhub_config.py

Environment it reads (all optional):
  MINITF_JUPYTER_PATH   a folder holding kernels/minitf/kernel.json; default the
                        installed /usr/local/share/jupyter (`cmake --install`)
  MINITF_MEMORY_LIMIT   each kernel's memory budget (README: "Limits"), e.g. 1G
  MINITF_HUB_URL        where the hub listens; default http://:8000

tests/classroom/ loads this file from a test configuration that swaps in a
dummy authenticator and a spawner that needs no system users.
"""
import os

c = get_config()  # noqa: F821 (JupyterHub defines get_config for its config files)

# Each student's kernel is one process of a few MiB; the hub may start a whole
# class at once, so it does not hold students back in a queue of spawns.
CONCURRENT_SPAWN_LIMIT = 500
# Seconds a student's server may take to start while a whole class logs in at
# once: a notebook server costs about a second of CPU to start, so 100
# students on two cores need well over the default 60.
SPAWN_TIMEOUT = 600

c.JupyterHub.bind_url = os.environ.get("MINITF_HUB_URL", "http://:8000")
c.JupyterHub.concurrent_spawn_limit = CONCURRENT_SPAWN_LIMIT
c.JupyterHub.active_server_limit = 0
c.Spawner.start_timeout = SPAWN_TIMEOUT
c.Spawner.http_timeout = SPAWN_TIMEOUT

# The classic notebook server (Debian's jupyter-notebook 6) as each user's
# server; jupyter_server would also do where it is installed.
c.Spawner.environment = {
    "JUPYTERHUB_SINGLEUSER_APP": "notebook.notebookapp.NotebookApp",
    "JUPYTER_PATH": os.environ.get("MINITF_JUPYTER_PATH", "/usr/local/share/jupyter"),
}
if os.environ.get("MINITF_MEMORY_LIMIT"):
    c.Spawner.environment["MINITF_MEMORY_LIMIT"] = os.environ["MINITF_MEMORY_LIMIT"]
# New notebooks start with the minitf kernel; Python's stays offered beside it.
c.Spawner.args = ["--MappingKernelManager.default_kernel_name=minitf"]
c.Spawner.default_url = "/tree"

# Debian's configurable-http-proxy requires its modules from /usr/share/nodejs,
# which Debian's own node searches but a node from elsewhere (a NodeSource
# package, nvm) does not; the proxy inherits the hub's environment.
if os.path.isdir("/usr/share/nodejs"):
    os.environ["NODE_PATH"] = ":".join(
        p for p in ("/usr/share/nodejs", os.environ.get("NODE_PATH")) if p)
