#!/usr/bin/env python3
"""Times the TensorFlow workloads under minitf and their PyTorch/numpy peers.

Usage:
    bench/run_tf.py [--minitf PATH] [--peer-python PATH] [--workloads DIR]
                    [--peers DIR] [--repeat N] [-k SUBSTR] [--timeout S]
                    [--keep-openblas-env]

Each workload (default: ../shared/bench/tf/*.py beside the repository root) prints
"name value" lines. Its peer is `PYTHON torch_peers.py WORKLOAD` (default
../shared/bench/peers/torch_peers.py under /usr/bin/python3, which has numpy and
torch), one workload per process. For each workload the two run --repeat times,
alternating minitf and peer so that machine noise hits both alike, and the best
value of each figure is kept: the minimum for times (us_..., ..._s), the maximum for
throughput (gflops). Figures named A_over_B are recomputed from the best A and B.

The table gives each minitf figure beside its peers' figures and the ratio
minitf/peer: for times below 1 means minitf is faster, for throughput above 1 means
minitf is faster (a last column says which, in words). Then the two goals of issue
#3 are judged: eager scalar op <= 0.5 x numpy 0-d array op, and 1024^2 float32
matmul >= 0.8 x numpy GFLOPS.

Both sides run in the same environment: NO_COLOR=1, and OPENBLAS_CORETYPE and
OPENBLAS_L2_SIZE removed unless --keep-openblas-env (minitf and numpy both use
OpenBLAS; a forced core type can slow it down).

Exit status: 1 if a run fails, times out, or misses a figure, or if a computed
result disagrees with the peer's; 0 otherwise, unmet goals included. If torch or
numpy is missing, the peers are reported unavailable, minitf's figures are still
printed, and the status is 0.

Standard library only. See bench/README.md.
"""

import argparse
import glob
import math
import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO_ROOT = os.path.dirname(HERE)
SHARED = os.path.join(os.path.dirname(REPO_ROOT), "shared")
DEFAULT_WORKLOADS = os.path.join(SHARED, "bench", "tf")
DEFAULT_PEERS = os.path.join(SHARED, "bench", "peers")
DEFAULT_MINITF = os.path.join(REPO_ROOT, "build", "bin", "minitf")
PEER_SCRIPT = "torch_peers.py"
OPENBLAS_VARS = ("OPENBLAS_CORETYPE", "OPENBLAS_L2_SIZE")
THREAD_VARS = ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS")

# For each workload: (minitf figure, [(peer figure, label)]), in table order.
# A peer figure named A/B is derived: the best A divided by the best B.
PEER_MAP = {
    "eager_scalar_ops": [
        ("us_per_op", [("torch_eager_us_per_op", "torch eager, 0-d tensors"),
                       ("numpy_scalar_us_per_op", "numpy np.float32 scalars"),
                       ("numpy_0d_array_us_per_op", "numpy 0-d arrays")]),
    ],
    "call_overhead": [
        ("us_per_call", [("torch_jit_trace_us_per_call", "torch.jit.trace"),
                         ("torch_jit_script_us_per_call", "torch.jit.script"),
                         ("torch_eager_fn_us_per_call", "torch eager function")]),
    ],
    "lesson4_calls": [
        ("tensor_us_per_call", [("torch_jit_trace_lesson4_us_per_call",
                                 "torch.jit.trace, tensor args")]),
        ("native_us_per_call", [("torch_jit_trace_retrace_us_per_call",
                                 "torch.jit.trace retrace per value")]),
        ("native_over_tensor", [("torch_jit_trace_retrace_us_per_call/"
                                 "torch_jit_trace_lesson4_us_per_call",
                                 "torch retrace / traced call")]),
    ],
    "graph_vs_eager_loop": [
        ("eager_s", [("torch_eager_collatz_s", "torch eager")]),
        ("graph_s", [("torch_jit_script_collatz_s", "torch.jit.script")]),
        ("eager_over_graph", [("torch_eager_collatz_s/torch_jit_script_collatz_s",
                               "torch eager / jit.script")]),
    ],
    "matmul": [
        ("gflops", [("numpy_matmul_gflops", "numpy (OpenBLAS)"),
                    ("torch_matmul_gflops", "torch, 2 threads")]),
    ],
}

# Issue #3's goals: (label, workload, minitf figure, peer figure, bound, comparison, unit).
GOALS = [
    ("(1) eager scalar op <= 0.5 x numpy 0-d array op",
     "eager_scalar_ops", "us_per_op", "numpy_0d_array_us_per_op", 0.5, "<=", "us/op"),
    ("(2) 1024^2 float32 matmul >= 0.8 x numpy GFLOPS",
     "matmul", "gflops", "numpy_matmul_gflops", 0.8, ">=", "GFLOPS"),
]


class RunFailed(Exception):
    pass


def kind_of(name):
    """'ratio', 'rate' (higher is better), 'time' (lower is better) or None (not a figure)."""
    if "_over_" in name or "/" in name:
        return "ratio"
    if name.endswith("flops") or name.endswith("_per_s"):
        return "rate"
    if (name.endswith("_s") or name.endswith("_us") or name.endswith("_ms")
            or "us_per_" in name or "ms_per_" in name or "ns_per_" in name
            or name.startswith("s_per_") or "_s_per_" in name):
        return "time"
    return None


def run_once(cmd, cwd, env, timeout):
    """Runs cmd; returns (figures {name: value}, info lines, extras {name: {key: value}})."""
    try:
        proc = subprocess.run(cmd, cwd=cwd, env=env, stdin=subprocess.DEVNULL,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=timeout)
    except subprocess.TimeoutExpired:
        raise RunFailed("timed out after %d s" % timeout)
    except OSError as e:
        raise RunFailed("cannot run %s: %s" % (cmd[0], e))
    out = proc.stdout.decode("utf-8", "replace")
    if proc.returncode != 0:
        err = proc.stderr.decode("utf-8", "replace").strip().splitlines()
        raise RunFailed("exit %d: %s" % (proc.returncode, err[-1] if err else "(no stderr)"))
    figures, info, extras = {}, [], {}
    for line in out.splitlines():
        tokens = line.split()
        if not tokens:
            continue
        if kind_of(tokens[0]) is None or len(tokens) < 2:
            info.append(line)
            continue
        try:
            figures[tokens[0]] = float(tokens[1])
        except ValueError:
            raise RunFailed("figure %s is not a number: %r" % (tokens[0], line))
        # The peer appends "key value" pairs, e.g. "torch_eager_collatz_s 1.8 total 215015".
        extras[tokens[0]] = dict(zip(tokens[2::2], tokens[3::2]))
    if not figures:
        raise RunFailed("printed no figures; stdout was %r" % out[-200:])
    return figures, info, extras


def keep_best(best, figures):
    for name, value in figures.items():
        if kind_of(name) == "ratio" or name not in best:
            best[name] = value
        elif kind_of(name) == "rate":
            best[name] = max(best[name], value)
        else:
            best[name] = min(best[name], value)


def derive_ratios(best):
    """Recomputes A_over_B from the best A and B (a min of ratios means nothing)."""
    for name in list(best):
        if "_over_" not in name:
            continue
        num, den = name.split("_over_", 1)
        for suffix in ("_us_per_call", "_us_per_op", "_s"):
            if num + suffix in best and den + suffix in best and best[den + suffix] > 0:
                best[name] = best[num + suffix] / best[den + suffix]
                break


def peer_value(best, name):
    if "/" in name:
        num, den = name.split("/", 1)
        if num in best and den in best and best[den] > 0:
            return best[num] / best[den]
        return None
    return best.get(name)


def fmt(v):
    """Three significant digits, never in exponent form."""
    if v is None:
        return "-"
    if v == 0 or not math.isfinite(v):
        return "%g" % v
    decimals = max(0, 2 - int(math.floor(math.log10(abs(v)))))
    return "%.*f" % (decimals, v)


def verdict(kind, ratio):
    """In words: which side is faster, from ratio = minitf / peer."""
    if kind == "ratio" or ratio is None or ratio <= 0:
        return ""
    speedup = 1.0 / ratio if kind == "time" else ratio
    if abs(speedup - 1.0) < 0.005:
        return "same"
    if speedup > 1.0:
        return "minitf %sx faster" % fmt(speedup)
    return "minitf %sx slower" % fmt(1.0 / speedup)


def cpu_model():
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                key, _, value = line.partition(":")
                if key.strip() in ("model name", "Model", "cpu model"):
                    return value.strip()
    except OSError:
        pass
    return "unknown CPU"


def nproc():
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:
        return os.cpu_count() or 0


def loadavg():
    try:
        return "%.2f %.2f %.2f" % os.getloadavg()
    except OSError:
        return "unknown"


def peer_versions(python, env):
    """(python version, numpy version or None, torch version or None, error or None)."""
    code = ("import sys\n"
            "print('python', sys.version.split()[0])\n"
            "for m in ('numpy', 'torch'):\n"
            "    try:\n"
            "        mod = __import__(m)\n"
            "        print(m, mod.__version__)\n"
            "    except Exception as e:\n"
            "        print(m, '-', type(e).__name__)\n")
    try:
        proc = subprocess.run([python, "-c", code], env=env, stdin=subprocess.DEVNULL,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              universal_newlines=True, timeout=120)
    except (OSError, subprocess.TimeoutExpired) as e:
        return None, None, None, "cannot run %s: %s" % (python, e)
    found = {}
    for line in proc.stdout.splitlines():
        parts = line.split()
        if len(parts) >= 2:
            found[parts[0]] = None if parts[1] == "-" else parts[1]
    return found.get("python"), found.get("numpy"), found.get("torch"), None


def print_table(rows):
    header = ("workload", "figure", "minitf", "peer", "peer value", "minitf/peer", "in words")
    table = [header] + rows
    widths = [max(len(r[i]) for r in table) for i in range(len(header))]
    right = (2, 4, 5)
    for i, r in enumerate(table):
        if i > 1 and r[0]:
            print()
        cells = [c.rjust(w) if j in right else c.ljust(w)
                 for j, (c, w) in enumerate(zip(r, widths))]
        print("  ".join(cells).rstrip())
        if i == 0:
            print("  ".join("-" * w for w in widths))


def main(argv=None):
    parser = argparse.ArgumentParser(
        description="minitf vs PyTorch/numpy on the TensorFlow workloads.")
    parser.add_argument("--minitf", default=DEFAULT_MINITF,
                        help="minitf binary (default: build/bin/minitf)")
    parser.add_argument("--peer-python", default="/usr/bin/python3",
                        help="Python with numpy and torch for the peers (default: /usr/bin/python3)")
    parser.add_argument("--workloads", default=DEFAULT_WORKLOADS, help="folder of *.py workloads")
    parser.add_argument("--peers", default=DEFAULT_PEERS, help="folder holding " + PEER_SCRIPT)
    parser.add_argument("--repeat", type=int, default=3, help="runs per side and workload (default 3)")
    parser.add_argument("--timeout", type=int, default=600, help="seconds allowed per run")
    parser.add_argument("-k", dest="keyword", default=None,
                        help="only workloads whose name contains this")
    parser.add_argument("--keep-openblas-env", action="store_true",
                        help="keep OPENBLAS_CORETYPE and OPENBLAS_L2_SIZE (default: removed)")
    opts = parser.parse_args(argv)
    if opts.repeat < 1:
        parser.error("--repeat must be at least 1")

    minitf = os.path.abspath(opts.minitf)
    if not os.access(minitf, os.X_OK):
        sys.stderr.write("run_tf: no minitf binary at %s (build it in Release mode: see "
                         "bench/README.md, or pass --minitf PATH)\n" % minitf)
        return 2
    workloads = sorted(glob.glob(os.path.join(opts.workloads, "*.py")))
    if opts.keyword:
        workloads = [w for w in workloads if opts.keyword in os.path.basename(w)]
    if not workloads:
        sys.stderr.write("run_tf: no workloads%s in %s\n"
                         % (" matching %r" % opts.keyword if opts.keyword else "", opts.workloads))
        return 2

    # One environment for both sides.
    env = dict(os.environ, NO_COLOR="1", PYTHONDONTWRITEBYTECODE="1")
    removed = []
    if not opts.keep_openblas_env:
        for var in OPENBLAS_VARS:
            if var in env:
                removed.append("%s=%s" % (var, env.pop(var)))

    peer_script = os.path.join(opts.peers, PEER_SCRIPT)
    py_version, np_version, torch_version, err = peer_versions(opts.peer_python, env)
    missing = [m for m, v in (("numpy", np_version), ("torch", torch_version)) if v is None]
    if err:
        peer_problem = err
    elif not os.path.exists(peer_script):
        peer_problem = "no %s" % peer_script
    elif missing:
        peer_problem = "%s not importable by %s" % (" and ".join(missing), opts.peer_python)
    else:
        peer_problem = None
    try:
        version = subprocess.run([minitf, "--version"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                 universal_newlines=True, env=env, timeout=60).stdout.strip()
        version = version.splitlines()[0] if version else ""
    except (OSError, subprocess.TimeoutExpired):
        version = ""

    ncpu = nproc()
    load_start = loadavg()
    print("minitf:   %s (%s)" % (minitf, version or "unknown version"))
    if peer_problem:
        print("peers:    UNAVAILABLE: %s" % peer_problem)
    else:
        print("peers:    %s %s (Python %s, numpy %s, torch %s)"
              % (opts.peer_python, peer_script, py_version, np_version, torch_version))
    print("machine:  %d CPU(s) (nproc), %s" % (ncpu, cpu_model()))
    print("load avg: %s at start (1, 5, 15 min)" % load_start)
    try:
        if os.getloadavg()[0] > 0.5:
            print("warning:  the machine is not idle; figures are noisy (quote them from an idle machine)")
    except OSError:
        pass
    threads = ", ".join("%s=%s" % (v, env[v]) for v in THREAD_VARS if v in env)
    if opts.keep_openblas_env:
        kept = ", ".join("%s=%s" % (v, env[v]) for v in OPENBLAS_VARS if v in env)
        print("env:      NO_COLOR=1; OpenBLAS variables kept (%s)" % (kept or "none set"))
    else:
        print("env:      NO_COLOR=1; removed %s (--keep-openblas-env keeps them)"
              % (", ".join(removed) if removed else "no OPENBLAS_CORETYPE/OPENBLAS_L2_SIZE (not set)"))
    print("threads:  %s; the torch peer sets torch.set_num_threads(2)"
          % (threads or "no thread-count variable set (OpenBLAS uses all %d CPUs)" % ncpu))
    print("repeat:   %d, alternating minitf / peer; best run kept per figure: "
          "minimum for times, maximum for GFLOPS" % opts.repeat)
    print()

    sys.stdout.flush()  # keep the progress lines on stderr after the header
    failures = []
    mismatches = []
    rows = []
    results = {}  # workload -> (minitf best, peer best or None)
    for path in workloads:
        name = os.path.splitext(os.path.basename(path))[0]
        sys.stderr.write("running %s ...\n" % name)
        sides = {"minitf": ([minitf, "--no-events", path], os.path.dirname(path))}
        mapping = PEER_MAP.get(name)
        if mapping is not None and not peer_problem:
            sides["peer"] = ([opts.peer_python, peer_script, name], opts.peers)
        best = {s: {} for s in sides}
        extras = {s: {} for s in sides}
        infos = {s: None for s in sides}
        failed = {}
        for _ in range(opts.repeat):
            for side, (cmd, cwd) in sides.items():
                if side in failed:
                    continue
                try:
                    figures, info, extra = run_once(cmd, cwd, env, opts.timeout)
                except RunFailed as e:
                    failed[side] = e
                    failures.append("%s under %s: %s" % (name, side, e))
                    continue
                keep_best(best[side], figures)
                extras[side].update(extra)
                if infos[side] is None:
                    infos[side] = info
                elif infos[side] != info:
                    mismatches.append("%s under %s: results differ between runs: %r then %r"
                                      % (name, side, infos[side], info))
        for side in sides:
            derive_ratios(best[side])
        m_best = best["minitf"] if "minitf" not in failed else None
        p_best = best["peer"] if "peer" in sides and "peer" not in failed else None
        results[name] = (m_best, p_best)

        # Every mapped figure must have been printed.
        for side, have in (("minitf", m_best), ("peer", p_best)):
            if have is None or mapping is None:
                continue
            wanted = [f for f, _ in mapping] if side == "minitf" else \
                [pf for _, peers in mapping for pf, _ in peers]
            for fig in wanted:
                if peer_value(have, fig) is None:
                    failures.append("%s under %s: no figure %s in its output" % (name, side, fig))

        # The collatz loop: minitf's eager and graph totals and the peers' must agree.
        if name == "graph_vs_eager_loop" and infos.get("minitf"):
            totals = [line.split()[1:] for line in infos["minitf"] if line.startswith("totals ")]
            peer_totals = [e.get("total") for e in extras.get("peer", {}).values() if e.get("total")]
            values = set(totals[0] if totals else []) | set(peer_totals)
            if len(values) > 1:
                mismatches.append("%s: collatz totals differ: minitf eager/graph %s, peer %s"
                                  % (name, " ".join(totals[0]) if totals else "?", " ".join(peer_totals)))

        # Table rows: one per (figure, peer); the workload and minitf value on the first.
        m_status = "FAILED" if "minitf" in failed else None
        if "peer" in failed:
            p_status = "FAILED"
        elif peer_problem:
            p_status = "unavailable"
        else:
            p_status = None
        figure_rows = list(mapping or [])
        if m_best:
            shown = set(f for f, _ in figure_rows)
            figure_rows += [(f, []) for f in sorted(m_best) if f not in shown]
        if not figure_rows:
            rows.append((name, "", m_status or "-", "", "", "", ""))
        first = True
        for fig, peers in figure_rows:
            kind = kind_of(fig)
            mv = m_status if m_status else fmt(m_best.get(fig))
            peers = peers or [("", "(no peer)")]
            for i, (pfig, label) in enumerate(peers):
                pv_num = peer_value(p_best, pfig) if p_best and pfig else None
                if not pfig:
                    pv = ""
                else:
                    pv = p_status or fmt(pv_num)
                ratio = ""
                words = ""
                if pv_num and m_best and m_best.get(fig) is not None and kind != "ratio":
                    r = m_best[fig] / pv_num
                    ratio = fmt(r)
                    words = verdict(kind, r)
                rows.append((name if first else "", fig if i == 0 else "",
                             mv if i == 0 else "", label if pfig or i == 0 else "",
                             pv, ratio, words))
                first = False

    print("minitf/peer = minitf's figure divided by the peer's. For times (us_..., ..._s) below 1 "
          "means minitf is")
    print("faster; for throughput (gflops) above 1 means minitf is faster. *_over_* rows are "
          "ratios of a side's own")
    print("times (recomputed from its best runs), shown side by side, not divided.")
    print()
    print_table(rows)
    print()

    print("Issue #3 goals:")
    for label, workload, mfig, pfig, bound, op, unit in GOALS:
        if workload not in results:
            print("  %s: NOT MEASURED (workload %s not run)" % (label, workload))
            continue
        m_best, p_best = results[workload]
        mv = m_best.get(mfig) if m_best else None
        pv = p_best.get(pfig) if p_best else None
        if mv is None:
            print("  %s: NOT MEASURED (minitf run failed)" % label)
            continue
        if pv is None or pv <= 0:
            why = "peer unavailable" if peer_problem else "peer run failed"
            print("  %s: NOT JUDGED (%s); minitf %s %s" % (label, why, fmt(mv), unit))
            continue
        r = mv / pv
        ok = r <= bound if op == "<=" else r >= bound
        print("  %s: minitf %s %s vs numpy %s %s -> ratio %.3f (goal %s %.2f): %s"
              % (label, fmt(mv), unit, fmt(pv), unit, r, op, bound, "PASS" if ok else "NOT MET"))
    print()
    print("load avg: %s at end" % loadavg())

    for line in failures:
        print("FAILED: " + line)
    for line in mismatches:
        print("!!! MISMATCH: " + line)
    if peer_problem:
        print("NOTE: peers unavailable (%s): only minitf's figures are shown, the goals are "
              "not judged; exit status %d" % (peer_problem, 1 if (failures or mismatches) else 0))
    return 1 if (failures or mismatches) else 0


if __name__ == "__main__":
    sys.exit(main())
