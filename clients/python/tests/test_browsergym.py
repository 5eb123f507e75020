"""`vivarium.browsergym` against a live server: a BrowserGym-style agent plays a web task with
action strings and reads BrowserGym's observation keys.

BrowserGym itself cannot be installed here (no PyPI): the keys, the action strings and the shape
of `axtree_object` follow its source (browsergym/core/env.py `_get_obs`, core/action/functions.py,
utils/obs.py `flatten_axtree_to_str`), and `flatten` below reads the tree the way that function does.
"""
import os
import re
import subprocess
import sys
import unittest
from urllib.parse import quote

from vivarium.browsergym import BrowserGymEnv

URL = os.environ.get("VIVARIUM_URL")
TASK = "wiki/query-population"


def flatten(axtree):
    """What BrowserGym's flatten_axtree_to_str reads: nodes by id, from the first, depth first."""
    nodes = {n["nodeId"]: n for n in axtree["nodes"]}
    lines = []

    def visit(node_id, depth):
        node = nodes[node_id]
        bid = node.get("browsergym_id")
        lines.append("\t" * depth + (f"[{bid}] " if bid else "") + f"{node['role']['value']} {node['name']['value']!r}")
        for child in node["childIds"]:
            visit(child, depth + 1)

    visit(axtree["nodes"][0]["nodeId"], 0)
    return "\n".join(lines)


@unittest.skipUnless(URL, "set VIVARIUM_URL to a running server (npm run test:python does)")
class BrowserGymTest(unittest.TestCase):
    def test_a_string_agent_answers_a_web_query(self):
        with BrowserGymEnv(URL, task=TASK) as env:
            obs, info = env.reset(seed=1)
            self.assertEqual(info["device"], "desktop")
            self.assertEqual(obs["goal_object"], [{"type": "text", "text": obs["goal"]}])
            self.assertEqual(obs["screenshot"].shape, (800, 1280, 3))
            self.assertEqual(len(obs["open_pages_urls"]), 1)
            title = re.search(r"population of (.+), according", obs["goal"]).group(1)
            obs, reward, terminated, _, _ = env.step(f"goto('http://wiki.vivarium.test/wiki/{quote(title.replace(' ', '_'))}')")
            self.assertEqual(obs["last_action_error"], "")
            self.assertFalse(terminated)
            self.assertTrue(obs["url"].startswith("http://wiki.vivarium.test/wiki/"))
            self.assertIn(title, obs["open_pages_titles"][int(obs["active_page_index"][0])])
            text = flatten(obs["axtree_object"])
            self.assertIn(f"RootWebArea {obs['open_pages_titles'][0]!r}", text)
            line = re.search(r"Population: ([\d,]+)", obs["axtree_txt"])
            self.assertIsNotNone(line, obs["axtree_txt"])
            bid = next(e for e in obs["extra_element_properties"])
            self.assertEqual(len(obs["extra_element_properties"][bid]["bbox"]), 4)
            # A string the server cannot read: no step, BrowserGym's error key says why.
            obs, reward, terminated, _, _ = env.step("click(")
            self.assertIn("cannot read the action", obs["last_action_error"])
            self.assertFalse(terminated)
            obs, reward, terminated, _, info = env.step(f"send_msg_to_user('{line.group(1).replace(',', '')}')")
            self.assertTrue(terminated)
            self.assertEqual(reward, 1.0, info.get("verdict"))

    def test_the_example_agent_earns_reward_1(self):
        example = os.path.join(os.path.dirname(__file__), "..", "examples", "browsergym_agent.py")
        out = subprocess.run([sys.executable, example, "--url", URL, "--seed", "2"], capture_output=True, text=True, timeout=120, env=os.environ)
        self.assertEqual(out.returncode, 0, out.stderr)
        self.assertRegex(out.stdout, r"(?m)^reward 1 \(success\)$")

    def test_a_phone_task_is_refused(self):
        with BrowserGymEnv(URL) as env:
            with self.assertRaises(ValueError):
                env.reset(seed=1, options={"task": "settings/toggle-wifi"})


if __name__ == "__main__":
    unittest.main()
