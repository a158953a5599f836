#!/usr/bin/env python3
"""Checks against a real Prometheus that scrapes a lab (used by cli-test.sh).

  prometheus-checks.py metrics PROMETHEUS CREDENTIAL   every scraped /metrics passes `promtool check metrics`
  prometheus-checks.py aggregate PROMETHEUS            latency histograms sum across two Planets into one quantile
  prometheus-checks.py native PROMETHEUS               the same, from native histograms (a Prometheus that takes them)
  prometheus-checks.py dashboard PROMETHEUS FILE       every panel query of the Grafana dashboard returns series

PROMETHEUS is host:port. Each waits (up to 90 s) for what it checks to hold and prints why not.
"""
import json
import subprocess
import sys
import time
import urllib.parse
import urllib.request

DEADLINE = 90


def get(prometheus, path, **params):
    url = f"http://{prometheus}{path}" + ("?" + urllib.parse.urlencode(params) if params else "")
    with urllib.request.urlopen(url, timeout=10) as answer:
        return json.load(answer)


def query(prometheus, expr):
    return get(prometheus, "/api/v1/query", query=expr)["data"]["result"]


def until(what, attempt, quiet=False):
    """Calls attempt() until it returns (True, message) or the deadline passes; prints the message (when it failed,
    or always unless quiet)."""
    end = time.time() + DEADLINE
    while True:
        done, message = attempt()
        if done or time.time() > end:
            if not (done and quiet):
                print(f"{what}: {message}" if not done else message)
            return 0 if done else 1
        time.sleep(1)


def metrics(prometheus, credential_file):
    token = open(credential_file).read().strip()
    # the targets are taken from the Prometheus's own service discovery, as it scrapes them
    found = []

    def discovered():
        found[:] = [t for t in get(prometheus, "/api/v1/targets")["data"]["activeTargets"]]
        up = [t for t in found if t["health"] == "up"]
        return bool(found) and len(up) == len(found), f"targets: {found}"
    if until("targets", discovered, quiet=True) != 0:
        return 1
    targets = [t["scrapeUrl"] for t in found]
    checked = []
    for url in targets:
        request = urllib.request.Request(url, headers={"Authorization": "Bearer " + token})
        context = None
        if url.startswith("https:"):
            import ssl
            context = ssl._create_unverified_context()  # the lab's own CA; the check reads text only
        with urllib.request.urlopen(request, timeout=10, context=context) as answer:
            text = answer.read()
        lint = subprocess.run(["promtool", "check", "metrics"], input=text, capture_output=True)
        if lint.returncode != 0:
            print(f"promtool check metrics failed on {url}: {lint.stdout.decode()} {lint.stderr.decode()}")
            return 1
        checked.append(url)
    print(f"promtool check metrics passed on all {len(checked)} domains' /metrics")
    return 0


def aggregate(prometheus):
    def attempt():
        domains = query(prometheus, "count by (domain) (orrery_connection_latency_seconds_count > 0)")
        p99 = query(prometheus, "histogram_quantile(0.99, sum by (le) "
                                "(rate(orrery_connection_latency_seconds_bucket[30s])))")
        count = query(prometheus, "sum(orrery_connection_latency_seconds_count)")
        parts = query(prometheus, "sum by (domain) (orrery_connection_latency_seconds_count)")
        names = sorted(d["metric"]["domain"] for d in domains)
        if len(names) >= 2 and p99 and p99[0]["value"][1] not in ("NaN", "+Inf") and count:
            whole = float(count[0]["value"][1])
            summed = sum(float(p["value"][1]) for p in parts)
            return (whole == summed,
                    f"one p99 across {', '.join(names)}: {float(p99[0]['value'][1]) * 1e3:.3f} ms "
                    f"over {whole:.0f} latencies, the sum of each domain's")
        return False, f"latencies from {names}, p99 {p99}"
    return until("aggregate", attempt)


def native(prometheus):
    def attempt():
        domains = query(prometheus, "count by (domain) (histogram_count(orrery_connection_latency_seconds) > 0)")
        p99 = query(prometheus, "histogram_quantile(0.99, sum(rate(orrery_connection_latency_seconds[30s])))")
        classic = query(prometheus, "count(orrery_connection_latency_seconds_bucket)")
        names = sorted(d["metric"]["domain"] for d in domains)
        if len(names) >= 2 and p99 and p99[0]["value"][1] not in ("NaN", "+Inf"):
            return (not classic, f"one p99 from native histograms across {', '.join(names)}: "
                                 f"{float(p99[0]['value'][1]) * 1e3:.3f} ms; classic buckets stored: {bool(classic)}")
        return False, f"native latencies from {names}, p99 {p99}"
    return until("native", attempt)


def dashboard(prometheus, file):
    panels = json.load(open(file))["panels"]
    queries = [(p["title"], t["expr"]) for p in panels for t in p["targets"]]

    def attempt():
        empty = [title for title, expr in queries
                 if not query(prometheus, expr.replace("$__rate_interval", "30s"))]
        if empty:
            return False, "no series for: " + ", ".join(empty)
        return True, f"all {len(queries)} panel queries return series"
    return until("dashboard", attempt)


if __name__ == "__main__":
    command, args = sys.argv[1], sys.argv[2:]
    sys.exit({"metrics": metrics, "aggregate": aggregate, "native": native, "dashboard": dashboard}[command](*args))
