"""The trainer adapters against a live server (`VIVARIUM_URL`), each driven exactly as its
trainer's documented loop drives it. TRL, OpenRLHF, SkyRL and verl cannot be installed on this
machine (no PyPI): the adapters fall back to plain base classes, and these tests play the trainers'
part by hand, following the interfaces the README names (TRL's environment_factory at
huggingface/trl@f2cd577, OpenRLHF 0.10's MultiTurnAgentExecutor at @3c3be62, skyrl-gym's
BaseTextEnv at NovaSky-AI/SkyRL@a956457, verl's AgentLoopBase at @1dda039). Each plays
settings/toggle-wifi to reward 1 with a scripted "model" that reads only what the adapter shows it."""
import asyncio
import inspect
import json
import os
import re
import unittest

URL = os.environ.get("VIVARIUM_URL")
TASK, SEED = "settings/toggle-wifi", 1


def element(text, pattern):
    """The id of the first UI element line matching `pattern` in an observation text."""
    for line in text.splitlines():
        if re.search(pattern, line):
            return line.split()[0]
    return None


def scripted(text, goal):
    """The next action of a player of toggle-wifi, from the observation text alone."""
    want_on = goal.strip().endswith("on.")
    switch = next((line for line in text.splitlines() if re.search(r'^e\d+ switch "Wi-Fi"', line)), None)
    if switch is not None:
        return {"type": "done"} if (" checked " in switch) == want_on else {"type": "tap", "element": switch.split()[0]}
    row = element(text, r'"Network & internet"')
    if row:
        return {"type": "tap", "element": row}
    return {"type": "open_app", "name": "Settings"}


def goal_of(text):
    return re.search(r"Goal: (.*)", text).group(1)


@unittest.skipUnless(URL, "set VIVARIUM_URL to a running server (npm run test:python does)")
class TrlTest(unittest.TestCase):
    def test_environment_factory_as_grpo_trainer_uses_it(self):
        from vivarium.integrations.trl import VivariumEnvironment, vivarium_environment, vivarium_reward
        Env = vivarium_environment(URL, reward="progress")
        # TRL makes the environments with no arguments and turns each public method into a tool
        # from its signature and the docstring's Args.
        envs = [Env() for _ in range(2)]
        tools = {name: fn for name, fn in inspect.getmembers(VivariumEnvironment, inspect.isfunction) if not name.startswith("_") and name != "reset"}
        self.assertEqual(set(tools), {"tap", "long_press", "type", "swipe", "press", "open_app", "answer", "done"})
        for name, fn in tools.items():
            doc = inspect.getdoc(fn)
            for param in list(inspect.signature(fn).parameters)[1:]:
                self.assertRegex(doc, rf"(?m)^\s+{param}: ", f"{name}: TRL needs Args: for {param}")
        rows = [{"prompt": [{"role": "user", "content": "Use the phone."}], "task": TASK, "seed": SEED},
                {"prompt": [{"role": "user", "content": "Use the phone."}], "instance": f"{TASK}:{SEED}"}]
        for env, row in zip(envs, rows):
            text = env.reset(**{k: v for k, v in row.items() if k != "prompt"})
            goal = goal_of(text)
            for _ in range(6):  # the model's tool calls, one per turn
                action = scripted(text, goal)
                if action["type"] == "done":
                    content = env.done()
                elif action["type"] == "open_app":
                    content = env.open_app(name=action["name"])
                else:
                    content = env.tap(element=action["element"])
                if isinstance(content, list):
                    self.assertEqual([c["type"] for c in content], ["image", "text"], "a tool returns the screenshot and the text")
                    self.assertEqual(content[0]["image"].size, (1080, 2400))
                    text = content[1]["text"]
                else:
                    text = content
                if env.finished:
                    break
        # TRL calls the reward functions with the environments of the batch.
        self.assertEqual(vivarium_reward(completions=[None, None], environments=envs), [1.0, 1.0])
        # A third environment whose model never ends its episode: judged as it stands.
        idle = Env()
        idle.reset(task=TASK, seed=SEED)
        self.assertEqual(vivarium_reward(environments=[idle]), [0.0])


@unittest.skipUnless(URL, "set VIVARIUM_URL to a running server (npm run test:python does)")
class OpenRlhfTest(unittest.TestCase):
    def test_agent_instance_as_the_multi_turn_executor_drives_it(self):
        from vivarium.integrations.openrlhf import agent_classes
        AgentInstance, AgentExecutor = agent_classes(URL, action_format="native", max_turns=8)
        executor = AgentExecutor()
        self.assertIs(executor.agent_instance_cls, AgentInstance)

        async def execute(prompt, label):
            # MultiTurnAgentExecutor.execute, without the tokens: one instance per prompt, reset with
            # the prompt and label, then step with each generation until done.
            agent = executor.agent_instance_cls()
            reset = await agent.reset({"observation": prompt, "label": label})
            observation_text = reset["observation"]
            self.assertTrue(observation_text.startswith(prompt))
            goal, total, images, steps = goal_of(observation_text), 0.0, 0, 0
            while True:
                action_text = "I will act.\n```json\n" + json.dumps(scripted(observation_text.rsplit("Step ", 1)[-1], goal)) + "\n```"
                result = await agent.step({"observation_text": observation_text, "action_text": action_text, "label": label,
                                           "sampling_params": None})
                total += result["rewards"].item()
                self.assertEqual(result["scores"].item(), result["rewards"].item())
                images += len(result.get("environment_images") or [])
                observation_text = observation_text + action_text + result["environment_feedback"]
                steps += 1
                if result["done"]:
                    return total, images, steps, result
        total, images, steps, last = asyncio.run(execute("<|im_start|>user\nUse the phone.<|im_end|>\n", f"{TASK}:{SEED}"))
        self.assertEqual(total, 1.0)
        self.assertEqual(last["extra_logs"]["success"], 1.0)
        self.assertEqual(images, steps, "every step returns the screenshot in environment_images")


@unittest.skipUnless(URL, "set VIVARIUM_URL to a running server (npm run test:python does)")
class SkyRlTest(unittest.TestCase):
    def test_base_text_env_as_the_skyrl_generator_drives_it(self):
        from vivarium.integrations.skyrl import VivariumTextEnv
        env = VivariumTextEnv({"url": URL, "action_format": "browsergym", "max_turns": 8}, extras={"task": TASK, "seed": SEED})
        prompt, metadata = env.init([{"role": "user", "content": "Use the phone."}])
        self.assertEqual(metadata, {"task": TASK, "seed": SEED})
        text = prompt[-1]["content"]
        goal = goal_of(text)
        reward, done = 0.0, False
        while not done:
            action = scripted(text, goal)
            code = {"done": lambda a: 'send_msg_to_user("done")', "open_app": lambda a: f"open_app({a['name']!r})",
                    "tap": lambda a: f"click({a['element']!r})"}[action["type"]](action)
            out = env.step(f"```python\n{code}\n```")
            reward, done = out["reward"], out["done"]
            if not done:
                self.assertEqual(out["observations"][0]["role"], "user")
                text = out["observations"][0]["content"]
        env.close()
        self.assertEqual(reward, 1.0)
        self.assertTrue(out["metadata"]["success"])


@unittest.skipUnless(URL, "set VIVARIUM_URL to a running server (npm run test:python does)")
class VerlTest(unittest.TestCase):
    def test_agent_loop_as_verl_runs_it(self):
        from vivarium.integrations.verl import VivariumAgentLoop

        class Tokenizer:
            """Characters as token ids, and a chat template of tagged turns."""
            def apply_chat_template(self, messages, add_generation_prompt=False, tokenize=True):
                text = "".join(f"<{m['role']}>{m['content']}</{m['role']}>" for m in messages) + ("<assistant>" if add_generation_prompt else "")
                return [ord(c) for c in text]

            def decode(self, ids, skip_special_tokens=True):
                return "".join(chr(i) for i in ids)

        class ServerManager:
            """The rollout server: reads the context, answers as the scripted model."""
            def __init__(self):
                self.calls = 0

            async def generate(self, request_id, prompt_ids, sampling_params, image_data=None):
                self.calls += 1
                context = "".join(chr(i) for i in prompt_ids)
                last_user = context.rsplit("<user>", 1)[1]
                return [ord(c) for c in json.dumps(scripted(last_user, goal_of(context)))]

        loop = type("Loop", (VivariumAgentLoop,), {"url": URL, "max_turns": 8})(trainer_config=None, server_manager=ServerManager(), tokenizer=Tokenizer())
        output = asyncio.run(loop.run({"temperature": 1.0}, extra_info={"task": TASK, "seed": SEED}))
        self.assertEqual(output.reward_score, 1.0)
        self.assertEqual(len(output.response_ids), len(output.response_mask))
        self.assertIn(0, output.response_mask, "the environment's tokens are masked")
        model_text = "".join(chr(t) for t, m in zip(output.response_ids, output.response_mask) if m)
        self.assertTrue(model_text.endswith('{"type": "done"}'))
        self.assertEqual(output.metrics["success"], 1.0)


if __name__ == "__main__":
    unittest.main()
