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
import concurrent.futures
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
    from tornado.httpclient import HTTPClientError, HTTPRequest
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
# Jupyter picks a kernel's ports before the kernel binds them, so when a whole
# class starts kernels at once another process may take one in between (the
# kernel then exits: "Address already in use"); a student restarts it once.
KERNEL_START_ATTEMPTS = 2
# A page that fails with a server error under load (the OAuth handshake's
# token exchange timing out) is reloaded, as a student would, this many times.
PAGE_ATTEMPTS = 3
# Seconds between two polls of the hub's user list while servers start.
READY_POLL_INTERVAL = 1.0
# Seconds one cell may take from request to idle (the lessons' slowest cell
# takes milliseconds; this bounds a hung kernel on a loaded machine).
CELL_TIMEOUT = 300
# Seconds one HTTP request may wait: while a whole class logs in at once, the
# hub (one Python process) answers logins between starting 100 servers.
HTTP_TIMEOUT = 600
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
                             headers={"Authorization": f"token {self.token}"}, timeout=HTTP_TIMEOUT, **kw)
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


class KernelGone(RuntimeError):
    """The kernel's websocket closed: the kernel died or never came up."""


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
        self.http.get(self.hub.url + "/hub/login", timeout=HTTP_TIMEOUT)
        r = self.http.post(self.hub.url + "/hub/login", allow_redirects=False, timeout=HTTP_TIMEOUT,
                           data={"username": self.name, "password": self.hub.password,
                                 "_xsrf": self.http.cookies.get("_xsrf", "")})
        if r.status_code != 302:
            raise RuntimeError(f"{self.name}: login answered {r.status_code}: {r.text[:300]}")
        self.http.get(self.hub.url + "/hub/spawn", timeout=HTTP_TIMEOUT)  # what /hub/ redirects to

    def open_server(self):
        """Opens the ready server's tree page, which runs the OAuth handshake
        and leaves the server's cookies (the _xsrf one included)."""
        for attempt in range(PAGE_ATTEMPTS):
            r = self.http.get(self.base + "/tree", timeout=HTTP_TIMEOUT)
            if r.status_code == 200 and r.url.startswith(self.base + "/tree"):
                return
            if r.status_code < 500 or attempt + 1 == PAGE_ATTEMPTS:
                raise RuntimeError(f"{self.name}: /tree ended at {r.url} ({r.status_code})")
            print(f"  {self.name}: /tree answered {r.status_code}; reloading", flush=True)
            time.sleep(1)

    def start_kernel(self, kernel_name):
        r = self.http.post(self.base + "/api/kernels", json={"name": kernel_name}, timeout=HTTP_TIMEOUT,
                           headers={"X-XSRFToken": self.http.cookies.get("_xsrf", "")})
        if r.status_code != 201:
            raise RuntimeError(f"{self.name}: starting a kernel answered {r.status_code}: {r.text}")
        self.kernel_id = r.json()["id"]

    # ---- the kernel's websocket ----------------------------------------

    async def connect(self):
        ws_url = self.base.replace("http://", "ws://") + \
            f"/api/kernels/{self.kernel_id}/channels?session_id={self.session}"
        cookies = "; ".join(f"{k}={v}" for k, v in self.http.cookies.items())
        self.ws = await websocket_connect(
            HTTPRequest(ws_url, headers={"Cookie": cookies}, connect_timeout=HTTP_TIMEOUT,
                        request_timeout=HTTP_TIMEOUT), max_message_size=64 << 20)

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
                raise KernelGone(f"{self.name}: the kernel's websocket closed")
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

    def shutdown_kernel(self):
        """Deletes the kernel (blocking; close the websocket first)."""
        if self.kernel_id is None:
            return
        r = self.http.delete(f"{self.base}/api/kernels/{self.kernel_id}", timeout=HTTP_TIMEOUT,
                             headers={"X-XSRFToken": self.http.cookies.get("_xsrf", "")})
        if r.status_code != 204:
            raise RuntimeError(f"{self.name}: deleting the kernel answered {r.status_code}")
        self.kernel_id = None


def percentile(values, q):
    """The q-th percentile (0-100) of `values` by the nearest-rank method."""
    s = sorted(values)
    return s[min(len(s) - 1, max(0, -(-q * len(s) // 100) - 1))]


class Class:
    """N students on one hub, driven together: `login` once, then any number
    of lessons, each in fresh kernels of a given kernelspec."""

    def __init__(self, hub, n):
        self.hub = hub
        self.students = [Student(hub, f"student{i:03d}") for i in range(n)]
        self.pool = concurrent.futures.ThreadPoolExecutor(max_workers=n)

    async def each(self, step, *args):
        """Runs the blocking Student method `step` for every student at once."""
        loop = asyncio.get_running_loop()
        await asyncio.gather(*(loop.run_in_executor(self.pool, getattr(s, step), *args)
                               for s in self.students))

    async def login(self, rate=0.0):
        """Seconds until every student is logged in with a ready server. With
        `rate`, students arrive at that many per second (0: all at once)."""
        t = time.perf_counter()
        loop = asyncio.get_running_loop()

        async def arrive(i, s):
            if rate > 0:
                await asyncio.sleep(i / rate)
            await loop.run_in_executor(self.pool, s.login)

        await asyncio.gather(*(arrive(i, s) for i, s in enumerate(self.students)))
        await self.wait_ready(time.time() + SERVER_READY_TIMEOUT)
        await self.each("open_server")
        return time.perf_counter() - t

    async def wait_ready(self, deadline):
        """Polls the hub's user list (one request for the class, so that the
        polling does not crowd out the logins) until every server is ready;
        a server neither ready nor pending failed to start."""
        waiting = {s.name for s in self.students}
        while waiting:
            await asyncio.sleep(READY_POLL_INTERVAL)
            for user in self.hub.api("GET", "/users"):
                server = (user.get("servers") or {}).get("")
                if user["name"] not in waiting:
                    continue
                if server and server.get("ready"):
                    waiting.discard(user["name"])
                elif not (server and server.get("pending")) and not user.get("pending"):
                    raise RuntimeError(f"{user['name']}: the server failed to start (the hub's "
                                       "log says why)")
            if waiting and time.time() > deadline:
                raise RuntimeError(f"{len(waiting)} servers not ready in {SERVER_READY_TIMEOUT} s")

    async def lesson(self, kernel_name, cells, expected=None):
        """Every student starts a `kernel_name` kernel and runs `cells` (code
        strings, or (code, may_raise) pairs) at the same time. `expected(n,
        outputs)` returns a problem text or None for cell n's outputs.
        Returns the problems; each student's latencies are fresh. A kernel
        that dies before its first reply is started again, once, as a
        student would restart it, and the restart is reported."""
        loop = asyncio.get_running_loop()
        problems = []
        self.restarts = 0

        async def run(s):
            s.latencies = []
            for attempt in range(KERNEL_START_ATTEMPTS):
                await loop.run_in_executor(self.pool, s.start_kernel, kernel_name)
                try:
                    try:
                        await s.connect()
                    except HTTPClientError as e:  # the kernel was gone before the websocket
                        raise KernelGone(f"{s.name}: the kernel's websocket: {e}")
                    await run_cells(s)
                    return
                except (KernelGone, asyncio.TimeoutError):
                    # A dead kernel's websocket may also stay open, silent.
                    if s.latencies or attempt + 1 == KERNEL_START_ATTEMPTS:
                        raise
                    if s.ws is not None:
                        s.ws.close()
                        s.ws = None
                    s.kernel_id = None  # the server dropped the dead kernel itself
                    self.restarts += 1
                    print(f"  {s.name}: the kernel died at start (the hub's log says why); "
                          "starting another", flush=True)

        async def run_cells(s):
            for n, cell in enumerate(cells, 1):
                code, may_raise = cell if isinstance(cell, tuple) else (cell, False)
                reply, outputs = await s.execute(code, may_raise)
                if reply["status"] == "error" and not may_raise:
                    problems.append(f"{s.name}: cell {n} raised {reply['ename']}: "
                                    f"{reply['evalue']}")
                problem = expected(n, outputs) if expected else None
                if problem:
                    problems.append(f"{s.name}: {problem}")

        await asyncio.gather(*(run(s) for s in self.students))
        return problems

    def latencies(self):
        return [t for s in self.students for t in s.latencies]

    def kernel_memory_mib(self):
        """(rss, uss) of every student's kernel, in MiB: resident, and the part
        no other process shares (what one more kernel costs)."""
        rss, uss = [], []
        for s in self.students:
            p = kernel_process(s.kernel_id)
            if p is None:
                raise RuntimeError(f"{s.name}: no process for kernel {s.kernel_id}")
            m = p.memory_full_info()
            rss.append(m.rss / 2**20)
            uss.append(m.uss / 2**20)
        return rss, uss

    def server_memory_mib(self):
        """The resident memory of every student's notebook server, in MiB."""
        out = []
        for s in self.students:
            p = self.hub.server_process(s.name)
            if p is None:
                raise RuntimeError(f"{s.name}: no notebook server process")
            out.append(p.memory_info().rss / 2**20)
        return out

    async def end_lesson(self):
        for s in self.students:  # in the event loop's thread, which owns them
            if s.ws is not None:
                s.ws.close()
                s.ws = None
        await self.each("shutdown_kernel")

    def close(self):
        self.pool.shutdown()
