"""`VivariumEnv`'s Gymnasium semantics: its spaces, seeding, render and close.

`GymnasiumCheckEnvTest` runs `gymnasium.utils.env_checker.check_env` where gymnasium is
installed (it is skipped with a message elsewhere). `EnvContractTest` asserts what check_env
checks, everywhere: reset and step answers inside the spaces, the same observation for the same
seed, the same step for the same seed and action, `render()` and a repeated `close()`.
"""
import os
import unittest

from vivarium import VivariumEnv, VivariumError
from vivarium.env import CAN_DECODE
from vivarium.spaces import ActionSpace, UiTree, gymnasium, observation_space, screen_of

try:
    import numpy as np
except ImportError:  # pragma: no cover
    np = None

URL = os.environ.get("VIVARIUM_URL")
TASK = "settings/toggle-wifi"


def same(a, b):
    """Deep equality with numpy arrays compared element by element (Gymnasium's data_equivalence)."""
    if isinstance(a, dict):
        return isinstance(b, dict) and a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    if isinstance(a, (list, tuple)):
        return type(a) is type(b) and len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    if np is not None and isinstance(a, np.ndarray):
        return isinstance(b, np.ndarray) and a.dtype == b.dtype and a.shape == b.shape and bool(np.array_equal(a, b))
    return type(a) is type(b) and a == b


class SpacesTest(unittest.TestCase):
    """The spaces alone, without a server."""

    def test_actions(self):
        space = ActionSpace((1080, 2400), seed=3)
        for action in ({"type": "tap", "x": 540, "y": 1200}, {"type": "tap", "element": "e12"}, {"type": "done"},
                       {"type": "swipe", "direction": "up", "distance": 600}, {"type": "type", "text": "hi", "clear": True},
                       {"type": "answer", "value": ["a", "b"]}, {"type": "tap", "x": 500, "y": 500, "coords": "norm1000"},
                       {"type": "key", "key": "Enter"}, {"type": "open_app", "name": "Contacts"},
                       {"type": "answer", "value": True}, {"type": "refuse"}, {"type": "refuse", "reason": "unknown account"},
                       {"type": "double_tap", "element": "e3"},
                       {"type": "drag", "element": "e3", "to_element": "e7"}, {"type": "drag", "x": 540, "y": 1800, "to_x": 540, "to_y": 900},
                       {"type": "pinch", "scale": 2}, {"type": "pinch", "scale": 0.5, "x": 500, "y": 500, "coords": "norm1000"}):
            self.assertTrue(space.contains(action), action)
        for action in ({"type": "tap", "x": 540}, {"type": "tap", "x": 2000, "y": 10}, {"type": "fly"},
                       {"type": "type"}, {"type": "type", "text": 5}, {"type": "swipe", "direction": "sideways"},
                       {"type": "key", "key": "F13"}, {"type": "done", "extra": 1}, {"type": "type", "text": "x", "clear": "yes"},
                       {"type": "refuse", "reason": 3}, {"type": "type", "text": True},
                       {"type": "drag", "element": "e3"}, {"type": "drag", "x": 5, "y": 5, "to_x": 5}, {"type": "pinch"},
                       {"type": "pinch", "scale": 9}, {"type": "drag", "element": "e3", "to_x": 9000, "to_y": 1},
                       "tap", None):
            self.assertFalse(space.contains(action), action)
        first = [space.sample() for _ in range(20)]
        space.seed(3)
        self.assertEqual([space.sample() for _ in range(20)], first, "the same seed draws the same actions")
        self.assertTrue(all(space.contains(a) for a in first))

    def test_observation_space_follows_the_resolution(self):
        for scale, (width, height) in ((3, (1080, 2400)), (1.5, (540, 1200)), (1, (360, 800))):
            self.assertEqual(screen_of(scale), (width, height))
            space = observation_space((width, height), decoded=np is not None)
            if np is not None:
                self.assertEqual(space["screenshot"].shape, (height, width, 3))
                self.assertEqual(space["screenshot"].dtype, np.uint8)
            self.assertEqual(set(space.keys()), {"screenshot", "ui_tree", "foreground_app", "goal", "step", "max_steps", "last_action", "device", "browser"})
        tree = UiTree((360, 800))
        self.assertTrue(tree.contains([{"id": "e1", "role": "button", "text": "OK", "bounds": [0, 0, 360, 100]}]))
        self.assertFalse(tree.contains([{"id": "e1", "role": "button", "text": "OK", "bounds": [0, 0, 1080, 100]}]),
                         "bounds beyond a 360-pixel-wide screen")
        self.assertFalse(tree.contains([{"id": "e1"}]))


@unittest.skipUnless(URL, "set VIVARIUM_URL to a running server (npm run test:python does)")
class EnvContractTest(unittest.TestCase):
    def test_reset_and_step_stay_in_their_spaces_and_replay_by_seed(self):
        with VivariumEnv(URL, task=TASK, render_mode="rgb_array") as env:
            obs, info = env.reset(seed=123)
            self.assertIsInstance(info, dict)
            self.assertTrue(env.observation_space.contains(obs), "the reset observation is in observation_space")
            if CAN_DECODE:
                width, height = env.screen
                self.assertEqual(env.observation_space["screenshot"].shape, (height, width, 3))
                self.assertEqual(obs["screenshot"].shape, (height, width, 3))
            again, _ = env.reset(seed=123)
            self.assertTrue(same(obs, again), "reset(seed=123) twice gives the same observation")
            self.assertTrue(same(env.render(), again["screenshot"]), "render() is the last screenshot")

            env.action_space.seed(123)
            action = env.action_space.sample()
            self.assertTrue(env.action_space.contains(action))
            env.reset(seed=123)
            first = env.step(action)
            env.action_space.seed(123)
            self.assertEqual(env.action_space.sample(), action)
            env.reset(seed=123)
            second = env.step(action)
            obs, reward, terminated, truncated, info = first
            self.assertTrue(env.observation_space.contains(obs), "the step observation is in observation_space")
            self.assertIsInstance(reward, float)
            self.assertIsInstance(terminated, bool)
            self.assertIsInstance(truncated, bool)
            self.assertIsInstance(info, dict)
            for a, b in zip(first, second):
                self.assertTrue(same(a, b), "the same seed and action give the same step")
            # Ending the episode: still in the spaces.
            obs, reward, terminated, _, info = env.step({"type": "done"})
            self.assertTrue(terminated)
            self.assertTrue(env.observation_space.contains(obs))
        env.close()  # a second close is harmless
        with self.assertRaises(RuntimeError):
            env.step({"type": "home"})

    def test_no_render_mode_renders_nothing(self):
        with VivariumEnv(URL, task=TASK) as env:
            env.reset(seed=1)
            self.assertIsNone(env.render())
        with self.assertRaises(ValueError):
            VivariumEnv(URL, task=TASK, render_mode="human")

    def test_a_smaller_device_scale_gives_a_smaller_box(self):
        try:
            env = VivariumEnv(URL, task=TASK, device_scale=1)
        except VivariumError as error:
            if error.kind == "VALIDATION_ERROR":
                self.skipTest(f"this server has no device_scale yet: {error}")
            raise
        with env:
            self.assertEqual(env.screen, (360, 800))
            obs, _ = env.reset(seed=1)
            self.assertTrue(env.observation_space.contains(obs))
            if CAN_DECODE:
                self.assertEqual(obs["screenshot"].shape, (800, 360, 3))


@unittest.skipUnless(URL, "set VIVARIUM_URL to a running server (npm run test:python does)")
@unittest.skipIf(gymnasium is None, "gymnasium is not installed here (pip install gymnasium to run check_env)")
class GymnasiumCheckEnvTest(unittest.TestCase):
    def test_check_env_passes(self):
        from gymnasium.utils.env_checker import check_env
        with VivariumEnv(URL, task=TASK, render_mode="rgb_array") as env:
            self.assertIsInstance(env, gymnasium.Env)
            check_env(env)


if __name__ == "__main__":
    unittest.main()
