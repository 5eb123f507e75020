"""`vivarium eval`: run a model on a task set and score it.

    vivarium eval --split test --base-url http://localhost:8000/v1 --model ui-tars --adapter uitars

The model is any OpenAI-compatible chat endpoint (`POST {base_url}/chat/completions`, the
screenshot as an image content part with a data URL). Each episode is one session's `env.reset`
and the model's actions until the episode ends; episodes run `concurrency` at a time over one
WebSocket. Every finished episode is a JSON line in the results file; a run started again on
the same file skips the episodes it holds (a resumed run), and episodes that ended in an
infrastructure failure (`env_error`) are tried again, `env_retries` times.
"""
from __future__ import annotations

import asyncio
import json
import math
import os
import random
import sys
import time
import urllib.error
import urllib.request
from urllib.parse import parse_qsl, urlsplit, urlunsplit
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass, field
from typing import Any, Dict, Iterable, List, Optional, Sequence, TextIO, Tuple

from .adapters import Adapter, Context, ParseError, Reply, make_adapter
from .client import AsyncClient, Json, VivariumError, normalize_url, redact, remember_secret

HARNESS = "vivarium-python 0.2.0"  # the harness's version, in every result's provenance

FINISHED = ("success", "failure")  # outcomes a resumed run keeps; env_error and model_error are played again


class ModelError(Exception):
    """The chat endpoint failed for good (after its retries)."""


class ChatModel:
    """An OpenAI-compatible chat endpoint: `complete(messages, tools)` returns a `Reply`.
    Errors that may pass (timeouts, HTTP 429 and 5xx) are retried `retries` times with backoff."""

    def __init__(self, base_url: str, model: str, api_key: Optional[str] = None, *, temperature: float = 0.0,
                 max_tokens: int = 512, timeout: float = 120.0, retries: int = 3,
                 extra_body: Optional[Json] = None) -> None:
        self.url = base_url.rstrip("/") + "/chat/completions"
        self.model = model
        self.api_key = api_key
        remember_secret(api_key)
        self.temperature = temperature
        self.max_tokens = max_tokens
        self.timeout = timeout
        self.retries = max(1, retries)
        self.extra_body = extra_body or {}

    def complete(self, messages: List[Json], tools: Optional[List[Json]] = None, episode: Optional[str] = None) -> Reply:
        """One chat completion. `episode` (`task/name:seed:rollout`) goes in the header
        `X-Vivarium-Episode`, for the endpoint's logs and for scripted test models; the request
        body is plain OpenAI."""
        body: Json = {"model": self.model, "messages": messages, "temperature": self.temperature,
                      "max_tokens": self.max_tokens, **self.extra_body}
        if tools:
            body["tools"] = tools
        data = json.dumps(body).encode("utf-8")
        headers = {"Content-Type": "application/json"}
        if self.api_key:
            headers["Authorization"] = f"Bearer {self.api_key}"
        if episode:
            headers["X-Vivarium-Episode"] = episode
        last = ""
        for attempt in range(self.retries):
            request = urllib.request.Request(self.url, data=data, headers=headers, method="POST")
            try:
                with urllib.request.urlopen(request, timeout=self.timeout) as response:
                    answer = json.loads(response.read().decode("utf-8"))
                message = (answer.get("choices") or [{}])[0].get("message") or {}
                content = message.get("content")
                if isinstance(content, list):  # content parts
                    content = "".join(p.get("text", "") for p in content if isinstance(p, dict))
                return Reply(content=content or "", tool_calls=list(message.get("tool_calls") or []))
            except urllib.error.HTTPError as error:
                detail = error.read().decode("utf-8", "replace")[:300]
                last = f"HTTP {error.code} from {self.url}: {detail}"
                if error.code != 429 and error.code < 500:
                    raise ModelError(redact(last)) from None
            except (urllib.error.URLError, OSError, ValueError) as error:
                last = f"{self.url}: {error}"
            if attempt + 1 < self.retries:
                time.sleep(min(8.0, 0.5 * 2 ** attempt) * (0.5 + random.random() / 2))
        raise ModelError(redact(last))


@dataclass
class EpisodeSpec:
    """One episode to play: an instance (task, seed) and which of its rollouts."""
    task: str
    seed: int
    rollout: int = 0
    split: Optional[str] = None
    app: str = ""
    difficulty: Optional[int] = None
    answer_type: Optional[str] = None

    @property
    def key(self) -> Tuple[str, int, int]:
        return (self.task, self.seed, self.rollout)


@dataclass
class EpisodeResult:
    task: str
    seed: int
    rollout: int
    split: Optional[str]
    app: str
    difficulty: Optional[int]
    outcome: str  # success, failure, env_error, model_error
    reward: float = 0.0
    steps: int = 0  # env steps taken
    turns: int = 0  # model calls
    parse_errors: int = 0  # replies the adapter could not read
    invalid_actions: int = 0  # actions the server refused (VALIDATION_ERROR)
    reason: Optional[str] = None  # done, answer, max_steps, parse_errors, turns, ...
    recording: Optional[str] = None
    error: Optional[str] = None
    attempts: int = 1
    seconds: float = 0.0
    adapter: str = ""
    model: str = ""
    # The episode metrics of the ending verdict (docs/tasks.md, "Rewards").
    progress: Optional[float] = None  # fraction of checks passed, discounted
    false_complete: Optional[bool] = None  # ended with done/answer without success
    side_effects: Optional[int] = None  # changes no rule allows
    # What produced the result: the server's task set, simulator, server version and commit, and this harness.
    provenance: Optional[Json] = None


# ---- the task set ------------------------------------------------------------------------------

def parse_seeds(text: str) -> List[int]:
    """`1,2,5-7` -> [1, 2, 5, 6, 7]."""
    seeds: List[int] = []
    for part in str(text).split(","):
        part = part.strip()
        if not part:
            continue
        if "-" in part[1:]:
            low, high = part.split("-", 1)
            seeds.extend(range(int(low), int(high) + 1))
        else:
            seeds.append(int(part))
    return seeds


async def plan_episodes(client: AsyncClient, *, split: Optional[str] = None, app: Optional[str] = None,
                        tasks: Optional[Sequence[str]] = None, seeds: Sequence[int] = (1,),
                        instances: Optional[Sequence[Tuple[str, int]]] = None, rollouts: int = 1,
                        limit: Optional[int] = None) -> List[EpisodeSpec]:
    """The episodes of a task set: a split's frozen instances (`tasks.splits`), or templates
    (`tasks`, or every template of `app`, or all) at `seeds`, or explicit `instances`; narrowed
    by `app` and `tasks` when those are given with a split; `rollouts` episodes per instance."""
    catalogue = {t["id"]: t for t in (await client.call("tasks.list", {}))["tasks"]}
    split_of: Dict[str, str] = {tid: t["split"] for tid, t in catalogue.items() if isinstance(t.get("split"), str)}
    chosen: List[Tuple[str, int]]
    if instances:
        chosen = [(t, int(s)) for t, s in instances]
    elif split:
        try:
            splits = (await client.call("tasks.splits", {}))["splits"]
        except VivariumError as error:
            if error.kind == "UNKNOWN_METHOD":
                raise SystemExit("this server has no benchmark splits (tasks.splits); name tasks or an app instead") from None
            raise
        if split not in splits:
            raise SystemExit(f"no split {split!r}; the server has {', '.join(sorted(splits))}")
        for name, part in splits.items():
            for template in part.get("templates", []):
                split_of.setdefault(template, name)
        part = splits[split]
        chosen = [(i["task"], int(i["seed"])) for i in part.get("instances", [])]
        if not chosen:
            chosen = [(t, s) for t in part.get("templates", []) for s in seeds]
    else:
        ids = list(tasks) if tasks else sorted(t for t, info in catalogue.items()
                                              if not app or app in info.get("apps", []) or t.split("/")[0] == app)
        chosen = [(t, s) for t in ids for s in seeds]
    if split or instances:
        if app:
            chosen = [(t, s) for t, s in chosen if t.split("/")[0] == app or app in catalogue.get(t, {}).get("apps", [])]
        if tasks:
            chosen = [(t, s) for t, s in chosen if t in set(tasks)]
    unknown = sorted({t for t, _ in chosen if t not in catalogue})
    if unknown:
        raise SystemExit(f"unknown tasks: {', '.join(unknown)}")
    if limit is not None:
        chosen = chosen[:limit]
    episodes = []
    for task, seed in chosen:
        info = catalogue[task]
        for rollout in range(rollouts):
            episodes.append(EpisodeSpec(task, seed, rollout, split_of.get(task), task.split("/")[0],
                                        info.get("difficulty"), info.get("answer_type")))
    return episodes


# ---- results -----------------------------------------------------------------------------------

def read_results(path: str) -> Dict[Tuple[str, int, int], Json]:
    """The episodes in a results file, the last line of each (task, seed, rollout) winning."""
    results: Dict[Tuple[str, int, int], Json] = {}
    if not os.path.exists(path):
        return results
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            line = line.strip()
            if not line:
                continue
            try:
                row = json.loads(line)
                results[(row["task"], int(row["seed"]), int(row.get("rollout", 0)))] = row
            except (ValueError, KeyError, TypeError):
                continue  # a line cut short by an interrupted run
    return results


def pass_at_k(n: int, c: int, k: int) -> float:
    """The unbiased pass@k of an instance with n rollouts, c of them successful."""
    if n - c < k:
        return 1.0
    return 1.0 - math.comb(n - c, k) / math.comb(n, k)


def summarize(rows: Iterable[Json], rollouts: int = 1) -> Json:
    """Success, pass@k and mean steps overall and per split, app and difficulty."""
    rows = list(rows)
    ks = sorted({1, rollouts})

    def group(members: List[Json]) -> Json:
        scored = [r for r in members if r["outcome"] in FINISHED]
        instances: Dict[Tuple[str, int], List[bool]] = {}
        for r in scored:
            instances.setdefault((r["task"], int(r["seed"])), []).append(r["outcome"] == "success")
        passes = {}
        for k in ks:
            values = [pass_at_k(len(v), sum(v), k) for v in instances.values() if len(v) >= k]
            passes[f"pass@{k}"] = sum(values) / len(values) if values else None
        wins = [r for r in scored if r["outcome"] == "success"]
        judged = [r for r in scored if r.get("progress") is not None]

        def rate(key: str) -> Optional[float]:
            return sum(1 for r in judged if r.get(key)) / len(judged) if judged else None
        return {
            "episodes": len(members), "scored": len(scored), "success": len(wins),
            "success_rate": len(wins) / len(scored) if scored else None, **passes,
            "mean_steps": sum(r["steps"] for r in scored) / len(scored) if scored else None,
            "mean_steps_success": sum(r["steps"] for r in wins) / len(wins) if wins else None,
            "progress": sum(float(r["progress"]) for r in judged) / len(judged) if judged else None,
            "false_complete_rate": rate("false_complete"),
            "side_effect_rate": rate("side_effects"),
            "parse_errors": sum(r.get("parse_errors", 0) for r in members),
            "invalid_actions": sum(r.get("invalid_actions", 0) for r in members),
            "env_errors": sum(1 for r in members if r["outcome"] == "env_error"),
            "model_errors": sum(1 for r in members if r["outcome"] == "model_error"),
        }

    def by(key: str) -> Dict[str, Json]:
        values = sorted({str(r.get(key)) for r in rows if r.get(key) is not None})
        return {v: group([r for r in rows if str(r.get(key)) == v]) for v in values}

    failed = [{"task": r["task"], "seed": r["seed"], "rollout": r.get("rollout", 0), "outcome": r["outcome"],
               "recording": r.get("recording"), "reason": r.get("reason"), "error": r.get("error")}
              for r in rows if r["outcome"] != "success"]
    provenance = sorted({json.dumps(r["provenance"], sort_keys=True) for r in rows if r.get("provenance")})
    return {"overall": group(rows), "split": by("split"), "app": by("app"), "difficulty": by("difficulty"),
            "failed": failed, "ks": ks, "provenance": [json.loads(p) for p in provenance]}


def format_summary(summary: Json, workbench: Optional[str] = None) -> str:
    """The summary as a text table, then the failed episodes and their recordings."""
    ks = summary["ks"]
    head = (["group", "episodes", "success"] + [f"pass@{k}" for k in ks]
            + ["progress", "false done", "side effects", "mean steps", "parse errors", "env errors"])
    lines: List[List[str]] = []

    def fmt(value: Any, digits: int = 3) -> str:
        return "-" if value is None else f"{value:.{digits}f}"

    def row(name: str, g: Json) -> None:
        lines.append([name, str(g["episodes"]), fmt(g["success_rate"])] + [fmt(g[f"pass@{k}"]) for k in ks]
                     + [fmt(g.get("progress")), fmt(g.get("false_complete_rate")), fmt(g.get("side_effect_rate")),
                        fmt(g["mean_steps"], 1), str(g["parse_errors"]), str(g["env_errors"])])

    row("all", summary["overall"])
    for kind in ("split", "app", "difficulty"):
        for name, g in summary[kind].items():
            row(f"{kind} {name}", g)
    widths = [max(len(r[i]) for r in [head] + lines) for i in range(len(head))]
    render = lambda r: "  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths)))  # noqa: E731
    out = [render(head), render(["-" * w for w in widths])] + [render(r) for r in lines]
    for p in summary.get("provenance") or []:
        out.append("")
        out.append(f"task set {p.get('task_set')}, simulator {p.get('simulator')}, server {p.get('server')}, "
                   f"commit {(p.get('commit') or 'unknown')[:12]}{' (dirty)' if p.get('dirty') else ''}, harness {p.get('harness')}")
    failed = summary["failed"]
    if failed:
        where = f" (the workbench's Recordings tab: {workbench})" if workbench else ""
        out.append("")
        out.append(f"{len(failed)} episodes did not succeed; their recordings{where}:")
        for f in failed:
            detail = f["reason"] or f["error"] or ""
            out.append(f"  {f['task']} seed {f['seed']} rollout {f['rollout']}: {f['outcome']}"
                       f"{' (' + detail + ')' if detail else ''} -> {f['recording'] or 'not recorded'}")
    return "\n".join(out)


# ---- the run -----------------------------------------------------------------------------------

class Progress:
    """One line on stderr: episodes done, successes, errors, elapsed time."""

    def __init__(self, total: int, stream: TextIO = sys.stderr) -> None:
        self.total, self.stream = total, stream
        self.done = self.success = self.env_errors = self.retries = 0
        self.started = time.monotonic()
        self.live = getattr(stream, "isatty", lambda: False)()

    def update(self, result: Optional[EpisodeResult] = None, retried: bool = False) -> None:
        if retried:
            self.retries += 1
        if result is not None:
            self.done += 1
            self.success += result.outcome == "success"
            self.env_errors += result.outcome in ("env_error", "model_error")
        line = (f"eval: {self.done}/{self.total} episodes, {self.success} success, {self.env_errors} errors, "
                f"{self.retries} retried, {time.monotonic() - self.started:.0f} s")
        self.stream.write(("\r" + line) if self.live else line + "\n")
        self.stream.flush()

    def close(self) -> None:
        if self.live:
            self.stream.write("\n")
            self.stream.flush()


@dataclass
class Evaluation:
    """A run: `await Evaluation(...).run(episodes)` plays them and returns every result (those
    skipped from an earlier run included)."""
    client: AsyncClient
    model: ChatModel
    adapter: Adapter
    results_path: str
    concurrency: int = 4
    env_retries: int = 2
    max_parse_errors: int = 3  # consecutive unreadable replies that end an episode
    device_scale: Optional[float] = None
    record: bool = True
    observe: Json = field(default_factory=dict)
    progress_stream: Optional[TextIO] = sys.stderr

    async def run(self, episodes: List[EpisodeSpec]) -> List[Json]:
        earlier = read_results(self.results_path)
        todo = [e for e in episodes if earlier.get(e.key, {}).get("outcome") not in FINISHED]
        progress = Progress(len(todo), self.progress_stream) if self.progress_stream is not None else None
        schema = await self._action_schema()
        executor = ThreadPoolExecutor(max_workers=max(1, self.concurrency), thread_name_prefix="vivarium-model")
        queue: "asyncio.Queue[EpisodeSpec]" = asyncio.Queue()
        for episode in todo:
            queue.put_nowait(episode)
        os.makedirs(os.path.dirname(os.path.abspath(self.results_path)), exist_ok=True)
        lock = asyncio.Lock()
        fresh: Dict[Tuple[str, int, int], Json] = {}
        with open(self.results_path, "a", encoding="utf-8") as out:
            async def worker() -> None:
                session: Optional[str] = None
                try:
                    while not queue.empty():
                        episode = queue.get_nowait()
                        result, session = await self._play_with_retries(episode, session, executor, schema, progress)
                        row = asdict(result)
                        async with lock:
                            out.write(redact(json.dumps(row, ensure_ascii=False)) + "\n")
                            out.flush()
                            fresh[episode.key] = row
                        if progress:
                            progress.update(result)
                finally:
                    if session is not None:
                        await self._close(session)
            try:
                await asyncio.gather(*(worker() for _ in range(max(1, min(self.concurrency, len(todo))))))
            finally:
                executor.shutdown(wait=False)
                if progress:
                    progress.close()
        return [fresh.get(e.key) or earlier[e.key] for e in episodes if e.key in fresh or e.key in earlier]

    async def _action_schema(self) -> Optional[Json]:
        try:
            return json.loads(_http_get(http_base(self.client.url) + "/v1/info", url_token(self.client.url)))["schemas"]["action"]
        except Exception:
            return None

    async def _close(self, session: str) -> None:
        try:
            await self.client.close_session(session)
        except Exception:
            pass

    async def _session(self) -> str:
        observe = {"screenshot": self.adapter.images, "ui_tree": True, **self.observe}
        if not self.client.connected:
            await self.client.reconnect()
        return await self.client.create_session(observe, record=True if self.record else None,
                                                device_scale=self.device_scale, **self.adapter.session_options())

    async def _play_with_retries(self, episode: EpisodeSpec, session: Optional[str], executor: ThreadPoolExecutor,
                                 schema: Optional[Json], progress: Optional[Progress]) -> Tuple[EpisodeResult, Optional[str]]:
        result: Optional[EpisodeResult] = None
        for attempt in range(1, self.env_retries + 2):
            try:
                if session is None:
                    session = await self._session()
                result = await self._play(episode, session, executor, schema)
            except VivariumError as error:
                result = self._result(episode, "env_error", error=str(error))
                if session is not None:
                    await self._close(session)
                session = None
            result.attempts = attempt
            if result.outcome != "env_error" or attempt > self.env_retries:
                break
            if progress:
                progress.update(retried=True)
        assert result is not None
        return result, session

    def _result(self, episode: EpisodeSpec, outcome: str, **fields: Any) -> EpisodeResult:
        return EpisodeResult(task=episode.task, seed=episode.seed, rollout=episode.rollout, split=episode.split,
                             app=episode.app, difficulty=episode.difficulty, outcome=outcome,
                             adapter=self.adapter.name, model=self.model.model, **fields)

    async def _play(self, episode: EpisodeSpec, session: str, executor: ThreadPoolExecutor,
                    schema: Optional[Json]) -> EpisodeResult:
        started = time.monotonic()
        reset = await self.client.reset(session, episode.task, episode.seed)
        info, observation = reset["info"], reset["observation"]
        screen = observation.get("screen") or self.client.session_info.get(session, {}).get("screen") \
            or self.client.hello.get("screen") or {"width": 1080, "height": 2400}
        max_steps = int(info.get("max_steps") or observation.get("max_steps") or 50)
        answer = info.get("answer") if isinstance(info.get("answer"), dict) else None
        ctx = Context(task=episode.task, goal=info.get("goal", ""), answer_type=info.get("answer_type", episode.answer_type),
                      screen=(int(screen["width"]), int(screen["height"])), max_steps=max_steps,
                      observation=observation, action_schema=schema, answer=answer,
                      coordinates=observation.get("coordinates"))
        result = self._result(episode, "failure", recording=info.get("recording"))
        loop = asyncio.get_running_loop()
        consecutive = 0
        ended = False
        last: Json = {}
        while not ended:
            if result.turns >= max_steps:
                result.reason = "turns"
                break
            messages = self.adapter.messages(ctx)
            tools = self.adapter.tools(ctx)
            try:
                reply = await loop.run_in_executor(executor, self.model.complete, messages, tools,
                                                   f"{episode.task}:{episode.seed}:{episode.rollout}")
            except ModelError as error:
                result.outcome, result.error = "model_error", str(error)
                break
            result.turns += 1
            unreadable = ""
            # The reply goes to the server as it is, parsed there in the session's action format (an
            # adapter for a format the server does not know parses it itself, into protocol actions).
            try:
                actions = self.adapter.parse(reply, ctx)
                sends: List[Json] = ([{"action": a} for a in actions] if actions is not None
                                     else [{"output": self.adapter.output(reply, ctx)}])
            except ParseError as error:
                sends, unreadable = [], str(error)
            notes = []
            for send in sends:
                try:
                    if "output" in send:
                        last = await self.client.step_output(session, send["output"])
                    else:
                        last = await self.client.step(session, send["action"])
                except VivariumError as error:
                    if error.kind != "VALIDATION_ERROR":
                        raise
                    if "output" in send and error.data.get("parse_error"):
                        unreadable = error.message
                        sends = []
                        break
                    result.invalid_actions += 1
                    notes.append(f"the action {json.dumps(send.get('action', send.get('output')))[:300]} was refused: {error.message}")
                    break
                step_info = last.get("info") or {}
                result.steps += int(step_info.get("actions_run") or 1)
                ctx.observation = last["observation"]
                ctx.step = int(ctx.observation.get("step", result.steps))
                done = last.get("observation", {}).get("last_action") or {}
                notes.append("ok" if done.get("ok", True) else f"{done.get('type', 'the action')} failed: {done.get('error', 'unknown error')}")
                if last.get("terminated") or last.get("truncated"):
                    ended = True
                    break
            if not sends and not notes:
                result.parse_errors += 1
                consecutive += 1
                ctx.history.append((reply.transcript(), f"your reply could not be read: {unreadable}"))
                if consecutive >= self.max_parse_errors:
                    result.reason = "parse_errors"
                    break
                continue
            consecutive = 0
            ctx.history.append((reply.transcript(), "; ".join(notes)))
        stopped: Optional[Json] = None
        if not ended and result.outcome != "model_error":
            # The model stopped acting (unreadable replies, out of turns): the episode is judged as it
            # stands. Its progress is read before the harness's own `done`, which is no claim of the model's.
            stopped = await self.client.evaluate(session)
            last = await self.client.step(session, {"type": "done"})
            result.steps += 1
        if result.outcome != "model_error":
            step_info = last.get("info") or {}
            result.reward = float(last.get("reward", 0))
            result.outcome = "success" if step_info.get("outcome") == "success" else "failure"
            result.reason = result.reason or step_info.get("reason")
            verdict = step_info.get("verdict") or {}
            if stopped is not None and "progress" in stopped:
                verdict = dict(verdict, progress=stopped["progress"], false_complete=False)
            if "progress" in verdict:
                result.progress = float(verdict["progress"])
                result.false_complete = bool(verdict.get("false_complete"))
            if isinstance(verdict.get("side_effects"), list):
                result.side_effects = len(verdict["side_effects"])
            result.provenance = dict(verdict.get("provenance") or self.client.hello.get("provenance") or {}, harness=HARNESS)
        result.seconds = round(time.monotonic() - started, 2)
        return result


def http_base(url: str) -> str:
    """`ws://host:port/v1/env?token=...` -> `http://host:port` (no query: a token never rides along)."""
    parts = urlsplit(normalize_url(url))
    scheme = {"ws": "http", "wss": "https"}.get(parts.scheme, parts.scheme)
    return urlunsplit((scheme, parts.netloc, parts.path[: -len("/v1/env")], "", ""))


def url_token(url: str) -> Optional[str]:
    """The server token a URL carries as `?token=`, for requests that send it as a header."""
    return dict(parse_qsl(urlsplit(url).query)).get("token")


def _http_get(url: str, token: Optional[str], timeout: float = 10.0) -> str:
    request = urllib.request.Request(url, headers={"Authorization": f"Bearer {token}"} if token else {})
    with urllib.request.urlopen(request, timeout=timeout) as response:
        return response.read().decode("utf-8")


async def run_eval(url: str, model: ChatModel, adapter: Adapter, results_path: str, *, split: Optional[str] = None,
                   app: Optional[str] = None, tasks: Optional[Sequence[str]] = None, seeds: Sequence[int] = (1,),
                   instances: Optional[Sequence[Tuple[str, int]]] = None, rollouts: int = 1, limit: Optional[int] = None,
                   concurrency: int = 4, env_retries: int = 2, max_parse_errors: int = 3,
                   device_scale: Optional[float] = None, record: bool = True,
                   progress_stream: Optional[TextIO] = sys.stderr) -> Json:
    """Plan, play and summarize: returns the summary (see `summarize`) with the results."""
    client = await AsyncClient.connect(url)
    try:
        episodes = await plan_episodes(client, split=split, app=app, tasks=tasks, seeds=seeds, instances=instances,
                                       rollouts=rollouts, limit=limit)
        evaluation = Evaluation(client, model, adapter, results_path, concurrency=concurrency, env_retries=env_retries,
                                max_parse_errors=max_parse_errors, device_scale=device_scale, record=record,
                                progress_stream=progress_stream)
        rows = await evaluation.run(episodes)
    finally:
        await client.close()
    summary = summarize(rows, rollouts)
    summary["results"] = rows
    summary["planned"] = len(episodes)
    return summary


__all__ = ["ChatModel", "EpisodeResult", "EpisodeSpec", "Evaluation", "ModelError", "format_summary", "make_adapter",
           "pass_at_k", "plan_episodes", "read_results", "run_eval", "summarize"]
