#!/usr/bin/env python3
"""Drives the playground page in a real Chromium over the Chrome DevTools Protocol.

Every field kind, in en_US, de_DE, ar_EG and ja_JP: real key events (Input.dispatchKeyEvent),
paste through the browser's clipboard, a drop from outside the page (Input.dispatchDragEvent),
selection by Shift-Home and by a mouse drag, Ctrl-Backspace, undo and redo, input-method
composition (Input.imeSetComposition and Input.insertText) and leaving the field with Tab. After each step it reads the <input>'s value and
selection and compares them with `inputfmt replay` of the same steps, written here as the
replay protocol's JSON lines (the expectations come from the command line's field, not from
the page or its server). It saves a screenshot of each locale's form and checks that it is not
blank.

Usage: playground_test.py SERVER_BINARY INPUTFMT_BINARY SCREENSHOT_DIR
"""
import base64
import io
import json
import os
import re
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import urllib.request

import websocket  # websocket-client
from PIL import Image

SERVER, INPUTFMT, SHOTS = sys.argv[1:4]

# Each locale: its currency, its phone region's sample number, and how its digits are typed.
LOCALES = {
    "en_US": {"currency": "USD", "phone": "2025550123", "digits": "0123456789"},
    "de_DE": {"currency": "EUR", "phone": "030123456", "digits": "0123456789"},
    "ar_EG": {"currency": "EGP", "phone": "01001234567", "digits": "٠١٢٣٤٥٦٧٨٩"},
    "ja_JP": {"currency": "JPY", "phone": "0312345678", "digits": "0123456789"},
}

# The fields of the page, each as `inputfmt replay` makes it (Playground/…/PlaygroundForm.swift
# says the same in Swift: a difference between the two is a failure here).
def replay_options(field, locale):
    currency = LOCALES[locale]["currency"]
    return {
        "amount": ["--field", "currency", "--currency", currency],
        "weight": ["--field", "number", "--unit", "mass-kilogram", "--fraction-digits", "1"],
        "date": ["--field", "date"],
        "time": ["--field", "time"],
        "phone": ["--field", "phone", "--region", locale.split("_")[1]],
        "card": ["--field", "card"],
        "cvc": ["--field", "cvc"],
        "expiry": ["--field", "expiry"],
        "iban": ["--field", "iban"],
        "mask": ["--field", "mask", "--pattern", "###-###-###"],
        "note": ["--field", "text", "--limit", "40"],
    }[field] + ["--locale", locale, "--language", locale]


def native(text, locale):
    """ASCII digits of `text` in the locale's digits (Arabic-Indic in ar_EG)."""
    digits = LOCALES[locale]["digits"]
    return "".join(digits[int(c)] if c.isdigit() and c.isascii() else c for c in text)


def typed_samples(locale):
    """What a person types into each field, and a text to paste."""
    decimal = {"de_DE": ",", "ar_EG": "٫"}.get(locale, ".")
    digits = lambda s: native(s, locale)
    return {
        "amount": (digits("1234") + decimal + digits("5"), digits("98765") + decimal + digits("43")),
        "weight": (digits("72") + decimal + digits("5"), digits("1250")),
        # The locale's order of day, month and year: ja_JP writes the year first.
        "date": (digits("20260403"), digits("2025/12/25")) if locale == "ja_JP" else (digits("03042026"), digits("25122025")),
        "time": (digits("0730"), digits("1845")),
        "phone": (digits(LOCALES[locale]["phone"]), digits(LOCALES[locale]["phone"])),
        "card": ("4111111111111111", "5555 5555 5555 4444"),
        "cvc": ("123", "4567"),
        "expiry": ("1230", "11/29"),
        "iban": ("DE89370400440532013000", "GB82 WEST 1234 5698 7654 32"),
        "mask": ("123456789", "987-654-321"),
        "note": ("Hello, world", "pasted text"),
    }


class Browser:
    """One headless Chromium and a CDP connection to its page."""

    def __init__(self):
        self.profile = tempfile.mkdtemp(prefix="ifk-chromium-")
        self.socket = None
        binary = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
        if binary is None:
            raise SystemExit("no Chromium on PATH (Scripts/playground-test.sh installs Debian's chromium)")
        self.process = subprocess.Popen(
            [binary, "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
             "--remote-debugging-port=0", f"--user-data-dir={self.profile}", "--window-size=1280,1400",
             "--lang=en-US", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
        try:
            self.connect()
        except BaseException:
            self.close()
            raise

    def connect(self):
        port_file = os.path.join(self.profile, "DevToolsActivePort")
        for _ in range(300):
            if os.path.exists(port_file) and open(port_file).read().strip():
                break
            time.sleep(0.1)
        else:
            raise SystemExit("Chromium did not start (no DevToolsActivePort after 30 s)")
        port = open(port_file).read().split()[0]
        targets = json.load(urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list", timeout=30))
        page = next(t for t in targets if t["type"] == "page")
        self.socket = websocket.create_connection(page["webSocketDebuggerUrl"], timeout=30)
        self.next_id = 0
        self.call("Page.enable")
        self.call("Runtime.enable")
        self.call("Emulation.setDeviceMetricsOverride", width=1280, height=1400, deviceScaleFactor=1, mobile=False)

    def call(self, method, **params):
        self.next_id += 1
        self.socket.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            message = json.loads(self.socket.recv())
            if message.get("id") == self.next_id:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def wait_for(self, expression, what, seconds=10):
        deadline = time.time() + seconds
        while time.time() < deadline:
            if self.evaluate(expression):
                return
            time.sleep(0.02)
        raise RuntimeError(f"timed out waiting for {what}")

    def settle(self):
        """Waits until the page has every reply it asked for: after a pause for the events a step
        fires later (selectionchange), twice, since a reply may bring one more message."""
        for _ in range(2):
            time.sleep(0.05)
            self.wait_for("document.body.dataset.pending === '0'", "the server's replies")

    # Real input: key events, mouse events, the input method.
    KEYS = {
        "Backspace": ("Backspace", 8), "Delete": ("Delete", 46), "Home": ("Home", 36), "End": ("End", 35),
        "Tab": ("Tab", 9), "ArrowLeft": ("ArrowLeft", 37), "ArrowRight": ("ArrowRight", 39),
    }

    def key(self, key, modifiers=0, commands=None):
        """A key without text (Backspace, Home…), with Alt 1, Ctrl 2, Meta 4, Shift 8."""
        if key in self.KEYS:
            code, vk = self.KEYS[key]
        else:  # a letter with a modifier: Ctrl-Z
            code, vk = "Key" + key.upper(), ord(key.upper())
        extra = {"commands": commands} if commands else {}
        self.call("Input.dispatchKeyEvent", type="rawKeyDown", key=key, code=code, windowsVirtualKeyCode=vk,
                  nativeVirtualKeyCode=vk, modifiers=modifiers, **extra)
        self.call("Input.dispatchKeyEvent", type="keyUp", key=key, code=code, windowsVirtualKeyCode=vk,
                  nativeVirtualKeyCode=vk, modifiers=modifiers)

    def type_character(self, character):
        """One key that writes `character`, as a keyboard does (keydown, keypress, beforeinput)."""
        code = ("Digit" + character) if character.isascii() and character.isdigit() else ""
        self.call("Input.dispatchKeyEvent", type="keyDown", key=character, text=character, unmodifiedText=character, code=code)
        self.call("Input.dispatchKeyEvent", type="keyUp", key=character, code=code)

    def drag_across(self, element_id):
        """Presses the mouse at the input's start edge and releases it past its end: selects it all."""
        box = self.evaluate(f"(() => {{ const r = document.getElementById('{element_id}').getBoundingClientRect();"
                            f" return [r.left, r.right, r.top + r.height / 2]; }})()")
        left, right, y = box
        rtl = self.evaluate(f"getComputedStyle(document.getElementById('{element_id}')).direction === 'rtl'")
        start, end = (right - 3, left + 2) if rtl else (left + 3, right - 2)
        self.call("Input.dispatchMouseEvent", type="mousePressed", x=start, y=y, button="left", clickCount=1)
        for step in range(1, 6):
            self.call("Input.dispatchMouseEvent", type="mouseMoved", x=start + (end - start) * step / 5, y=y, button="left", buttons=1)
        self.call("Input.dispatchMouseEvent", type="mouseReleased", x=end, y=y, button="left", clickCount=1)

    def drop_at_start(self, element_id, text):
        """Drags `text` from outside the page and drops it before the input's text."""
        x, y = self.evaluate(f"(() => {{ const r = document.getElementById('{element_id}').getBoundingClientRect();"
                             f" return [getComputedStyle(document.getElementById('{element_id}')).direction === 'rtl'"
                             f" ? r.right - 4 : r.left + 4, r.top + r.height / 2]; }})()")
        data = {"items": [{"mimeType": "text/plain", "data": text}], "dragOperationsMask": 1}
        for kind in ("dragEnter", "dragOver", "drop"):
            self.call("Input.dispatchDragEvent", type=kind, x=x, y=y, data=data)

    def click(self, element_id):
        x, y = self.evaluate(f"(() => {{ const r = document.getElementById('{element_id}').getBoundingClientRect();"
                             f" return [r.left + r.width / 2, r.top + r.height / 2]; }})()")
        self.call("Input.dispatchMouseEvent", type="mousePressed", x=x, y=y, button="left", clickCount=1)
        self.call("Input.dispatchMouseEvent", type="mouseReleased", x=x, y=y, button="left", clickCount=1)

    def copy_to_clipboard(self, text):
        """Puts `text` on the browser's clipboard (the page keeps its focus), for Ctrl-V to paste."""
        self.evaluate(f"navigator.clipboard.writeText({json.dumps(text)}).then(() => true)")

    def screenshot(self, path):
        data = base64.b64decode(self.call("Page.captureScreenshot", format="png", captureBeyondViewport=False)["data"])
        with open(path, "wb") as file:
            file.write(data)
        return data

    def close(self):
        if self.socket is not None:
            try:
                self.socket.close()
            except Exception:
                pass
        stop(self.process)
        shutil.rmtree(self.profile, ignore_errors=True)


def stop(process):
    """Ends a process this script started, and its children: SIGTERM, then SIGKILL."""
    if process.poll() is not None:
        return
    for sig in (signal.SIGTERM, signal.SIGKILL):
        try:
            os.killpg(process.pid, sig)
            process.wait(timeout=10)
            return
        except ProcessLookupError:
            return
        except subprocess.TimeoutExpired:
            continue


def expected_lines(field, locale, replay_steps):
    """`inputfmt replay` of the steps: one JSON state a step."""
    run = subprocess.run([INPUTFMT, "replay", *replay_options(field, locale)],
                         input="\n".join(json.dumps(step, ensure_ascii=False) for step in replay_steps) + "\n",
                         capture_output=True, text=True, timeout=120)
    if run.returncode != 0:
        raise RuntimeError(f"inputfmt replay {' '.join(replay_options(field, locale))}: {run.stderr.strip()}")
    return [json.loads(line) for line in run.stdout.splitlines()]


def main():
    os.makedirs(SHOTS, exist_ok=True)
    server = subprocess.Popen([SERVER, "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                              text=True, start_new_session=True)
    browser = None
    failures = []
    compared = 0
    try:
        address = None
        deadline = time.time() + 60
        while time.time() < deadline and address is None and server.poll() is None:
            ready, _, _ = select.select([server.stdout], [], [], 1)
            line = server.stdout.readline() if ready else ""
            if "http://" in line:
                address = line.split("http://")[1].split()[0].rstrip("/")
        if address is None:
            raise SystemExit("the playground server printed no address")
        browser = Browser()
        browser.call("Browser.grantPermissions", origin=f"http://{address}",
                     permissions=["clipboardReadWrite", "clipboardSanitizedWrite"])
        browser.call("Page.navigate", url=f"http://{address}/")
        browser.wait_for("document.querySelectorAll('.field input').length === 11", "the form's eleven fields")
        # The browser changes an <input>'s text itself only where the page let it: a raw text
        # shown before the formatted one. Only an input method's marked text may be.
        browser.evaluate("window.rawTexts = []; document.addEventListener('input', (e) => {"
                         " if (e.inputType !== 'insertCompositionText' && e.inputType !== 'insertFromComposition')"
                         " window.rawTexts.push(e.target.id + ' ' + e.inputType + ' ' + JSON.stringify(e.target.value)); }, true)")
        for locale in LOCALES:
            browser.evaluate(f"(() => {{ const s = document.getElementById('locale'); s.value = '{locale}';"
                             " document.getElementById('form').replaceChildren();"
                             " s.dispatchEvent(new Event('change')); })()")
            browser.wait_for("document.querySelectorAll('.field input').length === 11", f"the form in {locale}")
            browser.settle()
            samples = typed_samples(locale)
            order = browser.evaluate("[...document.querySelectorAll('.field input')].map((i) => i.id)")
            for field, (typed, pasted) in samples.items():
                steps = scenario(field, locale, typed, pasted)
                compared += run_scenario(browser, field, locale, steps, failures)
                # Without a mouse: Tab, which ended the field's steps, went on to the next field.
                after = order[order.index(field) + 1] if order.index(field) + 1 < len(order) else None
                focused = browser.evaluate("document.activeElement && document.activeElement.id")
                if after and focused != after:
                    failures.append(f"{locale} {field}: Tab went to {focused!r}, not to the next field {after!r}")
            shot = os.path.join(SHOTS, f"playground-{locale}.png")
            browser.evaluate("document.activeElement && document.activeElement.blur()")
            browser.settle()
            check_not_blank(browser.screenshot(shot), shot, failures)
        if browser.evaluate("document.getElementById('status').classList.contains('problem')"):
            failures.append("the server answered with an error: " + browser.evaluate("document.getElementById('status').textContent"))
        raw = browser.evaluate("window.rawTexts")
        for text in raw[:10]:
            failures.append(f"the browser showed a raw text before the engine's: {text}")
        # The page says so when the server is gone, and keeps what the fields show.
        before = browser.evaluate("[...document.querySelectorAll('.field input')].map((i) => i.value)")
        stop(server)
        browser.wait_for("document.getElementById('status').classList.contains('gone')", "the server-gone message")
        if not browser.evaluate("[...document.querySelectorAll('.field input')].every((i) => i.readOnly)"):
            failures.append("server gone: the fields still take input")
        browser.click("amount")
        browser.type_character("9")
        time.sleep(0.1)
        after = browser.evaluate("[...document.querySelectorAll('.field input')].map((i) => i.value)")
        if after != before:
            failures.append(f"server gone: the fields changed from {before!r} to {after!r}")
        browser.screenshot(os.path.join(SHOTS, "playground-server-gone.png"))
    finally:
        if browser:
            browser.close()
        stop(server)
        for failure in failures:
            print("FAIL", failure)
    print(f"playground: {compared} steps compared with inputfmt replay in {len(LOCALES)} locales, "
          f"{len(failures)} failures; screenshots in {SHOTS}")
    sys.exit(1 if failures else 0)


def scenario(field, locale, typed, pasted):
    """The steps of one field: (what the browser does, the replay line, what to compare)."""
    steps = [("focus", None, {"focus": True}, "text+selection")]
    for character in typed:
        steps.append(("type", character, {"type": character}, "text+selection"))
    steps.append(("key", "Backspace", {"backspace": 1}, "text+selection"))
    steps.append(("undo", None, {"undo": 1}, "text+selection"))
    steps.append(("redo", None, {"redo": 1}, "text+selection"))
    steps.append(("selectToStart", None, "select-to-start", "text+selection"))
    steps.append(("type", typed[0], {"type": typed[0]}, "text+selection"))
    steps.append(("key", "Home", {"select": [0, 0]}, "text+selection"))
    steps.append(("key", "Delete", {"delete": 1}, "text+selection"))
    steps.append(("dragAll", None, "select-all", "text+selection"))
    steps.append(("paste", pasted, {"paste": pasted}, "text+selection"))
    if field in ("note", "amount") and locale in ("en_US", "de_DE"):
        dropped = "dropped " if field == "note" else "9"
        steps.append(("drop", dropped, "drop-at-start", "text+selection"))
    if field == "amount" and locale == "en_US" or field == "note":
        steps.append(("wordBackward", None, "delete-word", "text+selection"))
        steps.append(("undo", None, {"undo": 1}, "text+selection"))
    if locale == "ja_JP" and field in ("note", "amount"):
        marked = ["に", "にほ", "にほん"] if field == "note" else ["１", "１２", "１２３"]
        committed = "日本" if field == "note" else "１２３"
        steps.append(("key", "End", "select-end", "text+selection"))
        for text in marked:
            steps.append(("compose", text, {"compose": text}, "text"))
        steps.append(("commit", committed, [{"compose": committed}, {"commit": True}], "text+selection"))
    steps.append(("blur", None, {"blur": True}, "text"))
    return steps


def run_scenario(browser, field, locale, steps, failures):
    """Runs the steps in the browser, then their replay, and compares the two after each step."""
    seen = []
    replay = []
    current = {"text": "", "selection": [0, 0]}
    expected_so_far = None
    for kind, argument, line, compare in steps:
        # Steps whose replay line depends on the field's state (a selection, a deletion to the
        # start) are written from the expected state before them.
        if kind in ("selectToStart", "dragAll", "wordBackward", "drop") or line == "select-end":
            expected_so_far = expected_lines(field, locale, replay)[-1] if replay else {"text": "", "selection": [0, 0]}
            caret = expected_so_far["selection"][1]
            length = len(expected_so_far["text"].encode("utf-16-le")) // 2
            line = {"select-to-start": {"select": [0, caret]}, "select-all": {"select": [0, length]},
                    "delete-word": {"replace": [word_start(expected_so_far["text"], caret), caret], "with": ""},
                    "select-end": {"select": [length, length]},
                    "drop-at-start": [{"select": [0, 0]}, {"paste": argument}]}[line]
        if kind == "focus":
            browser.click(field)
        elif kind == "type":
            browser.type_character(argument)
        elif kind == "key":
            browser.key(argument)
        elif kind == "undo":
            browser.key("z", modifiers=2)
        elif kind == "redo":
            browser.key("z", modifiers=2 | 8)
        elif kind == "selectToStart":
            browser.key("Home", modifiers=8)
        elif kind == "dragAll":
            browser.drag_across(field)
        elif kind == "paste":
            browser.copy_to_clipboard(argument)
            browser.key("v", modifiers=2, commands=["paste"])
        elif kind == "drop":
            browser.drop_at_start(field, argument)
        elif kind == "wordBackward":
            browser.key("Backspace", modifiers=2)
        elif kind == "compose":
            browser.call("Input.imeSetComposition", text=argument, selectionStart=len(argument), selectionEnd=len(argument))
        elif kind == "commit":
            browser.call("Input.insertText", text=argument)
        elif kind == "blur":
            browser.key("Tab")
        browser.settle()
        state = browser.evaluate(f"(() => {{ const i = document.getElementById('{field}');"
                                 " return {text: i.value, selection: [i.selectionStart, i.selectionEnd]}; })()")
        lines = line if isinstance(line, list) else [line]
        replay.extend(lines)
        seen.append((kind, argument, compare, len(replay) - 1, state))
    expected = expected_lines(field, locale, replay)
    for kind, argument, compare, index, state in seen:
        want = expected[index]
        what = f"{locale} {field}: after {kind} {argument!r}" if argument is not None else f"{locale} {field}: after {kind}"
        if state["text"] != want["text"]:
            failures.append(f"{what}: the page shows {state['text']!r}, inputfmt replay {want['text']!r}")
        elif compare == "text+selection" and state["selection"] != want["selection"]:
            failures.append(f"{what} ({state['text']!r}): the page selects {state['selection']}, inputfmt replay {want['selection']}")
    return len(seen)


def word_start(text, caret):
    """Where Ctrl-Backspace from `caret` deletes to, by this test's own reading of UAX #29 for
    the texts it types (ASCII words; a number with its , and . between digits): past the spaces
    and punctuation before the caret, then the word."""
    before = text.encode("utf-16-le")[:caret * 2].decode("utf-16-le")
    match = re.search(r"(?:\w+(?:[.,]\d+)*)?\W*$", before)
    return len(before[:match.start()].encode("utf-16-le")) // 2


def check_not_blank(png, path, failures):
    """A screenshot shows the form: many colours, and text in the fields' part of the page."""
    image = Image.open(io.BytesIO(png)).convert("RGB")
    colours = image.getcolors(maxcolors=1 << 20)
    if colours is None or len(colours) < 50:
        failures.append(f"{path}: the screenshot is blank ({0 if colours is None else len(colours)} colours)")


if __name__ == "__main__":
    main()
