"""`VivariumVectorEnv`: N sessions over one connection, reset and stepped concurrently.

    envs = VivariumVectorEnv(4, "ws://localhost:8080/v1/env", task="settings/toggle-wifi")
    obs, infos = envs.reset(seed=0)                     # instance seeds 0, 1, 2, 3
    obs, rewards, terminated, truncated, infos = envs.step([{"type": "home"}] * 4)

`obs` and `infos` are lists of per-env dicts (see `vivarium.env` for an observation);
`rewards`, `terminated` and `truncated` are numpy arrays (lists without numpy).
"""
from __future__ import annotations

import asyncio
import random
from typing import Any, Dict, List, Optional, Sequence, Tuple, Union

from .client import DEFAULT_URL, Action, Client, Json, Urls, VivariumError
from .env import CAN_DECODE, MAX_SEED, TaskChoice, _pick_task, make_observation
from .spaces import SCREEN, ActionSpace, observation_space

try:
    import numpy as np
except ImportError:  # pragma: no cover
    np = None  # type: ignore[assignment]


def _array(values: List[Any], dtype: Any) -> Any:
    return np.array(values, dtype=dtype) if np is not None else values


class VivariumVectorEnv:
    """`n` sessions on one WebSocket. Every call runs the sessions' requests concurrently
    (`asyncio.gather` on the client's loop) and returns when all have answered.

    - `task`: an id, a list of ids, or None (every task); per reset each env picks one at random,
      unless `reset(options={"task": ...})` names one (or a list of `n`).
    - `autoreset`: when an env's episode has ended, its next `step` resets it instead of stepping
      (its action is ignored; its info has `"autoreset": True`), as Gymnasium's next-step mode.
      Without it, pass `None` as the action of an env that has ended to leave it alone.
    - `client`: share an existing `Client` (then `close()` closes only the sessions).
    """

    def __init__(self, n: int, url: Urls = DEFAULT_URL, task: TaskChoice = None, *, seed: Optional[int] = None,
                 observe: Optional[Json] = None, decode_screenshots: bool = True, autoreset: bool = False,
                 client: Optional[Client] = None, session_ids: Optional[Sequence[str]] = None,
                 **client_options: Any) -> None:
        if n < 1:
            raise ValueError("n must be at least 1")
        self.num_envs = n
        self._owns_client = client is None
        self.client = client if client is not None else Client(url, **client_options)
        self.task_choice = task
        self.observe_options = observe
        self.decode = decode_screenshots and CAN_DECODE
        self.autoreset = autoreset
        self._rng = random.Random(seed)
        self._catalogue: Optional[List[str]] = None
        screen = self.client.hello.get("screen") or {}
        self.screen = (int(screen.get("width", SCREEN[0])), int(screen.get("height", SCREEN[1])))
        self.single_action_space = ActionSpace(self.screen, seed=seed)
        self.single_observation_space = observation_space(self.screen, self.decode)
        self.tasks: List[Optional[str]] = [None] * n
        self.goals: List[Optional[str]] = [None] * n
        self.ended = [False] * n
        self._last: List[Optional[Dict[str, Any]]] = [None] * n
        self._last_flags: List[Tuple[bool, bool]] = [(False, False)] * n
        self.closed = False
        if session_ids is not None:
            if len(session_ids) != n:
                raise ValueError("session_ids must have n entries")
            self.session_ids = list(session_ids)
        else:
            aio = self.client.aio
            try:
                self.session_ids = self._gather([aio.create_session(observe) for _ in range(n)])
            except BaseException:
                if self._owns_client:
                    self.client.close()
                raise

    # ---- helpers -----------------------------------------------------------------------------

    def _gather(self, coroutines: List[Any]) -> List[Any]:
        async def together() -> List[Any]:
            return list(await asyncio.gather(*coroutines))
        return self.client.run(together())

    def _task_ids(self) -> List[str]:
        if self._catalogue is None:
            self._catalogue = [t["id"] for t in self.client.tasks()]
        return self._catalogue

    def _choose_task(self, choice: TaskChoice) -> str:
        return _pick_task(choice, [] if isinstance(choice, str) or choice else self._task_ids(), self._rng)

    def _check_open(self) -> None:
        if self.closed:
            raise RuntimeError("this VivariumVectorEnv is closed")

    # ---- Gymnasium-shaped API ----------------------------------------------------------------

    def reset(self, *, seed: Union[None, int, Sequence[int]] = None, options: Optional[Dict[str, Any]] = None
              ) -> Tuple[List[Dict[str, Any]], List[Dict[str, Any]]]:
        """Reset every env. `seed`: an int (env i plays instance `seed + i`), a list of `n`
        seeds, or None (drawn from the generator). `options`: `task` (an id for all, or a list
        of `n` ids), `dark_mode`, `observe`."""
        self._check_open()
        n = self.num_envs
        if isinstance(seed, int):
            self._rng = random.Random(seed)
            seeds = [(seed + i) % (MAX_SEED + 1) for i in range(n)]
        elif seed is not None:
            seeds = [int(s) for s in seed]
            if len(seeds) != n:
                raise ValueError(f"seed needs {n} entries")
        else:
            seeds = [self._rng.randint(0, MAX_SEED) for _ in range(n)]
        options = dict(options or {})
        task_option = options.pop("task", None)
        if isinstance(task_option, (list, tuple)) and len(task_option) == n and task_option:
            tasks = [str(t) for t in task_option]
        else:
            tasks = [self._choose_task(task_option or self.task_choice) for _ in range(n)]
        observe = options.pop("observe", None) or self.observe_options
        aio = self.client.aio
        results = self._gather([aio.reset(sid, tasks[i], seeds[i], observe, options or None)
                                for i, sid in enumerate(self.session_ids)])
        observations, infos = [], []
        for i, result in enumerate(results):
            observations.append(self._record_reset(i, tasks[i], result))
            infos.append(result["info"])
        return observations, infos

    def _record_reset(self, i: int, task: str, result: Json) -> Dict[str, Any]:
        self.tasks[i] = task
        self.goals[i] = result["info"].get("goal")
        self.ended[i] = False
        self._last_flags[i] = (False, False)
        self._last[i] = make_observation(result["observation"], self.goals[i], self.decode)
        return self._last[i]  # type: ignore[return-value]

    def step(self, actions: Sequence[Optional[Action]]) -> Tuple[List[Dict[str, Any]], Any, Any, Any, List[Dict[str, Any]]]:
        """Step every env with its action (a list of `n` protocol action dicts). `None` leaves an
        env alone (its last observation comes back, reward 0, `info["skipped"]`)."""
        self._check_open()
        if len(actions) != self.num_envs:
            raise ValueError(f"step needs {self.num_envs} actions, got {len(actions)}")
        aio = self.client.aio
        plan: List[str] = []
        coroutines = []
        for i, action in enumerate(actions):
            sid = self.session_ids[i]
            if self.autoreset and self.ended[i]:
                plan.append("reset")
                task = self._choose_task(self.task_choice)
                self.tasks[i] = task
                coroutines.append(aio.reset(sid, task, self._rng.randint(0, MAX_SEED), self.observe_options))
            elif action is None:
                plan.append("skip")
            else:
                plan.append("step")
                coroutines.append(aio.step(sid, action, self.observe_options))
        results = iter(self._gather(coroutines))
        observations, rewards, terminated, truncated, infos = [], [], [], [], []
        for i, kind in enumerate(plan):
            if kind == "skip":
                done = self._last_flags[i]
                observations.append(self._last[i])
                rewards.append(0.0)
                terminated.append(done[0])
                truncated.append(done[1])
                infos.append({"skipped": True})
                continue
            result = next(results)
            if kind == "reset":
                observations.append(self._record_reset(i, self.tasks[i] or "", result))
                rewards.append(0.0)
                terminated.append(False)
                truncated.append(False)
                infos.append(dict(result["info"], autoreset=True))
                continue
            observation = make_observation(result["observation"], self.goals[i], self.decode)
            self._last[i] = observation
            flags = (bool(result["terminated"]), bool(result["truncated"]))
            self._last_flags[i] = flags
            self.ended[i] = flags[0] or flags[1]
            observations.append(observation)
            rewards.append(float(result["reward"]))
            terminated.append(flags[0])
            truncated.append(flags[1])
            infos.append(result.get("info") or {})
        return (observations, _array(rewards, np.float32 if np is not None else None),
                _array(terminated, bool), _array(truncated, bool), infos)

    def evaluate(self, answers: Optional[Sequence[Any]] = None) -> List[Json]:
        """Every env's verdict on its state now, without ending the episodes."""
        self._check_open()
        aio = self.client.aio
        return self._gather([aio.evaluate(sid, answers[i] if answers else None) for i, sid in enumerate(self.session_ids)])

    def fork(self, n: int, index: int = 0) -> "VivariumVectorEnv":
        """`n` new sessions on this connection, each a copy of env `index` as it is now (same
        device state, same episode, same step count), for group rollouts: snapshot once
        (`env.snapshot`), restore into every new session (`env.restore`). The fork shares this
        env's client; close it when done."""
        self._check_open()
        aio = self.client.aio
        try:
            snapshot = self.client.run(aio.snapshot(self.session_ids[index]))
        except VivariumError as error:
            if error.kind == "UNKNOWN_METHOD":
                raise NotImplementedError("fork needs the server methods env.snapshot and env.restore, "
                                          "which this server does not have") from error
            raise
        group = VivariumVectorEnv(n, client=self.client, task=self.task_choice, observe=self.observe_options,
                                  decode_screenshots=self.decode, autoreset=self.autoreset)
        try:
            results = group._gather([aio.restore(sid, snapshot, self.observe_options) for sid in group.session_ids])
        except BaseException:
            group.close()
            raise
        for i, result in enumerate(results):
            group.tasks[i] = self.tasks[index]
            group.goals[i] = self.goals[index]
            group.ended[i] = self.ended[index]
            group._last_flags[i] = self._last_flags[index]
            group._last[i] = make_observation(result["observation"], self.goals[index], group.decode)
        return group

    def observations(self) -> List[Optional[Dict[str, Any]]]:
        """The last observation of every env."""
        return list(self._last)

    def close(self) -> None:
        """Close every session (and the connection, if this env opened it). Safe to call twice."""
        if self.closed:
            return
        self.closed = True
        if self._owns_client:
            self.client.close()
            return
        aio = self.client.aio

        async def close_all() -> None:
            await asyncio.gather(*(aio.close_session(sid) for sid in self.session_ids), return_exceptions=True)
        try:
            self.client.run(close_all())
        except (VivariumError, RuntimeError):
            pass

    def __len__(self) -> int:
        return self.num_envs

    def __enter__(self) -> "VivariumVectorEnv":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()
