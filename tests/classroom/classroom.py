"""A class of simulated students on a local JupyterHub (used by
tests/classroom/test_classroom.py and bench/run_classroom.py).

`Hub` starts Debian's JupyterHub 3 with deploy/jupyterhub_config.py, swapping
in what a test machine needs: a dummy authenticator (one shared password), the
simple local spawner (each student's notebook server runs as the hub's own
user, with a home folder under a temporary directory, so no system users are
created), localhost ports chosen free, and a service token for the hub's REST
API. `Student` does what a browser does: logs in through the hub's login
form, waits for its server, follows the OAuth redirects to it, starts a kernel
over /user/NAME/api/kernels and runs cells over the kernel's websocket
(/api/kernels/ID/channels), timing each cell from the request to the kernel's
idle status.

Needs, on /usr/bin/python3: jupyterhub, notebook, requests, tornado, psutil
(Debian: jupyterhub, jupyter-notebook, python3-psutil) and Node's
configurable-http-proxy (node-configurable-http-proxy).
"""
import asyncio
import json
import os
import pathlib
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import uuid

try:
    import psutil
    import requests
    from tornado.httpclient import HTTPRequest
    from tornado.websocket import websocket_connect
    IMPORT_ERROR = None
except ImportError as e:  # reported by missing_tools()
    IMPORT_ERROR = e

ROOT = pathlib.Path(__file__).resolve().parents[2]
DEPLOY_CONFIG = ROOT / "deploy" / "jupyterhub_config.py"

# Seconds the hub and its proxy may take to answer their first request.
HUB_START_TIMEOUT = 60
# Seconds one student's server may take to become ready once the whole class
# has logged in: about a second of CPU per notebook server, shared by all.
SERVER_READY_TIMEOUT = 600
# Seconds one cell may take from request to idle (the lessons' slowest cell
# takes milliseconds; this bounds a hung kernel on a loaded machine).
CELL_TIMEOUT = 300
# The Jupyter messaging protocol version the simulated front end speaks.
PROTOCOL_VERSION = "5.3"


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def missing_tools():
    """What the hub needs and this machine lacks, as install hints."""
    missing = []
    if IMPORT_ERROR is not None:
        missing.append(f"{IMPORT_ERROR.name} for {sys.executable} "
                       "(Debian: apt install python3-psutil python3-requests python3-tornado)")
    if not shutil.which("configurable-http-proxy"):
        missing.append("configurable-http-proxy (Debian: apt install node-configurable-http-proxy)")
    for module, package in (("jupyterhub", "jupyterhub"), ("notebook", "jupyter-notebook")):
        try:
            __import__(module)
        except ImportError:
            missing.append(f"{module} for {sys.executable} (Debian: apt install {package})")
    return missing


class Hub:
    """JupyterHub on localhost offering the kernelspecs under `jupyter_path`
    (a folder holding kernels/NAME/kernel.json)."""

    def __init__(self, jupyter_path, log_name="hub.log"):
        self.tmp = pathlib.Path(tempfile.mkdtemp(prefix="minitf-hub-"))
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.token = uuid.uuid4().hex
        self.password = uuid.uuid4().hex
        home = self.tmp / "home"
        home.mkdir()
        config = self.tmp / "jupyterhub_config.py"
        config.write_text(f"""
import os
c = get_config()
load_subconfig({str(DEPLOY_CONFIG)!r})
c.JupyterHub.bind_url = {self.url!r}
c.JupyterHub.hub_ip = "127.0.0.1"
c.JupyterHub.hub_port = {free_port()}
c.ConfigurableHTTPProxy.api_url = "http://127.0.0.1:{free_port()}"
c.ConfigurableHTTPProxy.auth_token = {uuid.uuid4().hex!r}
c.ConfigurableHTTPProxy.pid_file = {str(self.tmp / "proxy.pid")!r}
c.JupyterHub.db_url = "sqlite:///{self.tmp / 'hub.sqlite'}"
c.JupyterHub.cookie_secret_file = {str(self.tmp / "cookie_secret")!r}
c.JupyterHub.pid_file = {str(self.tmp / "hub.pid")!r}
c.JupyterHub.cleanup_servers = True
c.JupyterHub.authenticator_class = "jupyterhub.auth.DummyAuthenticator"
c.DummyAuthenticator.password = {self.password!r}
c.JupyterHub.spawner_class = "jupyterhub.spawner.SimpleLocalProcessSpawner"
c.SimpleLocalProcessSpawner.home_dir_template = {str(home / "{username}")!r}
c.Spawner.environment["JUPYTER_PATH"] = {str(jupyter_path)!r}
c.Spawner.environment["PYDEVD_DISABLE_FILE_VALIDATION"] = "1"
if os.geteuid() == 0:
    c.Spawner.args.append("--allow-root")  # CI containers run as root
c.JupyterHub.services = [{{"name": "classroom", "api_token": {self.token!r}}}]
c.JupyterHub.load_roles = [{{"name": "classroom", "services": ["classroom"],
                             "scopes": ["admin:users", "admin:servers", "list:users"]}}]
""")
        self.log_path = self.tmp / log_name
        self.log = open(self.log_path, "w")
        env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
        self.proc = subprocess.Popen(["/usr/bin/python3", "-m", "jupyterhub", "-f", str(config)],
                                     cwd=self.tmp, env=env, stdout=self.log,
                                     stderr=subprocess.STDOUT)
        deadline = time.time() + HUB_START_TIMEOUT
        while True:
            try:
                if requests.get(self.url + "/hub/api/", timeout=5).ok:
                    return
            except requests.RequestException:
                pass
            if self.proc.poll() is not None or time.time() > deadline:
                self.stop()
                raise RuntimeError("JupyterHub did not start; its log:\n" + self.log_text())
            time.sleep(0.2)

    def api(self, method, path, **kw):
        r = requests.request(method, self.url + "/hub/api" + path,
                             headers={"Authorization": f"token {self.token}"}, timeout=60, **kw)
        r.raise_for_status()
        return r.json() if r.content else None

    def server_process(self, user):
        """The psutil process of `user`'s notebook server (a child of the hub)."""
        for p in psutil.Process(self.proc.pid).children(recursive=True):
            try:
                if p.environ().get("JUPYTERHUB_USER") == user and "singleuser" in " ".join(
                        p.cmdline()):
                    return p
            except psutil.Error:
                continue
        return None

    def log_text(self):
        if not self.log.closed:
            self.log.flush()
        return self.log_path.read_text(errors="replace")

    def stop(self):
        if self.proc.poll() is None:
            self.proc.terminate()  # the hub stops every student's server first
            try:
                self.proc.wait(120)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        self.log.close()

    def cleanup(self):
        shutil.rmtree(self.tmp, ignore_errors=True)


def kernel_process(kernel_id):
    """The psutil process of the kernel whose connection file names `kernel_id`."""
    for p in psutil.process_iter(["cmdline"]):
        if any(f"kernel-{kernel_id}.json" in a for a in (p.info["cmdline"] or [])):
            return p
    return None


class Student:
    """One student: a browser session (cookies) on the hub, one kernel."""

    def __init__(self, hub, name):
        self.hub = hub
        self.name = name
        self.http = requests.Session()
        self.base = f"{hub.url}/user/{name}"
        self.kernel_id = None
        self.ws = None
        self.session = uuid.uuid4().hex
        self.latencies = []  # seconds per executed cell

    # ---- the browser part (blocking; run in a thread) -------------------

    def login(self):
        """The hub's login form; the hub then starts this student's server."""
        self.http.get(self.hub.url + "/hub/login", timeout=60)
        r = self.http.post(self.hub.url + "/hub/login", allow_redirects=False, timeout=60,
                           data={"username": self.name, "password": self.hub.password,
                                 "_xsrf": self.http.cookies.get("_xsrf", "")})
        if r.status_code != 302:
            raise RuntimeError(f"{self.name}: login answered {r.status_code}: {r.text[:300]}")
        self.http.get(self.hub.url + "/hub/spawn", timeout=60)  # what /hub/ redirects to

    def wait_ready(self):
        """Polls the hub until the server is up, then opens its tree page,
        which runs the OAuth handshake and leaves the server's cookies."""
        deadline = time.time() + SERVER_READY_TIMEOUT
        while True:
            server = (self.hub.api("GET", f"/users/{self.name}").get("servers") or {}).get("", {})
            if server.get("ready"):
                break
            if time.time() > deadline:
                raise RuntimeError(f"{self.name}: the server was not ready in "
                                   f"{SERVER_READY_TIMEOUT} s: {server}")
            time.sleep(0.5)
        r = self.http.get(self.base + "/tree", timeout=60)
        if r.status_code != 200 or not r.url.startswith(self.base):
            raise RuntimeError(f"{self.name}: /tree ended at {r.url} ({r.status_code})")

    def start_kernel(self, kernel_name):
        r = self.http.post(self.base + "/api/kernels", json={"name": kernel_name}, timeout=60,
                           headers={"X-XSRFToken": self.http.cookies.get("_xsrf", "")})
        if r.status_code != 201:
            raise RuntimeError(f"{self.name}: starting a kernel answered {r.status_code}: {r.text}")
        self.kernel_id = r.json()["id"]

    # ---- the kernel's websocket ----------------------------------------

    async def connect(self):
        ws_url = self.base.replace("http://", "ws://") + \
            f"/api/kernels/{self.kernel_id}/channels?session_id={self.session}"
        cookies = "; ".join(f"{k}={v}" for k, v in self.http.cookies.items())
        self.ws = await websocket_connect(HTTPRequest(ws_url, headers={"Cookie": cookies}),
                                          max_message_size=64 << 20)

    def message(self, msg_type, content):
        return {"header": {"msg_id": uuid.uuid4().hex, "username": self.name,
                           "session": self.session, "msg_type": msg_type,
                           "version": PROTOCOL_VERSION,
                           "date": time.strftime("%Y-%m-%dT%H:%M:%S.000000Z", time.gmtime())},
                "parent_header": {}, "metadata": {}, "content": content, "channel": "shell",
                "buffers": []}

    async def request(self, msg_type, content):
        """Sends one shell request; returns (reply content, iopub outputs in
        nbformat's shape, seconds from sending to the idle status)."""
        msg = self.message(msg_type, content)
        msg_id = msg["header"]["msg_id"]
        start = time.perf_counter()
        await self.ws.write_message(json.dumps(msg))
        reply, outputs, idle = None, [], False
        while reply is None or not idle:
            raw = await asyncio.wait_for(self.ws.read_message(), CELL_TIMEOUT)
            if raw is None:
                raise RuntimeError(f"{self.name}: the kernel's websocket closed")
            if isinstance(raw, bytes):
                continue  # binary frames carry buffers, which no lesson sends
            m = json.loads(raw)
            if m.get("parent_header", {}).get("msg_id") != msg_id:
                continue
            kind, c = m["msg_type"], m["content"]
            if m["channel"] == "shell":
                reply = c
            elif kind == "status":
                idle = c["execution_state"] == "idle"
            elif kind == "stream":
                outputs.append({"output_type": "stream", "name": c["name"], "text": c["text"]})
            elif kind == "error":
                outputs.append({"output_type": "error", "ename": c["ename"],
                                "evalue": c["evalue"], "traceback": c["traceback"]})
            elif kind in ("execute_result", "display_data"):
                outputs.append({"output_type": kind, "data": c["data"]})
            elif kind == "clear_output":
                outputs.clear()
        return reply, outputs, time.perf_counter() - start

    async def execute(self, code, may_raise=False):
        reply, outputs, seconds = await self.request(
            "execute_request", {"code": code, "silent": False, "store_history": True,
                                "user_expressions": {}, "allow_stdin": False,
                                "stop_on_error": not may_raise})
        self.latencies.append(seconds)
        return reply, outputs

    async def close(self):
        if self.ws is not None:
            self.ws.close()
