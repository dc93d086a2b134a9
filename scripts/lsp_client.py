"""A minimal Language Server Protocol client over a child's stdio, for
scripts/bench_lsp.py and scripts/lsp_fuzz.py (no dependencies)."""

import json
import queue
import subprocess
import threading
import time


class Client:
    def __init__(self, argv, root_uri="file:///tmp", stderr=subprocess.DEVNULL):
        self.proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=stderr)
        self.next_id = 1
        self.inbox = queue.Queue()
        self.pending = {}
        threading.Thread(target=self._read, daemon=True).start()
        self.init = self.request("initialize", {"processId": None, "rootUri": root_uri, "capabilities": {
            "textDocument": {"publishDiagnostics": {"relatedInformation": True}}}})
        self.notify("initialized", {})
        sync = self.init["capabilities"].get("textDocumentSync", 1)
        # 2 = incremental; a server saying 1 (full) gets the whole text.
        self.incremental = (sync.get("change", 1) if isinstance(sync, dict) else sync) == 2

    def _read(self):
        out = self.proc.stdout
        while True:
            length = None
            while True:
                line = out.readline()
                if not line:
                    self.inbox.put(None)
                    return
                line = line.strip()
                if not line:
                    break
                if line.lower().startswith(b"content-length:"):
                    length = int(line.split(b":")[1])
            body = out.read(length)
            self.inbox.put(json.loads(body))

    def send(self, msg):
        data = json.dumps(msg).encode()
        self.proc.stdin.write(b"Content-Length: %d\r\n\r\n" % len(data) + data)
        self.proc.stdin.flush()

    def notify(self, method, params):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def request(self, method, params, timeout=600):
        rid = self.next_id
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": rid, "method": method, "params": params})
        while True:
            msg = self.wait(timeout)
            if msg.get("id") == rid and "method" not in msg:
                if "error" in msg:
                    raise RuntimeError(msg["error"])
                return msg.get("result")

    def wait(self, timeout=600):
        """The next message from the server (diagnostics are kept aside)."""
        msg = self.inbox.get(timeout=timeout)
        if msg is None:
            raise RuntimeError("server closed its output")
        if msg.get("method") == "textDocument/publishDiagnostics":
            self.pending[msg["params"]["uri"]] = msg["params"]
        return msg

    def diagnostics(self, uri, version, timeout=600):
        """Waits for the diagnostics of `version` of `uri`."""
        deadline = time.time() + timeout
        while True:
            p = self.pending.get(uri)
            if p is not None and p.get("version") == version:
                return p["diagnostics"]
            self.wait(max(0.01, deadline - time.time()))

    def close(self):
        try:
            self.request("shutdown", None, timeout=30)
            self.notify("exit", None)
            self.proc.wait(timeout=30)
        except Exception:
            self.proc.kill()
