"""`VivariumVectorEnv`: N sessions over one connection (or several), reset and stepped concurrently.

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

from .client import DEFAULT_URL, Action, AsyncClient, Client, Json, Urls, VivariumError
from .env import CAN_DECODE, MAX_SEED, TaskChoice, _pick_task, make_observation
from .spaces import SCREEN, ActionSpace, observation_space

try:
    import numpy as np
except ImportError:  # pragma: no cover
    np = None  # type: ignore[assignment]


# Errors after which a session is gone (its server closed it, died or lost its device): with
# `replace_lost`, the env's episode ends labelled `env_error` and the env gets a fresh session.
LOST_SESSION_KINDS = frozenset({"SESSION_NOT_FOUND", "SESSION_EXPIRED", "CONNECTION_CLOSED", "CONNECTION_FAILED",
                                "BROWSER_CRASHED", "TIMEOUT", "INTERNAL_ERROR"})


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
    - `connections`: how many WebSockets to spread the sessions over (env i uses connection
      `i % connections`; default 1). Behind a gateway that balances connections (docs/scale-out.md),
      `connections=n` lets it place each session on the least loaded replica.
    - `replace_lost`: when an env's session is lost (its server drained, died or lost the device:
      `LOST_SESSION_KINDS`), its episode ends with `truncated` and `info["outcome"] == "env_error"`
      (`info["error"]` the kind, `info["session_closed"]` the server's reason when it said one),
      and the env gets a fresh session (reset it, or let `autoreset` do it). Without it, such an
      error raises, as before.
    """

    def __init__(self, n: int, url: Urls = DEFAULT_URL, task: TaskChoice = None, *, seed: Optional[int] = None,
                 observe: Optional[Json] = None, decode_screenshots: bool = True, autoreset: bool = False,
                 client: Optional[Client] = None, session_ids: Optional[Sequence[str]] = None,
                 connections: int = 1, replace_lost: bool = False, **client_options: Any) -> None:
        if n < 1:
            raise ValueError("n must be at least 1")
        if not 1 <= connections <= n:
            raise ValueError("connections must be between 1 and n")
        if connections > 1 and (client is not None or session_ids is not None):
            raise ValueError("connections > 1 opens its own connections: pass no client or session_ids")
        self.num_envs = n
        self._owns_client = client is None
        self.client = client if client is not None else Client(url, **client_options)
        self.task_choice = task
        self.observe_options = observe
        self.decode = decode_screenshots and CAN_DECODE
        self.autoreset = autoreset
        self.replace_lost = replace_lost
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
        self.connections: List[AsyncClient] = [self.client.aio]
        connection_options = {k: v for k, v in client_options.items() if k != "timeout"}  # `timeout` is the blocking Client's
        try:
            for _ in range(connections - 1):
                self.connections.append(self.client.run(AsyncClient.connect(url, **connection_options)))
        except BaseException:
            self._close_connections()
            raise
        if session_ids is not None:
            if len(session_ids) != n:
                raise ValueError("session_ids must have n entries")
            self.session_ids = list(session_ids)
        else:
            try:
                self.session_ids = self._gather([self._aio(i).create_session(observe) for i in range(n)])
            except BaseException:
                if self._owns_client:
                    self._close_connections()
                raise

    # ---- helpers -----------------------------------------------------------------------------

    def _aio(self, i: int) -> AsyncClient:
        """The connection env i's session lives on."""
        return self.connections[i % len(self.connections)]

    def _close_connections(self) -> None:
        async def close_extra() -> None:
            await asyncio.gather(*(c.close() for c in self.connections[1:]), return_exceptions=True)
        try:
            self.client.run(close_extra())
        except (VivariumError, RuntimeError):
            pass
        self.client.close()

    async def _guard(self, i: int, coroutine: Any) -> Any:
        """Run env i's call; with `replace_lost`, a lost session comes back as its error."""
        try:
            return await coroutine
        except VivariumError as error:
            if self.replace_lost and error.kind in LOST_SESSION_KINDS:
                return error
            raise

    def _lost_info(self, i: int, error: VivariumError) -> Dict[str, Any]:
        info: Dict[str, Any] = {"outcome": "env_error", "error": error.kind, "message": error.message,
                                "lost_session": self.session_ids[i]}
        reason = self._aio(i).closed_sessions.get(self.session_ids[i])
        if reason is not None:
            info["session_closed"] = reason
        return info

    def _replace(self, lost: List[int]) -> None:
        """Fresh sessions for the envs in `lost`, each on its own connection (reopened if it closed)."""
        async def fresh(i: int) -> str:
            aio = self._aio(i)
            aio.let_go(self.session_ids[i])  # lost: its connection holds it no longer
            await aio.ensure_connected()
            return await aio.create_session(self.observe_options)
        for i, sid in zip(lost, self._gather([fresh(i) for i in lost])):
            self.session_ids[i] = sid
            self.ended[i] = True

    async def _autoreset(self, i: int, task: str, seed: int) -> Any:
        """Env i's reset at the start of its next episode; a session lost before it began is
        replaced and reset at once (no episode was running, so there is none to label: the info
        names the `replaced_session`)."""
        result = await self._guard(i, self._aio(i).reset(self.session_ids[i], task, seed, self.observe_options))
        if not isinstance(result, VivariumError):
            return result
        aio = self._aio(i)
        replaced = self._lost_info(i, result)
        aio.let_go(self.session_ids[i])
        await aio.ensure_connected()
        self.session_ids[i] = await aio.create_session(self.observe_options)
        fresh = await self._guard(i, aio.reset(self.session_ids[i], task, seed, self.observe_options))
        if isinstance(fresh, dict):  # the reset's info says which session it replaced, and why
            fresh["info"] = dict(fresh.get("info") or {}, replaced_session=replaced["lost_session"], error=replaced["error"],
                                 **({"session_closed": replaced["session_closed"]} if "session_closed" in replaced else {}))
        return fresh

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
        results = self._gather([self._guard(i, self._aio(i).reset(sid, tasks[i], seeds[i], observe, options or None))
                                for i, sid in enumerate(self.session_ids)])
        lost = [i for i, result in enumerate(results) if isinstance(result, VivariumError)]
        if lost:  # a session lost on reset is replaced and reset once more
            self._replace(lost)
            again = self._gather([self._aio(i).reset(self.session_ids[i], tasks[i], seeds[i], observe, options or None)
                                  for i in lost])
            for i, result in zip(lost, again):
                results[i] = result
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
        plan: List[str] = []
        coroutines = []
        for i, action in enumerate(actions):
            sid = self.session_ids[i]
            aio = self._aio(i)
            if self.autoreset and self.ended[i]:
                plan.append("reset")
                task = self._choose_task(self.task_choice)
                self.tasks[i] = task
                coroutines.append(self._autoreset(i, task, self._rng.randint(0, MAX_SEED)))
            elif action is None:
                plan.append("skip")
            else:
                plan.append("step")
                coroutines.append(self._guard(i, aio.step(sid, action, self.observe_options)))
        results = iter(self._gather(coroutines))
        observations, rewards, terminated, truncated, infos = [], [], [], [], []
        lost: List[int] = []
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
            if isinstance(result, VivariumError):
                # The session is gone: the episode ends here, labelled, and the env gets a new one.
                lost.append(i)
                self._last_flags[i] = (False, True)
                observations.append(self._last[i])
                rewards.append(0.0)
                terminated.append(False)
                truncated.append(True)
                infos.append(self._lost_info(i, result))
                continue
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
        if lost:
            self._replace(lost)
        return (observations, _array(rewards, np.float32 if np is not None else None),
                _array(terminated, bool), _array(truncated, bool), infos)

    def evaluate(self, answers: Optional[Sequence[Any]] = None) -> List[Json]:
        """Every env's verdict on its state now, without ending the episodes."""
        self._check_open()
        return self._gather([self._aio(i).evaluate(sid, answers[i] if answers else None) for i, sid in enumerate(self.session_ids)])

    def fork(self, n: int, index: int = 0) -> "VivariumVectorEnv":
        """`n` new sessions on this connection, each a copy of env `index` as it is now (same
        device state, same episode, same step count), for group rollouts: snapshot once
        (`env.snapshot`), restore into every new session (`env.restore`). The fork shares this
        env's client; close it when done."""
        self._check_open()
        aio = self._aio(index)
        try:
            snapshot = self.client.run(aio.snapshot(self.session_ids[index]))
        except VivariumError as error:
            if error.kind == "UNKNOWN_METHOD":
                raise NotImplementedError("fork needs the server methods env.snapshot and env.restore, "
                                          "which this server does not have") from error
            raise
        # The copies live on env `index`'s connection: its server holds the snapshot.
        session_ids = self._gather([aio.create_session(self.observe_options) for _ in range(n)])
        group = VivariumVectorEnv(n, client=self.client, task=self.task_choice, observe=self.observe_options,
                                  decode_screenshots=self.decode, autoreset=self.autoreset, session_ids=list(session_ids))
        group.connections = [aio]
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
            self._close_connections()
            return

        async def close_all() -> None:
            await asyncio.gather(*(self._aio(i).close_session(sid) for i, sid in enumerate(self.session_ids)),
                                 return_exceptions=True)
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
