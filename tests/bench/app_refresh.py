#!/usr/bin/env python3
"""The app's refresh when many feeds answer at once: wall and processor time of
`kindred` from its launch on a database of feeds never fetched (it fetches them all at once)
until every item of the feeds is stored and placed in a story.

    kindred-cli bench ingest --zipf --n 6400 --write /tmp/zipf
    python3 tests/bench/app_refresh.py build/app /tmp/zipf

The feeds are served from 64 loopback addresses (127.0.0.2-65), as feeds come from many hosts
and the fetcher limits connections per host. Full-text fetching is off (the items carry what
they have), settings live in a temporary XDG_CONFIG_HOME, and the app runs offscreen.
"""

import functools
import glob
import http.server
import os
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time

HOSTS = 64
PORT = 8765


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def serve(directory):
    handler = functools.partial(QuietHandler, directory=directory)
    for i in range(HOSTS):
        server = http.server.ThreadingHTTPServer((f"127.0.0.{2 + i}", PORT), handler)
        threading.Thread(target=server.serve_forever, daemon=True).start()


def processor_seconds(pid, task=None):
    path = f"/proc/{pid}/stat" if task is None else f"/proc/{pid}/task/{task}/stat"
    with open(path) as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def network_thread_seconds(pid):
    """Processor time of Qt's HTTP thread: the sockets, and the parsing of each response's status
    line and headers (Qt 6.4 reads those from a plain-HTTP socket one byte a system call)."""
    total = 0.0
    for task in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{task}/comm") as f:
                if f.read().startswith("QNetworkAccess"):
                    total += processor_seconds(pid, task)
        except OSError:
            pass  # the thread ended
    return total


def stored_with_stories(db):
    """Articles stored with their story placed (a refresh may place stories after its last feed)."""
    try:
        with sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=1) as connection:
            return connection.execute("SELECT COUNT(story_id) FROM articles").fetchone()[0]
    except sqlite3.Error:
        return 0  # not created yet, or busy


def main():
    build, feeds = sys.argv[1], sys.argv[2]
    cli, app = os.path.join(build, "cli", "kindred-cli"), os.path.join(build, "gui", "kindred")
    files = sorted(glob.glob(os.path.join(feeds, "*.xml")))
    items = sum(open(f, encoding="utf-8").read().count("<item>") for f in files)
    serve(feeds)
    work = tempfile.mkdtemp(prefix="kindred-refresh-")
    env = dict(os.environ, XDG_CONFIG_HOME=os.path.join(work, "config"), QT_QPA_PLATFORM="offscreen")
    db = os.path.join(work, "k.sqlite")
    run = functools.partial(subprocess.run, env=env, check=True, capture_output=True, text=True)
    run([cli, "settings", "set", "Network/FullText", "never"])
    opml = os.path.join(work, "feeds.opml")
    with open(opml, "w") as f:
        f.write('<?xml version="1.0"?><opml version="2.0"><head><title>bench</title></head><body>\n')
        for i, path in enumerate(files):
            url = f"http://127.0.0.{2 + i % HOSTS}:{PORT}/{os.path.basename(path)}"
            f.write(f'<outline type="rss" text="{i}" xmlUrl="{url}"/>\n')
        f.write("</body></opml>\n")
    run([cli, "opml", "import", "--db", db, opml])
    # The imported feeds have never been fetched, so the app fetches them all as it starts: the
    # clock runs from its launch (start-up on a database of a few thousand feeds included).
    start = time.monotonic()
    process = subprocess.Popen([app, "--db", db], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        while stored_with_stories(db) < items:
            time.sleep(0.05)
        wall, cpu = time.monotonic() - start, processor_seconds(process.pid)
        http = network_thread_seconds(process.pid)
        print(f"{items} items from {len(files)} feeds on {HOSTS} hosts: {wall:.2f} s wall "
              f"({items / wall:.0f} items/s), app processor {cpu:.2f} s ({items / cpu:.0f} items per "
              f"processor second); of it Qt's HTTP thread {http:.2f} s, the rest {cpu - http:.2f} s "
              f"({items / (cpu - http):.0f} items per processor second)")
    finally:
        process.terminate()
        process.wait()


if __name__ == "__main__":
    main()
