"""The Python client against a live server (`VIVARIUM_URL`, e.g. ws://localhost:8080/v1/env).

Run with `npm run test:python` (starts a server), or by hand:
    VIVARIUM_URL=ws://localhost:8080/v1/env PYTHONPATH=clients/python \\
        /usr/bin/python3 -m unittest discover -s clients/python/tests -v
"""
import asyncio
import os
import socket
import unittest

from vivarium import (AsyncClient, Client, RetryPolicy, VivariumEnv, VivariumError, VivariumVectorEnv,
                      find_element)
from vivarium.client import normalize_url, with_session
from vivarium.env import CAN_DECODE

URL = os.environ.get("VIVARIUM_URL")
TASK = "settings/toggle-wifi"


def solve_toggle_wifi(env):
    """Play settings/toggle-wifi: open Settings, Network & internet, tap the Wi-Fi switch, done."""
    obs, _, _, _, _ = env.step({"type": "open_app", "name": "Settings"})
    network = find_element(obs["ui_tree"], "Network & internet")
    assert network is not None, "no 'Network & internet' in Settings"
    obs, _, _, _, _ = env.step({"type": "tap", "element": network["id"]})
    switch = find_element(obs["ui_tree"], "Wi-Fi", role="switch")
    assert switch is not None, "no Wi-Fi switch"
    env.step({"type": "tap", "element": switch["id"]})
    return env.step({"type": "done"})


def unused_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@unittest.skipUnless(URL, "set VIVARIUM_URL to a running server (npm run test:python does)")
class LiveServerTest(unittest.TestCase):
    def test_full_episode(self):
        with VivariumEnv(URL, task=TASK) as env:
            obs, info = env.reset(seed=3)
            self.assertEqual(info["task"], TASK)
            self.assertEqual(info["seed"], 3)
            self.assertTrue(info["goal"])
            self.assertEqual(obs["goal"], info["goal"])
            self.assertEqual(obs["foreground_app"], "home")
            self.assertIsNone(obs["last_action"])
            self.assertTrue(any(e["text"] == "Settings" for e in obs["ui_tree"]))
            if CAN_DECODE:
                self.assertEqual(obs["screenshot"].dtype.name, "uint8")
                self.assertEqual(obs["screenshot"].shape, (2400, 1080, 3),
                                 "the screenshot is not the 1080x2400 screen that hello and the metadata report")
            obs, reward, terminated, truncated, info = solve_toggle_wifi(env)
            self.assertTrue(terminated)
            self.assertFalse(truncated)
            self.assertEqual(reward, 1.0, info.get("verdict"))
            self.assertEqual(info["outcome"], "success")
            self.assertTrue(info["verdict"]["success"])
            self.assertTrue(all(check["passed"] for check in info["verdict"]["checks"]))
            # After the episode, stepping is an error until the next reset.
            with self.assertRaises(VivariumError) as caught:
                env.step({"type": "home"})
            self.assertEqual(caught.exception.kind, "EPISODE_ENDED")
            obs, info = env.reset(options={"task": TASK})
            self.assertEqual(obs["step"], 0)

    def test_failed_episode_gets_no_reward(self):
        with VivariumEnv(URL, task=TASK) as env:
            env.reset(seed=1)
            _, reward, terminated, _, info = env.step({"type": "done"})
            self.assertTrue(terminated)
            self.assertEqual(reward, 0.0)
            self.assertEqual(info["outcome"], "failure")
            self.assertFalse(info["verdict"]["success"])
            self.assertEqual((info["verdict"]["progress"], info["verdict"]["false_complete"]), (0.0, True))

    def test_typed_answer_and_the_answer_contract(self):
        """A query states its answer's contract in info; a typed value is accepted, a sentence is refused as answer_format."""
        def read_network(env):
            obs, *_ = env.step({"type": "open_app", "name": "Settings"})
            line = next(e["text"] for e in obs["ui_tree"] if e["text"].startswith("Wi-Fi \u00b7 "))
            return line.split(" \u00b7 ", 1)[1]
        with VivariumEnv(URL, task="settings/query-wifi-network") as env:
            _, info = env.reset(seed=2)
            contract = info["answer"]
            self.assertEqual(contract["type"], "choice")
            self.assertTrue(info["goal"].endswith(contract["format"]), info["goal"])
            self.assertEqual(contract["schema"]["type"], "string")
            network = read_network(env)
            self.assertIn(network, contract["schema"]["enum"])
            _, reward, terminated, _, info = env.step({"type": "answer", "value": network})
            self.assertTrue(terminated)
            self.assertEqual(reward, 1.0, info["verdict"])
            env.reset(seed=2)
            network = read_network(env)
            _, reward, _, _, info = env.step({"type": "answer", "value": f"The phone is connected to {network}."})
            self.assertEqual(reward, 0.0)
            self.assertTrue(info["verdict"]["answer"]["error"].startswith("answer_format"), info["verdict"]["answer"])

    def test_progress_reward_and_provenance(self):
        with VivariumEnv(URL, task="contacts/add-contact") as env:
            env.reset(seed=7, options={"reward": "progress"})
            env.step({"type": "open_app", "name": "Contacts"})
            _, reward, terminated, _, info = env.step({"type": "done"})
            verdict = info["verdict"]
            self.assertTrue(terminated)
            self.assertEqual(reward, verdict["progress"], "the reward is the verdict's progress")
            self.assertIn("task_set", verdict["provenance"])

    def test_vector_of_four_steps_concurrently(self):
        with VivariumVectorEnv(4, URL, task=TASK) as envs:
            self.assertEqual(len(set(envs.session_ids)), 4)
            obs, infos = envs.reset(seed=10)
            self.assertEqual([i["seed"] for i in infos], [10, 11, 12, 13])
            self.assertEqual(len(obs), 4)
            obs, rewards, terminated, truncated, infos = envs.step([{"type": "open_app", "name": "Settings"}] * 4)
            self.assertEqual([o["foreground_app"] for o in obs], ["settings"] * 4)
            self.assertEqual(list(terminated), [False] * 4)
            # Two envs finish, one is left alone, one keeps going.
            network = [find_element(o["ui_tree"], "Network & internet")["id"] for o in obs]
            actions = [{"type": "done"}, {"type": "done"}, None, {"type": "tap", "element": network[3]}]
            obs, rewards, terminated, truncated, infos = envs.step(actions)
            self.assertEqual(list(terminated), [True, True, False, False])
            self.assertEqual(list(rewards), [0.0, 0.0, 0.0, 0.0])
            self.assertIn("verdict", infos[0])
            self.assertTrue(infos[2].get("skipped"))
            self.assertEqual(obs[3]["step"], 2)
            self.assertEqual(obs[2]["step"], 1)
            if CAN_DECODE:
                self.assertEqual(len({o["screenshot"].shape for o in obs}), 1)

    def test_bad_input_is_a_typed_error_and_the_connection_survives(self):
        with VivariumEnv(URL, task=TASK) as env:
            env.reset(seed=1)
            with self.assertRaises(VivariumError) as caught:
                env.step({"type": "tap", "x": "middle", "y": 3})
            error = caught.exception
            self.assertEqual(error.kind, "VALIDATION_ERROR")
            self.assertFalse(error.retryable)
            self.assertEqual(error.code, -32602)
            with self.assertRaises(VivariumError) as caught:
                env.client.call("env.fly", {})
            self.assertEqual(caught.exception.kind, "UNKNOWN_METHOD")
            with self.assertRaises(VivariumError) as caught:
                env.reset(options={"task": "no/such-task"})
            self.assertEqual(caught.exception.kind, "UNKNOWN_TASK")
            # Nothing happened and no step was counted: the next step is step 1.
            env.reset(seed=1)
            obs, _, _, _, _ = env.step({"type": "open_app", "name": "Settings"})
            self.assertEqual(obs["step"], 1)
            self.assertEqual(obs["foreground_app"], "settings")

    def test_base64_screenshots_and_raw_bytes(self):
        with VivariumEnv(URL, task=TASK, screenshots="base64", decode_screenshots=False) as env:
            self.assertEqual(env.client.hello["screenshots"], "base64")
            obs, _ = env.reset(seed=1, options={"observe": {"format": "png"}})
            self.assertIsInstance(obs["screenshot"], bytes)
            self.assertTrue(obs["screenshot"].startswith(b"\x89PNG"))
            obs, _, _, _, _ = env.step({"type": "home"})
            self.assertTrue(obs["screenshot"].startswith(b"\xff\xd8"))  # back to the default JPEG

    def test_async_client_runs_calls_concurrently_on_one_socket(self):
        async def main():
            client = await AsyncClient.connect(URL)
            try:
                tasks = await client.tasks()
                self.assertIn(TASK, [t["id"] for t in tasks])
                sessions = await asyncio.gather(*(client.create_session() for _ in range(3)))
                resets = await asyncio.gather(*(client.reset(s, TASK, seed=i) for i, s in enumerate(sessions)))
                self.assertEqual([r["info"]["seed"] for r in resets], [0, 1, 2])
                self.assertTrue(all(isinstance(r["observation"]["screenshot"]["data"], bytes) for r in resets))
                observed = await client.observe(sessions[0], {"screenshot": False})
                self.assertNotIn("screenshot", observed)
                verdict = await client.evaluate(sessions[1])
                self.assertFalse(verdict["success"])
                await client.close_session(sessions[2])
                with self.assertRaises(VivariumError) as caught:
                    await client.step(sessions[2], {"type": "home"})
                self.assertEqual(caught.exception.kind, "SESSION_NOT_FOUND")
            finally:
                await client.close()
        asyncio.run(main())

    def test_connect_tries_the_next_server_url(self):
        dead = f"ws://127.0.0.1:{unused_port()}/v1/env"
        with Client([dead, URL], retry=RetryPolicy(attempts=2, base_delay=0.05)) as client:
            self.assertEqual(client.url, client.aio.urls[1])
            self.assertEqual(client.hello["protocol_version"], 1)
        with self.assertRaises(VivariumError) as caught:
            Client(dead, retry=RetryPolicy(attempts=2, base_delay=0.05))
        self.assertEqual(caught.exception.kind, "CONNECTION_FAILED")

    def test_fork(self):
        with VivariumVectorEnv(1, URL, task=TASK) as envs:
            envs.reset(seed=5)
            envs.step([{"type": "open_app", "name": "Settings"}])
            try:
                group = envs.fork(3)
            except NotImplementedError as missing:
                self.skipTest(str(missing))
            with group:
                self.assertEqual(group.num_envs, 3)
                self.assertEqual(group.tasks, [TASK] * 3)
                self.assertEqual([o["foreground_app"] for o in group.observations()], ["settings"] * 3)
                obs, _, _, _, _ = group.step([{"type": "home"}, {"type": "back"}, None])
                self.assertEqual([o["step"] for o in obs], [2, 2, 1])
                # The source env is untouched by its forks.
                obs, _, _, _, _ = envs.step([{"type": "open_app", "name": "Contacts"}])
                self.assertEqual(obs[0]["step"], 2)

    def test_reconnect_resumes_sessions(self):
        with VivariumEnv(URL, task=TASK) as env:
            if not env.client.aio.resume_tokens:
                self.skipTest("the server has no session.resume (session.create gave no resume_token)")
            env.reset(seed=2)
            env.step({"type": "open_app", "name": "Settings"})
            session = env.session_id
            # Drop the socket under the client's feet; the next call reconnects and resumes.
            env.client.run(env.client.aio._socket.close())
            obs, _, _, _, _ = env.step({"type": "home"})
            self.assertEqual(env.session_id, session)
            self.assertEqual(obs["step"], 2)
            self.assertEqual(obs["foreground_app"], "home")
            self.assertEqual(env.client.reconnect(), [])  # an explicit reconnect resumes too
            obs, _, _, _, _ = env.step({"type": "open_app", "name": "Settings"})
            self.assertEqual(obs["step"], 3)


    def test_vector_over_several_connections(self):
        with VivariumVectorEnv(4, URL, task=TASK, connections=2) as envs:
            self.assertEqual(len(envs.connections), 2)
            self.assertIsNot(envs.connections[0], envs.connections[1])
            # env i lives on connection i % 2: each connection holds two of the sessions.
            self.assertEqual(envs.connections[0].sessions, {envs.session_ids[0], envs.session_ids[2]})
            self.assertEqual(envs.connections[1].sessions, {envs.session_ids[1], envs.session_ids[3]})
            obs, _ = envs.reset(seed=5)
            obs, _, _, _, _ = envs.step([{"type": "open_app", "name": "Settings"}] * 4)
            self.assertEqual([o["foreground_app"] for o in obs], ["settings"] * 4)

    def test_reconnect_names_a_session_in_the_url(self):
        self.assertEqual(with_session("ws://h:1/v1/env", "r1.abc"), "ws://h:1/v1/env?session=r1.abc")
        self.assertEqual(with_session("ws://h:1/v1/env?token=t&session=old", "new"), "ws://h:1/v1/env?token=t&session=new")
        self.assertEqual(with_session("ws://h:1/v1/env?session=old", None), "ws://h:1/v1/env")
        self.assertEqual(normalize_url("http://h:1?token=t"), "ws://h:1/v1/env?token=t")
        self.assertEqual(AsyncClient([normalize_url("h:1")], token="s3cret").url, "ws://h:1/v1/env?token=s3cret")
        with VivariumEnv(URL, task=TASK) as env:
            if not env.client.aio.resume_tokens:
                self.skipTest("the server has no session.resume")
            env.reset(seed=3)
            env.client.run(env.client.aio._socket.close())
            env.step({"type": "home"})  # reconnects with ?session=<id>; a direct server ignores it
            self.assertEqual(env.client.aio.connected_url, URL + "?session=" + env.session_id)
            self.assertEqual(env.client.url, URL)  # the URL the trainer gave stays the client's URL

    def test_lost_session_is_labelled_env_error_and_replaced(self):
        with VivariumVectorEnv(2, URL, task=TASK, replace_lost=True, autoreset=True) as envs:
            envs.reset(seed=1)
            lost = envs.session_ids[1]
            # Another socket cannot close it; closing it on its own connection behind the env's back
            # makes the next step find no session.
            envs.client.run(envs.connections[0].call("session.close", {"session_id": lost}))
            obs, rewards, terminated, truncated, infos = envs.step([{"type": "home"}] * 2)
            self.assertEqual(infos[1]["outcome"], "env_error")
            self.assertEqual(infos[1]["lost_session"], lost)
            self.assertTrue(truncated[1])
            self.assertNotIn("outcome", infos[0])
            self.assertNotEqual(envs.session_ids[1], lost)
            obs, _, _, _, infos = envs.step([{"type": "home"}] * 2)  # autoreset gives env 1 a fresh episode
            self.assertTrue(infos[1].get("autoreset"))
            self.assertEqual(obs[1]["step"], 0)


class DrainingServerTest(unittest.TestCase):
    """Against a stand-in server: one that shuts its socket (1001, as a draining replica does)
    when a session is asked of it, where a gateway's next connection lands on a healthy one."""

    def serve(self, handler):
        import websockets

        async def main(body):
            server = await websockets.serve(handler, "127.0.0.1", 0)
            try:
                port = server.sockets[0].getsockname()[1]
                return await body(f"ws://127.0.0.1:{port}/v1/env")
            finally:
                server.close()
                await server.wait_closed()
        return main

    def test_create_session_retries_on_a_new_connection_when_the_socket_closes(self):
        import json
        connections = []

        async def handler(socket, path=None):
            connections.append(socket)
            number = len(connections)
            async for text in socket:
                request = json.loads(text)
                if request["method"] == "session.create" and number == 1:
                    await socket.close(1001, "server shutting down")
                    return
                result = {"server": "stand-in"} if request["method"] == "hello" else {"session_id": f"r{number}.s1"}
                await socket.send(json.dumps({"jsonrpc": "2.0", "id": request["id"], "result": result}))

        async def body(url):
            client = await AsyncClient.connect(url, retry=RetryPolicy(attempts=3, base_delay=0.01))
            try:
                return await client.create_session()
            finally:
                await client.close()
        self.assertEqual(asyncio.run(self.serve(handler)(body)), "r2.s1")
        self.assertEqual(len(connections), 2)

    def test_a_close_is_raised_when_the_connection_holds_other_sessions(self):
        import json
        creates = []

        async def handler(socket, path=None):
            async for text in socket:
                request = json.loads(text)
                if request["method"] == "session.create":
                    creates.append(request["id"])
                    if len(creates) == 2:  # the second: this connection holds a session already
                        await socket.close(1001, "server shutting down")
                        return
                result = {"server": "stand-in"} if request["method"] == "hello" else {"session_id": "r1.s1"}
                await socket.send(json.dumps({"jsonrpc": "2.0", "id": request["id"], "result": result}))

        async def body(url):
            client = await AsyncClient.connect(url, retry=RetryPolicy(attempts=3, base_delay=0.01),
                                               auto_reconnect=False)
            try:
                await client.create_session()
                with self.assertRaises(VivariumError) as caught:
                    await client.create_session()
                return caught.exception.kind
            finally:
                await client.close()
        # A new connection would orphan r1.s1 without resuming it: the caller decides.
        self.assertEqual(asyncio.run(self.serve(handler)(body)), "CONNECTION_CLOSED")
        self.assertEqual(len(creates), 2)


if __name__ == "__main__":
    unittest.main()
