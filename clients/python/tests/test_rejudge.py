"""`vivarium rejudge DIR`: posts each recording to `POST /v1/rejudge` and reports changed verdicts.

`FakeServerTest` runs against a stand-in endpoint of the test's own (the contract: answers
`{"task", "seed", "recorded", "now", "changed"}`, HTTP 400 `{"error": {"kind", "message"}}` on bad
input, 403 without the admin token). `LiveServerTest` records real episodes on the server under
test and re-judges them there; it is skipped on a server without `/v1/rejudge`.
"""
import contextlib
import http.server
import io
import json
import os
import shutil
import tempfile
import threading
import unittest
import urllib.error
import urllib.request

from vivarium import Client, find_element
from vivarium.cli import main as cli_main
from vivarium.evaluate import http_base

URL = os.environ.get("VIVARIUM_URL")


def recording(task, seed, outcome, reward):
    start = {"task": task, "seed": seed, "goal": "g", "max_steps": 10, "state": {}}
    end = {"step": 1, "action": {"type": "done"}, "verdict": {"success": outcome == "success"}, "outcome": outcome,
           "reward": reward, "state": {}, "answer": None}
    return json.dumps(start) + "\n" + json.dumps(end) + "\n"


def run_cli(*argv):
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        code = cli_main(list(argv))
    return code, out.getvalue()


class FakeServerTest(unittest.TestCase):
    """The command against a stand-in that judges every episode of `settings/x` a success now."""

    def setUp(self):
        self.tmp = tempfile.mkdtemp(prefix="vivarium-rejudge-")
        self.seen_tokens = []
        test = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def answer(self, status, body):
                data = json.dumps(body).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def do_POST(self):
                body = self.rfile.read(int(self.headers["Content-Length"]))
                test.seen_tokens.append(self.headers.get("Authorization"))
                if self.path != "/v1/rejudge":
                    return self.answer(404, {"error": "NOT_FOUND", "message": "no such resource"})
                if self.headers.get("Authorization") != "Bearer admin":
                    return self.answer(403, {"error": {"kind": "FORBIDDEN", "message": "needs the admin token"}})
                try:
                    lines = [json.loads(line) for line in json.loads(body)["recording"].splitlines() if line.strip()]
                    head, end = lines[0], [line for line in lines if "verdict" in line][-1]
                except (ValueError, KeyError, IndexError):
                    return self.answer(400, {"error": {"kind": "VALIDATION_ERROR", "message": "not a recording"}})
                now = {"reward": 1, "outcome": "success", "verdict": {"success": True}} if head["task"] == "settings/x" else \
                    {"reward": end["reward"], "outcome": end["outcome"], "verdict": end["verdict"]}
                recorded = {"reward": end["reward"], "outcome": end["outcome"]}
                self.answer(200, {"task": head["task"], "seed": head["seed"], "recorded": recorded, "now": now,
                                  "changed": recorded["outcome"] != now["outcome"]})

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"

    def tearDown(self):
        self.server.shutdown()
        self.server.server_close()
        shutil.rmtree(self.tmp, ignore_errors=True)

    def write(self, name, text):
        with open(os.path.join(self.tmp, name), "w", encoding="utf-8") as handle:
            handle.write(text)

    def test_reports_changed_verdicts_and_bad_recordings(self):
        self.write("a-1.jsonl", recording("settings/x", 1, "failure", 0))  # now a success: changed
        self.write("b-1.jsonl", recording("contacts/y", 2, "success", 1))  # the same
        self.write("c-1.jsonl", "not json\n")
        self.write("d-1-000.jpg", "an image, not a recording")
        code, out = run_cli("rejudge", self.tmp, "--url", self.url, "--token", "admin")
        self.assertEqual(code, 1, "a recording that cannot be judged fails the command")
        self.assertIn("a-1.jsonl: settings/x seed 1: recorded failure (0), now success (1): CHANGED", out)
        self.assertIn("b-1.jsonl: contacts/y seed 2: recorded success (1), now success (1): same", out)
        self.assertIn("c-1.jsonl: error VALIDATION_ERROR: not a recording", out)
        self.assertNotIn("d-1-000.jpg", out)
        self.assertIn("3 recordings re-judged: 1 verdicts changed, 1 could not be judged", out)
        self.assertIn("changed: a-1.jsonl (settings/x seed 1): failure (0) -> success (1)", out)
        self.assertEqual(self.seen_tokens, ["Bearer admin"] * 3)

    def test_json_output_and_the_admin_token(self):
        self.write("a-1.jsonl", recording("settings/x", 1, "failure", 0))
        code, out = run_cli("rejudge", self.tmp, "--url", self.url, "--token", "admin", "--json")
        self.assertEqual(code, 0)
        report = json.loads(out)
        self.assertEqual(report["changed"], 1)
        self.assertEqual(report["recordings"][0]["now"]["outcome"], "success")
        code, out = run_cli("rejudge", self.tmp, "--url", self.url)
        self.assertEqual(code, 1)
        self.assertIn("error FORBIDDEN: needs the admin token", out)

    def test_a_missing_directory_is_a_clear_error(self):
        with self.assertRaises(SystemExit) as caught:
            run_cli("rejudge", os.path.join(self.tmp, "nope"), "--url", self.url)
        self.assertIn("no such directory", str(caught.exception))


def has_rejudge(url):
    request = urllib.request.Request(http_base(url) + "/v1/rejudge", method="POST", data=b'{"recording": ""}',
                                     headers={"Content-Type": "application/json"})
    try:
        urllib.request.urlopen(request, timeout=10).close()
        return True
    except urllib.error.HTTPError as error:
        return error.code != 404


@unittest.skipUnless(URL, "set VIVARIUM_URL to a running server (npm run test:python does)")
class LiveServerTest(unittest.TestCase):
    def setUp(self):
        if not has_rejudge(URL):
            self.skipTest("this server has no POST /v1/rejudge")
        self.tmp = tempfile.mkdtemp(prefix="vivarium-rejudge-")

    def tearDown(self):
        shutil.rmtree(self.tmp, ignore_errors=True)

    def record(self, client, session, seed, solve):
        info = client.reset(session, "settings/toggle-wifi", seed)["info"]
        if solve:
            client.step(session, {"type": "open_app", "name": "Settings"})
            tree = client.observe(session)["ui_tree"]
            client.step(session, {"type": "tap", "element": find_element(tree, "Network & internet")["id"]})
            tree = client.observe(session)["ui_tree"]
            client.step(session, {"type": "tap", "element": find_element(tree, "Wi-Fi", role="switch")["id"]})
        client.step(session, {"type": "done"})
        name = info["recording"]
        with urllib.request.urlopen(f"{http_base(URL)}/v1/recordings/{name}", timeout=10) as response:
            text = response.read().decode()
        return name, text

    def test_recorded_episodes_keep_their_verdicts_and_a_tampered_one_changes(self):
        with Client(URL) as client:
            session = client.create_session({"screenshot": False}, record=True)
            won, won_text = self.record(client, session, 4, solve=True)
            lost, lost_text = self.record(client, session, 5, solve=False)
        lines = won_text.splitlines()
        end = json.loads(lines[-1])
        self.assertEqual(end["outcome"], "success")
        end.update(outcome="failure", reward=0)  # as if a judge had rejected it when it was recorded
        for name, text in ((won, won_text), (lost, lost_text), ("tampered.jsonl", "\n".join(lines[:-1] + [json.dumps(end)]) + "\n")):
            with open(os.path.join(self.tmp, name), "w", encoding="utf-8") as handle:
                handle.write(text)
        code, out = run_cli("rejudge", self.tmp, "--url", URL)
        self.assertEqual(code, 0, out)
        self.assertIn(f"{won}: settings/toggle-wifi seed 4: recorded success (1), now success (1): same", out)
        self.assertIn(f"{lost}: settings/toggle-wifi seed 5: recorded failure (0), now failure (0): same", out)
        self.assertIn("tampered.jsonl: settings/toggle-wifi seed 4: recorded failure (0), now success (1): CHANGED", out)
        self.assertIn("3 recordings re-judged: 1 verdicts changed, 0 could not be judged", out)


if __name__ == "__main__":
    unittest.main()
