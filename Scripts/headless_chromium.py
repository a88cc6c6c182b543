"""Headless Chromium driven over the DevTools protocol on a pipe, for the kit's browser checks
(Scripts/check-docs-in-browser, Scripts/check-explorer-in-browser). Python's standard library
only; Chromium is found (or installed) by Scripts/find-chromium."""

import base64
import json
import os
import subprocess
import time


class Browser:
    """One headless Chromium driven over the DevTools protocol on a pipe (fds 3 and 4).

    Starting Chromium once instead of once per page (as `--dump-dom` would) keeps the check
    fast enough to run in CI on every page. A page counts as rendered when its <main> holds an
    <h1> and its DOM has stopped changing; a page that never gets there is dumped as it is
    after the time limit, and fails the checks.
    """

    def __init__(self, executable, profile):
        to_browser_read, self.to_browser = os.pipe()
        self.from_browser, from_browser_write = os.pipe()

        def child_fds():
            # Copies first, so that a pipe end already numbered 3 or 4 is not lost; the copies
            # made by dup2 are inherited, every other descriptor is closed on exec.
            read_end, write_end = os.dup(to_browser_read), os.dup(from_browser_write)
            os.dup2(read_end, 3)
            os.dup2(write_end, 4)

        self.process = subprocess.Popen(
            [executable, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
             "--no-first-run", "--disable-extensions", "--hide-scrollbars", "--mute-audio",
             "--user-data-dir=" + profile, "--window-size=1280,1000",
             "--remote-debugging-pipe", "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            close_fds=False, preexec_fn=child_fds)
        os.close(to_browser_read)
        os.close(from_browser_write)
        self.buffer = b""
        self.next_id = 0
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.call("Target.attachToTarget",
                                 {"targetId": target, "flatten": True})["sessionId"]

    def call(self, method, params=None, session=None):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self.to_browser, json.dumps(message).encode() + b"\0")
        while True:
            while b"\0" not in self.buffer:
                chunk = os.read(self.from_browser, 1 << 16)
                if not chunk:
                    raise RuntimeError("Chromium closed the DevTools pipe")
                self.buffer += chunk
            raw, self.buffer = self.buffer.split(b"\0", 1)
            reply = json.loads(raw)
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError("%s: %s" % (method, reply["error"]))
                return reply.get("result", {})

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", {"expression": expression, "returnByValue": True},
                           self.session)
        return result.get("result", {}).get("value")

    def dom(self, url, limit=15.0):
        self.call("Page.navigate", {"url": url}, self.session)
        deadline = time.monotonic() + limit
        last, stable = None, 0
        while time.monotonic() < deadline:
            time.sleep(0.1)
            html = self.evaluate(
                "document.readyState === 'complete' && document.querySelector('main h1')"
                " ? document.documentElement.outerHTML : ''")
            if html and html == last:
                stable += 1
                if stable >= 3:
                    return html
            else:
                stable = 0
            last = html
        return self.evaluate("document.documentElement.outerHTML") or ""

    def close(self):
        try:
            self.call("Browser.close")
        except (RuntimeError, OSError):
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()

    def wait_for(self, expression, limit=15.0):
        """Evaluates `expression` every 0.1 s until it is truthy; returns its last value."""
        deadline = time.monotonic() + limit
        value = None
        while time.monotonic() < deadline:
            value = self.evaluate(expression)
            if value:
                return value
            time.sleep(0.1)
        return value

    def navigate(self, url):
        self.call("Page.navigate", {"url": url}, self.session)

    def screenshot(self, path):
        """Writes what the page shows, as a PNG, to `path`."""
        result = self.call("Page.captureScreenshot", {"format": "png"}, self.session)
        with open(path, "wb") as handle:
            handle.write(base64.b64decode(result["data"]))
