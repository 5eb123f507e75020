"""`vivarium eval` end to end: a scripted model behind a local OpenAI-compatible endpoint plays
the templates' oracle actions in each adapter's format, against a live server (`VIVARIUM_URL`;
`npm run test:python` starts one).

The oracle actions come from the TypeScript oracles (tests/support/oracle-actions.ts plays them
over the protocol and prints each action with its target element's id and bounds). Episodes are
deterministic, so the element ids and bounds of that run are the ones `vivarium eval` sees.

- the `json` adapter plays the test split narrowed to one template of each app (all of that
  template's frozen instances), named by the split as `vivarium eval --split test --tasks ...`
  would (or, on a server without splits, a fixed set). The whole split's oracles are the judge
  gate's work (`npm run judges:check`); here every app's actions cross the adapter once;
- `uitars` and `browsergym` play a few templates each (the machine has 2 cores);
- a second scripted model answers garbage, then gives up: it scores 0 and its parse errors are
  counted; a second run on the same results file plays nothing (resumed).
"""
import asyncio
import base64
import http.server
import io
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
import unittest
import urllib.request

from vivarium import Client
from vivarium.adapters import make_adapter
from vivarium.cli import main as cli_main
from vivarium.evaluate import ChatModel, format_summary, http_base, run_eval

try:
    from PIL import Image
except ImportError:  # pragma: no cover
    Image = None

URL = os.environ.get("VIVARIUM_URL")
ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
# Without a server split: templates of several apps, kinds (query and change) and difficulties.
FALLBACK = ["settings/toggle-wifi", "contacts/query-phone", "contacts/add-contact", "clock/create-alarm",
            "calendar/query-start-time", "notes/create-note"]
# The few templates the uitars and browsergym adapters play (all adapters' paths: taps on elements
# and points, typing, scrolling, navigation, answers).
FEW = ["settings/toggle-wifi", "contacts/query-phone", "contacts/add-contact", "clock/create-alarm",
       "calendar/query-start-time"]


def oracle_actions(specs):
    """{(task, seed): played} from tests/support/oracle-actions.ts."""
    tsx = os.path.join(ROOT, "node_modules", ".bin", "tsx")
    run = subprocess.run([tsx, "tests/support/oracle-actions.ts", "--url", URL, "--concurrency", "3", *specs],
                         cwd=ROOT, capture_output=True, text=True, timeout=600)
    played = [json.loads(line) for line in run.stdout.splitlines() if line.strip()]
    broken = [p for p in played if "actions" not in p or p.get("error")]
    if run.returncode != 0 or broken:
        raise AssertionError(f"oracle-actions.ts failed ({run.returncode}): {broken or run.stderr[-2000:]}")
    return {(p["task"], p["seed"]): p for p in played}


# ---- each adapter's format, written by hand from the formats' documentation ---------------------

def centre(bounds):
    left, top, right, bottom = bounds
    return (left + right) / 2, (top + bottom) / 2


def answer_text(value):
    return ", ".join(value) if isinstance(value, list) else str(value)


def as_json(step, screen):
    return "I will do this next.\n```json\n" + json.dumps(step["action"]) + "\n```"


def as_uitars(step, screen):
    a, width, height = step["action"], screen["width"], screen["height"]
    kind = a["type"]

    def grid(x, y):
        return f"'<|box_start|>({round(x * 1000 / width)},{round(y * 1000 / height)})<|box_end|>'"

    def point():
        if "x" in a:
            return a["x"], a["y"]
        return centre(step["target"]["bounds"])
    thought = "Thought: the next step.\nAction: "
    if kind in ("tap", "double_tap", "long_press"):
        name = {"tap": "click", "double_tap": "left_double", "long_press": "long_press"}[kind]
        return thought + f"{name}(start_box={grid(*point())})"
    if kind == "type":
        if a.get("clear") and (step.get("focused") or {}).get("text"):
            return None  # replacing a field's text: UI-TARS's type appends to it
        return thought + f"type(content={a['text']!r})"
    if kind == "swipe":
        x, y = point() if ("x" in a or "target" in step) else (width / 2, height / 2)
        distance = a.get("distance", 800)
        dx, dy = {"up": (0, -distance), "down": (0, distance), "left": (-distance, 0), "right": (distance, 0)}[a["direction"]]
        if not (0 <= x + dx <= width and 0 <= y + dy <= height):
            return None
        return thought + f"drag(start_box={grid(x, y)}, end_box={grid(x + dx, y + dy)})"
    if kind == "key":
        return thought + ("press_enter()" if a["key"] == "Enter" else f"hotkey(key={a['key']!r})")
    if kind in ("back", "home", "recents"):
        return thought + {"back": "press_back()", "home": "press_home()", "recents": "press_recents()"}[kind]
    if kind == "open_app":
        return thought + f"open_app(app_name={a['name']!r})"
    if kind == "wait":
        return thought + "wait()" if a.get("ms", 1000) == 5000 else None  # UI-TARS's wait() is 5 seconds
    if kind == "answer":
        return thought + f"finished(content={answer_text(a['value'])!r})"
    if kind == "done":
        return thought + "finished(content='')"
    return None


def as_browsergym(step, screen):
    a = step["action"]
    kind = a["type"]
    target = step.get("target")
    code = None
    if kind in ("tap", "double_tap", "long_press"):
        name = {"tap": "click", "double_tap": "dblclick", "long_press": "long_press"}[kind]
        if "element" in a:
            code = f"{name}({a['element']!r})"
        elif kind == "tap":
            code = f"mouse_click({a['x']}, {a['y']})"
    elif kind == "type":
        focused = step.get("focused")
        if a.get("clear") and focused:
            code = f"fill({focused['id']!r}, {a['text']!r})"
        elif not a.get("clear"):
            code = f"keyboard_type({a['text']!r})"
    elif kind == "swipe":
        distance = a.get("distance", 800)
        dx, dy = {"up": (0, distance), "down": (0, -distance), "left": (distance, 0), "right": (-distance, 0)}[a["direction"]]
        if "element" in a:
            code = f"scroll_at({a['element']!r}, {dx}, {dy})"
        elif "x" not in a:
            code = f"scroll({dx}, {dy})"
    elif kind == "key":
        code = f"keyboard_press({a['key']!r})"
    elif kind in ("back", "home", "recents"):
        code = {"back": "go_back()", "home": "go_home()", "recents": "recents()"}[kind]
    elif kind == "open_app":
        code = f"open_app({a['name']!r})"
    elif kind == "wait":
        code = f"noop({a.get('ms', 1000)})"
    elif kind == "answer":
        code = f"send_msg_to_user({answer_text(a['value'])!r})"
    elif kind == "done":
        code = 'send_msg_to_user("done")'
    del target
    return None if code is None else f"The next action.\n```python\n{code}\n```"


FORMATS = {"json": as_json, "uitars": as_uitars, "browsergym": as_browsergym}
GARBAGE = ["I would like to help, but I am not sure what to do here.", "tap(the blue button please)"]
GIVE_UP = {"json": '{"type": "done"}', "uitars": "Thought: stop.\nAction: finished(content='')",
           "browsergym": '```python\nsend_msg_to_user("done")\n```'}
GIVE_UP_QUERY = {"json": '{"type": "answer", "value": "no idea"}', "uitars": "Action: finished(content='no idea')",
                 "browsergym": '```python\nsend_msg_to_user("no idea")\n```'}


def scripts_for(played, adapter):
    """{(task, seed): (goal, [replies])} in the adapter's format, and the instances it cannot express."""
    scripts, skipped = {}, []
    for key, p in sorted(played.items()):
        replies = [FORMATS[adapter](step, p["screen"]) for step in p["actions"]]
        if any(r is None for r in replies):
            skipped.append(key)
        else:
            scripts[key] = (p["goal"], replies)
    return scripts, skipped


class ScriptedModel:
    """An OpenAI chat endpoint on loopback. `reply(episode, goal, turn, body)` gives each answer
    (a string, or a dict: the assistant message). The episode is (task, seed) from the harness's
    `X-Vivarium-Episode` header, the goal comes from the first user message, the turn from the
    number of assistant messages (plus the earlier turns the prompt says it left out). It counts
    requests and images."""

    def __init__(self, reply):
        self.reply = reply
        self.requests = 0
        self.images = 0
        self.bad_images = 0
        self.sizes = set()  # (width, height) of the screenshots, when Pillow can read them
        self.lock = threading.Lock()
        model = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def do_POST(self):
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                if self.path != "/v1/chat/completions":
                    self.send_response(404)
                    self.end_headers()
                    return
                messages = body["messages"]
                first = next(m for m in messages if m["role"] == "user")
                text = first["content"] if isinstance(first["content"], str) else first["content"][0]["text"]
                goal = re.search(r"Goal: (.*)", text).group(1).strip()
                skipped = re.search(r"\((\d+) earlier turns are not shown", text)
                turn = sum(1 for m in messages if m["role"] == "assistant") + (int(skipped.group(1)) if skipped else 0)
                task, seed, _ = self.headers["X-Vivarium-Episode"].rsplit(":", 2)
                with model.lock:
                    model.requests += 1
                    for m in messages:
                        for part in m["content"] if isinstance(m["content"], list) else []:
                            if part.get("type") == "image_url":
                                url = part["image_url"]["url"]
                                ok = re.match(r"data:image/(jpeg|png);base64,[A-Za-z0-9+/=]{100,}$", url)
                                model.images += 1
                                model.bad_images += 0 if ok else 1
                                if ok and Image is not None:
                                    with Image.open(io.BytesIO(base64.b64decode(url.split(",", 1)[1]))) as image:
                                        model.sizes.add(image.size)
                answer = model.reply((task, int(seed)), goal, turn, body)
                message = answer if isinstance(answer, dict) else {"role": "assistant", "content": answer}
                data = json.dumps({"id": "chatcmpl-test", "object": "chat.completion", "model": body.get("model"),
                                   "choices": [{"index": 0, "message": message, "finish_reason": "stop"}]}).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.base_url = f"http://127.0.0.1:{self.server.server_address[1]}/v1"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def close(self):
        self.server.shutdown()
        self.server.server_close()


def oracle_model(scripts, fallback):
    """The scripted model: the instance's oracle replies in order, then `fallback`. A prompt whose
    goal is not the instance's gets a reply no adapter reads."""
    def reply(episode, goal, turn, body):
        if episode not in scripts or scripts[episode][0] != goal:
            return f"no script for {episode} with the goal {goal!r}"
        replies = scripts[episode][1]
        return replies[turn] if turn < len(replies) else fallback
    return ScriptedModel(reply)


@unittest.skipUnless(URL, "set VIVARIUM_URL to a running server (npm run test:python does)")
class EvalEndToEndTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.started = time.monotonic()
        cls.tmp = tempfile.mkdtemp(prefix="vivarium-eval-")
        with Client(URL) as client:
            try:
                splits = client.call("tasks.splits")["splits"]
                frozen = [(i["task"], int(i["seed"])) for i in splits["test"]["instances"]]
                # The first test instance of each app (by template id, then seed): the adapter meets
                # every app's screens. The split by its name is played on one template: every
                # instance the split froze for it.
                first = {}
                for key in sorted(frozen):
                    first.setdefault(key[0].split("/")[0], key)
                cls.instances = sorted(first.values())
                cls.split_template = cls.instances[0][0]
                cls.split_instances = sorted(k for k in frozen if k[0] == cls.split_template)
                cls.split = "test"
            except Exception:
                cls.instances = [(t, 1) for t in FALLBACK]
                cls.split_instances = []
                cls.split = None
        few = {(t, 1) for t in FEW}
        specs = sorted(set(cls.instances) | set(cls.split_instances) | few)
        cls.played = oracle_actions([f"{t}:{s}" for t, s in specs])
        for key, p in cls.played.items():
            assert p["reward"] == 1, f"the oracle of {key} did not succeed: {p}"
        cls.few = sorted(few)
        print(f"\n  oracle actions of {len(cls.played)} instances in {time.monotonic() - cls.started:.0f} s", file=sys.stderr)

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.tmp, ignore_errors=True)
        print(f"  eval tests took {time.monotonic() - cls.started:.0f} s", file=sys.stderr)

    def evaluate(self, model, adapter, instances, results, split=None, concurrency=3, record=True, device_scale=None,
                 tasks=None, **options):
        return asyncio.run(run_eval(URL, ChatModel(model.base_url, "scripted"), make_adapter(adapter, **options), results,
                                    split=split, tasks=tasks if split else None,
                                    instances=None if split else instances, concurrency=concurrency,
                                    record=record, device_scale=device_scale, progress_stream=None))

    def check_perfect(self, adapter, instances, record=True, split=None, device_scale=None, tasks=None, **options):
        scripts, skipped = scripts_for({k: self.played[k] for k in instances}, adapter)
        played = [k for k in instances if k not in skipped]
        self.assertGreaterEqual(len(played), max(1, len(instances) // 2),
                                f"{adapter}: most instances must be expressible; skipped {skipped}")
        model = oracle_model(scripts, GIVE_UP[adapter])
        try:
            started = time.monotonic()
            # The split by its name (`tasks.splits`) when every instance of it can be played.
            summary = self.evaluate(model, adapter, played, os.path.join(self.tmp, f"{adapter}-{device_scale}.jsonl"),
                                    record=record, split=split if split and not skipped else None,
                                    device_scale=device_scale, tasks=tasks, **options)
            print(f"  {adapter}{f' at device scale {device_scale}' if device_scale else ''}: {len(played)} episodes in {time.monotonic() - started:.0f} s"
                  f"{f', {len(skipped)} not expressible: {skipped}' if skipped else ''}", file=sys.stderr)
        finally:
            model.close()
        overall = summary["overall"]
        failed = [f for f in summary["failed"]]
        self.assertEqual(overall["episodes"], len(played))
        self.assertEqual(overall["success_rate"], 1.0, f"{adapter}: episodes that failed: {failed}")
        self.assertEqual(overall["pass@1"], 1.0)
        self.assertEqual(overall["parse_errors"], 0)
        self.assertEqual(overall["env_errors"], 0)
        steps = sum(len(self.played[k]["actions"]) for k in played) / len(played)
        self.assertAlmostEqual(overall["mean_steps"], steps, places=6, msg="one step per oracle action")
        for app, group in summary["app"].items():
            self.assertEqual(group["success_rate"], 1.0, app)
        table = format_summary(summary)
        self.assertRegex(table, r"(?m)^all\s+%d\s+1\.000\s+1\.000" % len(played))
        return summary, model

    def test_json_adapter_scores_a_template_of_each_app_in_the_split_perfectly(self):
        # Unrecorded and without screenshots (recording writes a JPEG a step): an episode per app.
        summary, model = self.check_perfect("json", self.instances, record=False, images=False)
        print(format_summary(summary), file=sys.stderr)
        self.assertEqual(model.images, 0, "--no-images sends no screenshot")
        self.assertEqual(set(summary["app"]), {t.split("/")[0] for t, _ in self.instances})
        difficulties = {int(d) for d in summary["difficulty"]}
        self.assertTrue(difficulties, "the table has a row per difficulty")
        if self.split:
            # The split by its name, narrowed to one template: every instance it froze, scored by split.
            summary, _ = self.check_perfect("json", self.split_instances, record=False, split=self.split,
                                            tasks=[self.split_template], images=False)
            self.assertEqual(set(summary["split"]), {"test"})
            self.assertEqual(summary["split"]["test"]["episodes"], len(self.split_instances))

    def test_uitars_adapter_on_a_few_templates(self):
        _, model = self.check_perfect("uitars", self.few)
        if Image is not None:
            self.assertEqual(model.sizes, {(1080, 2400)})
        self.assertGreater(model.images, 0, "uitars sends screenshots")
        self.assertEqual(model.bad_images, 0, "screenshots are data URLs")

    def test_uitars_grid_points_hold_at_another_resolution(self):
        with Client(URL) as client:
            if 1 not in (client.hello.get("device_scales") or []):
                self.skipTest("this server has no device_scale 1")
        # The oracle ran at 1080x2400; on the 0-1000 grid its points name the same places at 360x800.
        _, model = self.check_perfect("uitars", self.few, device_scale=1)
        if Image is not None:
            self.assertEqual(model.sizes, {(360, 800)})

    def test_browsergym_adapter_on_a_few_templates(self):
        _, model = self.check_perfect("browsergym", self.few)
        self.assertEqual(model.bad_images, 0)

    def test_json_tool_calls(self):
        played = {k: self.played[k] for k in self.few[:2]}
        scripts = {key: [{"role": "assistant", "content": None, "tool_calls": [{
            "id": f"call{i}", "type": "function",
            "function": {"name": "act", "arguments": json.dumps({"action": s["action"]})}}]} for i, s in enumerate(p["actions"])]
            for key, p in played.items()}
        seen_tools = []

        def reply(episode, goal, turn, body):
            seen_tools.append(body.get("tools"))
            return scripts[episode][turn]
        model = ScriptedModel(reply)
        try:
            summary = self.evaluate(model, "json", list(played), os.path.join(self.tmp, "tools.jsonl"), tools=True)
        finally:
            model.close()
        self.assertEqual(summary["overall"]["success_rate"], 1.0, summary["failed"])
        self.assertEqual(seen_tools[0][0]["function"]["name"], "act")

    def test_a_wrong_model_scores_zero_and_its_parse_errors_are_counted(self):
        instances = self.few
        answer_types = {k: self.played[k]["answer_type"] for k in instances}

        def reply(episode, goal, turn, body):
            if turn < len(GARBAGE):
                return GARBAGE[turn]
            return (GIVE_UP_QUERY if answer_types[episode] else GIVE_UP)["uitars"]
        model = ScriptedModel(reply)
        results = os.path.join(self.tmp, "wrong.jsonl")
        try:
            summary = self.evaluate(model, "uitars", instances, results)
            requests = model.requests
            self.assertEqual(requests, len(instances) * (len(GARBAGE) + 1))
            overall = summary["overall"]
            self.assertEqual(overall["episodes"], len(instances))
            self.assertEqual(overall["success_rate"], 0.0)
            self.assertEqual(overall["pass@1"], 0.0)
            self.assertEqual(overall["parse_errors"], len(instances) * len(GARBAGE))
            self.assertEqual(overall["env_errors"], 0)
            with open(results) as handle:
                rows = [json.loads(line) for line in handle]
            self.assertEqual(len(rows), len(instances))
            self.assertTrue(all(r["outcome"] == "failure" and r["parse_errors"] == len(GARBAGE) for r in rows), rows)
            # The failed episodes' recordings are named, and the server serves them.
            self.assertEqual(len(summary["failed"]), len(instances))
            recording = summary["failed"][0]["recording"]
            self.assertTrue(recording and recording.endswith(".jsonl"), summary["failed"][0])
            self.assertIn(recording, format_summary(summary))
            with urllib.request.urlopen(f"{http_base(URL)}/v1/recordings/{recording}", timeout=10) as response:
                lines = response.read().decode().splitlines()
            self.assertEqual(json.loads(lines[-1]).get("outcome"), "failure")

            # A second run on the same results file plays nothing and reports the same.
            again = self.evaluate(model, "uitars", instances, results)
            self.assertEqual(model.requests, requests, "a resumed run skips finished episodes")
            self.assertEqual(again["overall"]["episodes"], len(instances))
            self.assertEqual(again["overall"]["parse_errors"], overall["parse_errors"])
        finally:
            model.close()

    def test_a_model_that_never_answers_sensibly_is_stopped(self):
        model = ScriptedModel(lambda episode, goal, turn, body: "no action here")
        try:
            summary = self.evaluate(model, "browsergym", self.few[:1], os.path.join(self.tmp, "silent.jsonl"))
        finally:
            model.close()
        row = summary["results"][0]
        self.assertEqual(row["outcome"], "failure")
        self.assertEqual(row["reason"], "parse_errors")
        self.assertEqual(row["parse_errors"], 3, "three unreadable replies in a row end the episode")
        self.assertEqual(model.requests, 3)

    def test_the_command_line(self):
        key = self.few[0]
        scripts, _ = scripts_for({key: self.played[key]}, "json")
        model = oracle_model(scripts, GIVE_UP["json"])
        out, summary_path = io.StringIO(), os.path.join(self.tmp, "cli-summary.json")
        try:
            from contextlib import redirect_stdout
            with redirect_stdout(out):
                code = cli_main(["eval", "--url", URL, "--base-url", model.base_url, "--model", "scripted",
                                 "--adapter", "json", "--instances", f"{key[0]}:{key[1]}", "--quiet",
                                 "--results", os.path.join(self.tmp, "cli.jsonl"), "--summary", summary_path])
        finally:
            model.close()
        self.assertEqual(code, 0)
        self.assertRegex(out.getvalue(), r"(?m)^all\s+1\s+1\.000")
        self.assertRegex(out.getvalue(), r"(?m)^app %s\s+1\s+1\.000" % key[0].split("/")[0])
        with open(summary_path) as handle:
            self.assertEqual(json.load(handle)["overall"]["success"], 1)

    def test_no_output_of_a_run_holds_the_token(self):
        """The server token rides in the URL (`?token=`); a run that succeeds, one whose model fails
        and one whose server cannot be reached print it nowhere: not on stdout or stderr, not in
        the results or summary files."""
        secret = "tok-do-not-print-4f2a"
        key = self.few[0]
        scripts, _ = scripts_for({key: self.played[key]}, "json")
        model = oracle_model(scripts, GIVE_UP["json"])
        broken = ScriptedModel(lambda *args: {"role": "assistant"})  # no content: nothing an adapter reads
        dead = socket.socket()
        dead.bind(("127.0.0.1", 0))
        dead_url = f"ws://127.0.0.1:{dead.getsockname()[1]}/v1/env?token={secret}"
        dead.close()
        outputs = []
        try:
            for name, url, base in [("ok", f"{URL}?token={secret}", model.base_url), ("model", f"{URL}?token={secret}", broken.base_url),
                                    ("dead", dead_url, model.base_url)]:
                results, summary = os.path.join(self.tmp, f"secret-{name}.jsonl"), os.path.join(self.tmp, f"secret-{name}.json")
                run = subprocess.run([sys.executable, "-m", "vivarium", "eval", "--url", url, "--base-url", base, "--model", "scripted",
                                      "--adapter", "json", "--instances", f"{key[0]}:{key[1]}", "--results", results, "--summary", summary,
                                      "--env-retries", "0"],
                                     capture_output=True, text=True, timeout=300, env=dict(os.environ, PYTHONPATH=os.path.join(ROOT, "clients", "python")))
                outputs.append((name, "stdout", run.stdout))
                outputs.append((name, "stderr", run.stderr))
                for path in (results, summary):
                    if os.path.exists(path):
                        with open(path, encoding="utf-8") as handle:
                            outputs.append((name, os.path.basename(path), handle.read()))
                if name == "ok":
                    self.assertEqual(run.returncode, 0, run.stderr[-2000:])
                    self.assertRegex(run.stdout, r"(?m)^all\s+1\s+1\.000")
                if name == "dead":
                    self.assertNotEqual(run.returncode, 0)
                    self.assertIn("CONNECTION_FAILED", run.stderr)
        finally:
            model.close()
            broken.close()
        self.assertTrue(any(text for _, _, text in outputs))
        for name, where, text in outputs:
            self.assertNotIn(secret, text, f"the token is in the {where} of the {name!r} run")


if __name__ == "__main__":
    unittest.main()
