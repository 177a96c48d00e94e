#!/usr/bin/env python3
"""Time and peak resident size of kindred-cli on hostile inputs (issue 18), as curves.

    python3 tests/bench/hostile_curves.py build/app/cli/kindred-cli [attributes|files|http|opml|items]...

Each row is one run of kindred-cli under /usr/bin/time: the input's size, the wall time, the peak
resident size, the exit code and the first line the command printed on stderr. A bounded, linear
command shows time growing with the size (or flat, once it refuses) and a flat peak. HTTP inputs
come from a server this script runs on 127.0.0.1; nothing leaves the machine.
"""
import datetime
import email.utils
import http.server
import os
import signal
import subprocess
import sys
import tempfile
import threading
import zlib

TIMEOUT = 120  # seconds a run may take before it counts as "never finishes"
MB = 1024 * 1024


def run(cli, args, stdin=None):
    """Runs kindred-cli; returns (seconds, peak MB, exit code, first stderr line)."""
    with tempfile.NamedTemporaryFile("r") as stats:
        command = ["/usr/bin/time", "-q", "-o", stats.name, "-f", "%e %M", cli] + args
        process = subprocess.Popen(command, stdin=stdin, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                   start_new_session=True)
        try:
            _, stderr = process.communicate(timeout=TIMEOUT)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)  # kindred-cli too, not only /usr/bin/time
            process.communicate()
            return (TIMEOUT, float("nan"), "timeout", "")
        fields = stats.read().split()
    seconds, kilobytes = float(fields[-2]), int(fields[-1])
    lines = stderr.decode(errors="replace").strip().splitlines()
    return (seconds, kilobytes / 1024, process.returncode, lines[0][:110] if lines else "")


def row(label, result):
    seconds, peak, code, line = result
    print(f"{label:>28} {seconds:8.2f} s {peak:8.0f} MB  exit {code!s:>7}  {line}", flush=True)


def header(title):
    print(f"\n{title}\n{'input':>28} {'time':>10} {'peak':>11}  {'exit':>12}  first stderr line")


def attribute_feed(count):
    attributes = " ".join(f'a{i}="v"' for i in range(count))
    return (f'<rss version="2.0"><channel><title>t</title><item {attributes}><title>x</title>'
            "</item></channel></rss>").encode()


def attribute_opml(count):
    attributes = " ".join(f'a{i}="v"' for i in range(count))
    return (f'<opml version="2.0"><body><outline text="x" xmlUrl="http://example.invalid/f" '
            f"{attributes}/></body></opml>").encode()


def namespace_feed(elements):
    declarations = " ".join(f'xmlns:n{i}="urn:{i}"' for i in range(250))
    return (b'<rss xmlns:deep="urn:d"><channel>' + f"<x {declarations}>".encode() * 250
            + b"<deep:y/>" * elements + b"</x>" * 250 + b"</channel></rss>")


def namespace_opml(elements):
    declarations = " ".join(f'xmlns:n{i}="urn:{i}"' for i in range(250))
    return (b'<opml version="2.0" xmlns:deep="urn:d"><body>'
            + f'<outline text="f" {declarations}>'.encode() * 250 + b'<deep:x a="1"/>' * elements
            + b"</outline>" * 250 + b"</body></opml>")


def write(path, data):
    with open(path, "wb") as f:
        f.write(data)
    return path


def attributes(cli, work):
    header("Attributes on one element: kindred-cli parse / opml import")
    for count in (10_000, 20_000, 40_000, 80_000, 1_000_000):
        path = write(os.path.join(work, f"attrs{count}.xml"), attribute_feed(count))
        row(f"parse {count} attrs", run(cli, ["parse", path]))
    for count in (20_000, 80_000):
        path = write(os.path.join(work, f"attrs{count}.opml"), attribute_opml(count))
        db = os.path.join(work, f"opml{count}.db")
        row(f"opml import {count} attrs", run(cli, ["opml", "import", "--db", db, path]))
    header("Elements under 20,000 <!ATTLIST> declarations: kindred-cli parse")
    attlists = "".join(f'<!ATTLIST e{i} a CDATA "d">' for i in range(20_000)).encode()
    for elements in (50_000, 100_000, 200_000, 400_000):
        path = write(os.path.join(work, f"dtd{elements}.xml"), b"<!DOCTYPE rss [" + attlists
                     + b"]><rss><channel>" + b"<x/>" * elements + b"</channel></rss>")
        row(f"parse {elements} elements", run(cli, ["parse", path]))
    header("Prefixed names under 62,500 namespace declarations: kindred-cli parse / opml import")
    for elements in (50_000, 100_000, 200_000):
        path = write(os.path.join(work, f"ns{elements}.xml"), namespace_feed(elements))
        row(f"parse {elements} names", run(cli, ["parse", path]))
        path = write(os.path.join(work, f"ns{elements}.opml"), namespace_opml(elements))
        db = os.path.join(work, f"ns{elements}.db")
        row(f"opml import {elements} names", run(cli, ["opml", "import", "--db", db, path]))


def item_feed(megabytes):
    item = b"<item><title>Item</title><description>" + b"word " * 150 + b"</description></item>\n"
    count = megabytes * MB // len(item)
    return b'<rss version="2.0"><channel><title>t</title>\n' + item * count + b"</channel></rss>\n"


def files(cli, work):
    header("Local files: kindred-cli parse / ingest / extract")
    for megabytes in (5, 10, 19, 40, 200):
        path = write(os.path.join(work, f"feed{megabytes}.xml"), item_feed(megabytes))
        row(f"parse {megabytes} MB feed", run(cli, ["parse", path]))
        if megabytes in (19, 200):
            db = os.path.join(work, f"ingest{megabytes}.db")
            row(f"ingest {megabytes} MB feed", run(cli, ["ingest", "--db", db, path]))
        os.remove(path)
    path = write(os.path.join(work, "tiny19.xml"), b"<rss><channel>" + b"<item><title>t</title></item>" * (19 * MB // 29)
                 + b"</channel></rss>")
    row("parse 19 MB of tiny items", run(cli, ["parse", path]))
    row("ingest 19 MB of tiny items", run(cli, ["ingest", "--db", os.path.join(work, "tiny.db"), path]))
    os.remove(path)
    path = write(os.path.join(work, "tiny19.json"), b'{"version": "https://jsonfeed.org/version/1.1", "items": ['
                 + b'{"id": "x"},' * (19 * MB // 12) + b'{"id": "x"}]}')
    row("parse 19 MB of tiny JSON items", run(cli, ["parse", path]))
    os.remove(path)
    path = write(os.path.join(work, "lines200.txt"), b"a line of text\n" * (200 * MB // 15))
    row("extract 200 MB of lines", run(cli, ["extract", path]))
    os.remove(path)
    row("parse /dev/zero", run(cli, ["parse", "/dev/zero"]))
    fifo = os.path.join(work, "fifo")
    os.mkfifo(fifo)
    writer = threading.Thread(target=feed_fifo, args=(fifo,), daemon=True)
    writer.start()
    row("parse FIFO (endless)", run(cli, ["parse", fifo]))


def feed_fifo(path):
    try:
        with open(path, "wb") as f:
            block = b"<item><title>x</title></item>" * 2000
            while True:
                f.write(block)
    except (BrokenPipeError, OSError):
        pass


class Hostile(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def do_GET(self):
        kind, _, size = self.path.strip("/").partition("/")
        total = int(size or 0) * MB
        try:
            if kind == "chunked":
                self.send_response(200)
                self.send_header("Content-Type", "application/rss+xml")
                self.send_header("Transfer-Encoding", "chunked")
                self.end_headers()
                chunk = b"<item><title>x</title></item>" * 2000
                sent = 0
                while sent < total:
                    self.wfile.write(b"%x\r\n%s\r\n" % (len(chunk), chunk))
                    sent += len(chunk)
                self.wfile.write(b"0\r\n\r\n")
            elif kind == "gzipbomb":
                body = gzip_bomb(total)
                self.send_response(200)
                self.send_header("Content-Type", "application/rss+xml")
                self.send_header("Content-Encoding", "gzip")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)
        except (BrokenPipeError, ConnectionResetError):
            pass


BOMBS = {}


def gzip_bomb(size):
    if size not in BOMBS:
        compressor = zlib.compressobj(9, zlib.DEFLATED, 31)
        block = b"\0" * MB
        parts = [compressor.compress(block) for _ in range(size // MB)]
        BOMBS[size] = b"".join(parts) + compressor.flush()
    return BOMBS[size]


def http_inputs(cli, work):
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Hostile)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}"
    env_proxy = {k: os.environ.pop(k) for k in list(os.environ) if k.lower().endswith("_proxy")}
    header("Chunked answers without Content-Length (cap 20 MB): kindred-cli parse URL")
    for megabytes in (10, 19, 40, 200, 1000):
        row(f"chunked {megabytes} MB", run(cli, ["parse", f"{base}/chunked/{megabytes}"]))
    header("Gzip bombs (cap 20 MB decompressed): kindred-cli parse URL")
    for megabytes in (100, 1000):
        row(f"gzip bomb {megabytes} MB", run(cli, ["parse", f"{base}/gzipbomb/{megabytes}"]))
    os.environ.update(env_proxy)
    server.shutdown()


def nested_opml(depth):
    return (b'<opml version="2.0"><body>' + b'<outline text="f">' * depth
            + b'<outline text="x" xmlUrl="http://example.invalid/f"/>' + b"</outline>" * depth
            + b"</body></opml>")


def opml(cli, work):
    header("OPML nested N deep: kindred-cli opml import, then opml export")
    for depth in (100, 1_000, 10_000):
        path = write(os.path.join(work, f"nested{depth}.opml"), nested_opml(depth))
        db = os.path.join(work, f"nested{depth}.db")
        row(f"import {depth} deep", run(cli, ["opml", "import", "--db", db, path]))
        out = os.path.join(work, f"export{depth}.opml")
        row(f"export {depth} deep", run(cli, ["opml", "export", "--db", db, "--out", out]))
        print(f"{'':>28} export wrote {os.path.getsize(out) if os.path.exists(out) else 0} bytes")


def near_identical_feed(count):
    """A feed of `count` items ten minutes apart that differ only in a number: copies of one."""
    start = datetime.datetime(2026, 11, 1, tzinfo=datetime.timezone.utc)
    items = []
    for i in range(count):
        date = email.utils.format_datetime(start + datetime.timedelta(minutes=10 * i))
        items.append(f"<item><title>Council approves budget for the harbour {i}</title>"
                     f"<link>https://x.example/{i}</link><guid>g{i}</guid><pubDate>{date}</pubDate>"
                     "<description>The council approved the harbour budget after a long debate on Monday, "
                     f"officials said {i}.</description></item>")
    return ('<?xml version="1.0"?><rss version="2.0"><channel><title>T</title><link>https://x.example/</link>'
            + "".join(items) + "</channel></rss>").encode()


def items(cli, work):
    header("One feed of N near-identical items: kindred-cli ingest")
    for count in (2_000, 4_000, 8_000, 16_000, 32_000):
        path = write(os.path.join(work, f"near{count}.xml"), near_identical_feed(count))
        db = os.path.join(work, f"near{count}.db")
        row(f"ingest {count} items", run(cli, ["ingest", "--db", db, path]))
        os.remove(path)


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    cli = os.path.abspath(sys.argv[1])
    sections = {"attributes": attributes, "files": files, "http": http_inputs, "opml": opml, "items": items}
    chosen = sys.argv[2:] or list(sections)
    with tempfile.TemporaryDirectory() as work:
        for name in chosen:
            sections[name](cli, work)


if __name__ == "__main__":
    main()
