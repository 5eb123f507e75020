"""`vivarium eval`'s loop and scoring against stand-ins (no server, no model): retries of
infrastructure failures, model failures, pass@k, the episode metrics and the summary."""
import asyncio
import json
import os
import shutil
import tempfile
import unittest

from vivarium.adapters import Reply, make_adapter
from vivarium.client import VivariumError
from vivarium.evaluate import EpisodeSpec, Evaluation, ModelError, format_summary, pass_at_k, read_results, summarize


class FakeClient:
    """The few AsyncClient methods the loop uses. `crashes` resets fail with BROWSER_CRASHED
    (unrecovered), then episodes run: one step of `done` ends them with `outcome`."""

    url = "ws://127.0.0.1:9/v1/env"
    hello = {"screen": {"width": 1080, "height": 2400}}
    connected = True

    def __init__(self, crashes=0, outcome="success"):
        self.crashes, self.outcome = crashes, outcome
        self.session_info = {}
        self.sessions_opened = self.sessions_closed = self.steps = 0

    async def create_session(self, observe=None, **options):
        self.sessions_opened += 1
        return f"s{self.sessions_opened}"

    async def close_session(self, session):
        self.sessions_closed += 1

    async def reconnect(self):
        return []

    async def reset(self, session, task, seed, observe=None, options=None):
        if self.crashes > 0:
            self.crashes -= 1
            raise VivariumError("the device could not be rebuilt", kind="BROWSER_CRASHED", retryable=True,
                                data={"recovered": False, "outcome": "env_error"})
        return {"observation": {"ui_tree": [], "step": 0, "max_steps": 5},
                "info": {"goal": "Do it.", "max_steps": 5, "answer_type": None, "recording": f"{session}-1.jsonl"}}

    async def step(self, session, action, observe=None):
        self.steps += 1
        win = action["type"] == "done" and self.outcome == "success"
        verdict = {"success": win, "progress": 1.0 if win else 0.25, "false_complete": not win, "side_effects": [],
                   "provenance": {"task_set": "v6", "simulator": "0123456789abcdef", "server": "0.2.0", "commit": "c" * 40, "dirty": False}}
        return {"observation": {"ui_tree": [], "step": 1, "last_action": {"type": action["type"], "ok": True}},
                "reward": 1 if win else 0, "terminated": True, "truncated": False,
                "info": {"outcome": "success" if win else "failure", "reason": "done", "verdict": verdict}}

    async def step_output(self, session, output, observe=None):
        """The server's `native` parsing, as far as these replies need it: one JSON action."""
        self.outputs = getattr(self, "outputs", []) + [output]
        try:
            action = json.loads(output)
        except ValueError:
            raise VivariumError("cannot read the output as native: no JSON action found", kind="VALIDATION_ERROR",
                                data={"parse_error": True, "action_format": "native"}) from None
        return await self.step(session, action, observe)

    async def evaluate(self, session, answer=None):
        return {"success": False, "progress": 0.5, "false_complete": False, "side_effects": []}


class FakeModel:
    model = "fake"

    def __init__(self, replies=('{"type": "done"}',), fail=False):
        self.replies, self.fail, self.calls = list(replies), fail, 0

    def complete(self, messages, tools=None, episode=None):
        self.calls += 1
        if self.fail:
            raise ModelError("HTTP 401 from the endpoint")
        return Reply(self.replies[min(self.calls - 1, len(self.replies) - 1)])


class LoopTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp(prefix="vivarium-eval-offline-")
        self.results = os.path.join(self.tmp, "r.jsonl")

    def tearDown(self):
        shutil.rmtree(self.tmp, ignore_errors=True)

    def run_eval(self, client, model, episodes, **options):
        evaluation = Evaluation(client, model, make_adapter("json"), self.results, concurrency=2,
                                progress_stream=None, **options)
        evaluation._action_schema = lambda: asyncio.sleep(0)  # no /v1/info to ask
        return asyncio.run(evaluation.run(episodes))

    def test_an_env_error_is_played_again_on_a_new_session(self):
        client = FakeClient(crashes=1)
        rows = self.run_eval(client, FakeModel(), [EpisodeSpec("a/b", 1)], env_retries=2)
        self.assertEqual(rows[0]["outcome"], "success")
        self.assertEqual(rows[0]["attempts"], 2)
        self.assertEqual(client.sessions_opened, 2, "the failed session is replaced")

    def test_env_retries_are_bounded_and_such_episodes_are_not_scored(self):
        client = FakeClient(crashes=10)
        rows = self.run_eval(client, FakeModel(), [EpisodeSpec("a/b", 1)], env_retries=2)
        self.assertEqual(rows[0]["outcome"], "env_error")
        self.assertEqual(rows[0]["attempts"], 3)
        self.assertIn("BROWSER_CRASHED", rows[0]["error"])
        summary = summarize(rows)
        self.assertEqual(summary["overall"]["env_errors"], 1)
        self.assertIsNone(summary["overall"]["success_rate"], "an env_error says nothing about the model")
        # A later run plays it again (only finished episodes are skipped).
        client = FakeClient()
        rows = self.run_eval(client, FakeModel(), [EpisodeSpec("a/b", 1)])
        self.assertEqual(rows[0]["outcome"], "success")
        self.assertEqual(len(read_results(self.results)), 1, "the last line of an episode wins")

    def test_a_failing_model_is_a_model_error(self):
        client = FakeClient()
        rows = self.run_eval(client, FakeModel(fail=True), [EpisodeSpec("a/b", 1)])
        self.assertEqual(rows[0]["outcome"], "model_error")
        self.assertIn("401", rows[0]["error"])
        self.assertEqual(client.steps, 0)

    def test_replies_go_to_the_server_as_they_are_and_its_verdict_fills_the_metrics(self):
        client = FakeClient(outcome="failure")
        rows = self.run_eval(client, FakeModel(['{"type": "done"}']), [EpisodeSpec("a/b", 1)])
        self.assertEqual(client.outputs, ['{"type": "done"}'], "the reply is sent raw, for the server to parse")
        self.assertEqual((rows[0]["progress"], rows[0]["false_complete"], rows[0]["side_effects"]), (0.25, True, 0))
        self.assertEqual(rows[0]["provenance"]["task_set"], "v6")
        self.assertTrue(rows[0]["provenance"]["harness"].startswith("vivarium-python "))

    def test_unreadable_replies_are_parse_errors_and_the_harness_done_is_no_false_complete(self):
        client = FakeClient(outcome="failure")
        rows = self.run_eval(client, FakeModel(["tap the button", "no idea", "still no idea"]), [EpisodeSpec("a/b", 1)])
        self.assertEqual((rows[0]["parse_errors"], rows[0]["reason"]), (3, "parse_errors"))
        self.assertEqual((rows[0]["progress"], rows[0]["false_complete"]), (0.5, False))

    def test_a_refused_action_is_counted_and_the_episode_goes_on(self):
        client = FakeClient()
        real_step = client.step

        async def step(session, action, observe=None):
            if action["type"] == "tap":
                raise VivariumError("invalid action", kind="VALIDATION_ERROR")
            return await real_step(session, action, observe)
        client.step = step
        rows = self.run_eval(client, FakeModel(['{"type": "tap", "element": "e1"}', '{"type": "done"}']),
                             [EpisodeSpec("a/b", 1)])
        self.assertEqual((rows[0]["outcome"], rows[0]["invalid_actions"], rows[0]["turns"]), ("success", 1, 2))


class ScoringTest(unittest.TestCase):
    def test_pass_at_k(self):
        self.assertAlmostEqual(pass_at_k(5, 1, 1), 0.2)
        self.assertAlmostEqual(pass_at_k(5, 1, 5), 1.0)
        self.assertAlmostEqual(pass_at_k(4, 2, 2), 1 - 1 / 6)
        self.assertEqual(pass_at_k(3, 0, 3), 0.0)

    def test_summary_groups(self):
        def row(task, seed, rollout, outcome, steps, app, difficulty):
            return {"task": task, "seed": seed, "rollout": rollout, "outcome": outcome, "steps": steps, "app": app,
                    "difficulty": difficulty, "split": "test", "parse_errors": 1, "recording": f"{task}-{rollout}"}
        rows = [row("m/a", 1, 0, "success", 4, "mail", 1), row("m/a", 1, 1, "failure", 6, "mail", 1),
                row("c/b", 1, 0, "failure", 10, "clock", 2), row("c/b", 1, 1, "failure", 10, "clock", 2)]
        summary = summarize(rows, rollouts=2)
        overall = summary["overall"]
        self.assertEqual(overall["success_rate"], 0.25)
        self.assertEqual(overall["pass@1"], 0.25)
        self.assertEqual(overall["pass@2"], 0.5)
        self.assertEqual(overall["mean_steps"], 7.5)
        self.assertEqual(overall["parse_errors"], 4)
        self.assertEqual(summary["app"]["mail"]["pass@2"], 1.0)
        self.assertEqual(summary["difficulty"]["2"]["success_rate"], 0.0)
        self.assertEqual(len(summary["failed"]), 3)

    def test_progress_false_complete_and_side_effect_rates(self):
        base = {"seed": 1, "steps": 3, "app": "mail", "difficulty": 1, "split": "test"}
        rows = [dict(base, task="m/a", rollout=0, outcome="success", progress=1.0, false_complete=False, side_effects=0),
                dict(base, task="m/a", rollout=1, outcome="failure", progress=0.25, false_complete=True, side_effects=1),
                dict(base, task="m/b", rollout=0, outcome="failure", progress=0.5, false_complete=False, side_effects=0,
                     provenance={"task_set": "v6", "simulator": "ab", "server": "0.2.0", "commit": "c" * 40, "dirty": True,
                                 "harness": "vivarium-python 0.2.0"})]
        summary = summarize(rows)
        overall = summary["overall"]
        self.assertAlmostEqual(overall["progress"], 1.75 / 3)
        self.assertAlmostEqual(overall["false_complete_rate"], 1 / 3)
        self.assertAlmostEqual(overall["side_effect_rate"], 1 / 3)
        table = format_summary(summary)
        self.assertIn("progress", table.splitlines()[0])
        self.assertIn("false done", table.splitlines()[0])
        self.assertIn("task set v6, simulator ab, server 0.2.0, commit cccccccccccc (dirty)", table)


if __name__ == "__main__":
    unittest.main()
