#!/usr/bin/env python3
"""The app's refresh when many feeds answer at once: wall and processor time of
`kindred` from its launch on a database of feeds never fetched (it fetches them all at once)
until every item of the feeds is stored and placed in a story.

    kindred-cli bench ingest --zipf --n 6400 --write /tmp/zipf
    python3 tests/bench/app_refresh.py build/app /tmp/zipf [HOSTS]

The feeds are served from HOSTS loopback addresses (64 unless given; 127.0.1.1 on), as feeds come
from many hosts
and the fetcher limits connections per host, by one asyncio thread from memory with keep-alive
and a web server's usual headers (Python's http.server, a thread and a connection per request,
took about as much processor time as the app and halved the wall figure). Full-text fetching is off (the items carry what
they have), settings live in a temporary XDG_CONFIG_HOME, and the app runs offscreen.
"""

import asyncio
import functools
import glob
import os
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time
import zlib

HOSTS = 64
PORT = 8765


def host(i):
    """Loopback address number `i` (from 0): 127.0.1.1 on, 250 to a block."""
    return f"127.0.{1 + i // 250}.{1 + i % 250}"


def response(name, body):
    """An answer with the headers a web server of news feeds sends (about 330 bytes of them: Qt
    6.4 reads a plain-HTTP answer's status line and headers one byte per system call)."""
    tag = f"{zlib.crc32(body):08x}"
    head = ("HTTP/1.1 200 OK\r\n"
            "Date: Tue, 24 Nov 2026 12:00:00 GMT\r\n"
            "Server: nginx/1.22.1\r\n"
            "Content-Type: application/rss+xml; charset=utf-8\r\n"
            f"Content-Length: {len(body)}\r\n"
            "Last-Modified: Tue, 24 Nov 2026 11:58:00 GMT\r\n"
            f'ETag: "{tag}-{name}"\r\n'
            "Cache-Control: max-age=300\r\n"
            "Vary: Accept-Encoding\r\n"
            "X-Content-Type-Options: nosniff\r\n"
            "Connection: keep-alive\r\n\r\n")
    return head.encode() + body


NOT_FOUND = b"HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n"


def serve(directory, hosts):
    """The feeds, read once and served from memory by one asyncio thread with keep-alive: the
    server's own processor time stays small beside the app's on a machine of two cores."""
    answers = {f"/{name}".encode(): response(name, open(os.path.join(directory, name), "rb").read())
               for name in os.listdir(directory)}

    async def answer(reader, writer):
        try:
            while True:
                request = await reader.readuntil(b"\r\n\r\n")
                path = request.split(b" ", 2)[1]
                writer.write(answers.get(path, NOT_FOUND))
                await writer.drain()
        except (asyncio.IncompleteReadError, ConnectionError, IndexError):
            pass
        finally:
            writer.close()

    async def listen():
        for i in range(hosts):
            await asyncio.start_server(answer, host(i), PORT)
        started.set()
        await asyncio.Event().wait()

    started = threading.Event()
    threading.Thread(target=lambda: asyncio.run(listen()), daemon=True).start()
    started.wait()


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
    hosts = int(sys.argv[3]) if len(sys.argv) > 3 else HOSTS
    cli, app = os.path.join(build, "cli", "kindred-cli"), os.path.join(build, "gui", "kindred")
    files = sorted(glob.glob(os.path.join(feeds, "*.xml")))
    items = sum(open(f, encoding="utf-8").read().count("<item>") for f in files)
    serve(feeds, hosts)
    work = tempfile.mkdtemp(prefix="kindred-refresh-")
    env = dict(os.environ, XDG_CONFIG_HOME=os.path.join(work, "config"), QT_QPA_PLATFORM="offscreen")
    db = os.path.join(work, "k.sqlite")
    run = functools.partial(subprocess.run, env=env, check=True, capture_output=True, text=True)
    run([cli, "settings", "set", "Network/FullText", "never"])
    opml = os.path.join(work, "feeds.opml")
    with open(opml, "w") as f:
        f.write('<?xml version="1.0"?><opml version="2.0"><head><title>bench</title></head><body>\n')
        for i, path in enumerate(files):
            url = f"http://{host(i % hosts)}:{PORT}/{os.path.basename(path)}"
            f.write(f'<outline type="rss" text="{i}" xmlUrl="{url}"/>\n')
        f.write("</body></opml>\n")
    run([cli, "opml", "import", "--db", db, opml])
    # The imported feeds have never been fetched, so the app fetches them all as it starts: the
    # clock runs from its launch (start-up on a database of a few thousand feeds included).
    start, served = time.monotonic(), time.process_time()
    process = subprocess.Popen([app, "--db", db], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        while stored_with_stories(db) < items:
            time.sleep(0.05)
        wall, cpu = time.monotonic() - start, processor_seconds(process.pid)
        http = network_thread_seconds(process.pid)
        server = time.process_time() - served  # this script: the feeds' server and the polling
        print(f"{items} items from {len(files)} feeds on {hosts} hosts: {wall:.2f} s wall "
              f"({items / wall:.0f} items/s), app processor {cpu:.2f} s ({items / cpu:.0f} items per "
              f"processor second); of it Qt's HTTP thread {http:.2f} s, the rest {cpu - http:.2f} s "
              f"({items / (cpu - http):.0f} items per processor second); the bench's server {server:.2f} s")
    finally:
        process.terminate()
        process.wait()


if __name__ == "__main__":
    main()
