"""`Episode`: one Vivarium session as a trainer's rollout sees it, the common core of the trainer
adapters. Reset it to an instance (a task and a seed); send it the model's raw output (parsed by
the server in the session's action format, `native` unless you choose another) or a protocol
action; read back the observation as text and as an image, the reward, whether the episode ended,
and its verdict. An output the format cannot read is no step: it comes back as feedback to the
model (`StepOutcome.error`), and counts against `max_turns`.

    episode = Episode("ws://localhost:8080/v1/env", action_format="ui-tars", coordinates="norm1000")
    goal = episode.reset("settings/toggle-wifi", seed=1)
    outcome = episode.send("Thought: ...\\nAction: open_app(app_name='Settings')")
    outcome.text, outcome.image, outcome.reward, outcome.done
"""
from __future__ import annotations

import io
import threading
from dataclasses import dataclass, field
from typing import Any, Dict, List, Optional

from ..adapters import ui_tree_text
from ..client import DEFAULT_URL, Client, Json, VivariumError

try:  # screenshots as PIL images, when Pillow is there
    from PIL import Image
except ImportError:  # pragma: no cover - depends on the environment
    Image = None  # type: ignore[assignment]

_clients: Dict[str, Client] = {}
_clients_lock = threading.Lock()


def shared_client(url: str = DEFAULT_URL, **options: Any) -> Client:
    """One connection per server URL for the whole process: a trainer makes many environments
    (TRL one per generation), and each holds a session on it, not a socket of its own."""
    with _clients_lock:
        client = _clients.get(url)
        if client is None or not client.aio.connected:
            client = _clients[url] = Client(url, **options)
        return client


@dataclass
class StepOutcome:
    """What one turn gave: the observation as text (and the screenshot, a PIL image when Pillow is
    there), the reward, whether the episode ended, the verdict when it did, and the server's
    complaint when the output could not be read (no step was taken then)."""
    text: str
    image: Any = None
    reward: float = 0.0
    done: bool = False
    verdict: Optional[Json] = None
    error: Optional[str] = None
    info: Json = field(default_factory=dict)


class Episode:
    """One session on a Vivarium server, reset per episode.

    - `action_format`, `coordinates`: how the server reads the model's output (docs/protocol.md,
      "Action formats"); `native` reads the protocol's JSON actions.
    - `reward`: `"binary"` (1 or 0) or `"progress"` (the fraction of checks passed, discounted).
    - `max_turns`: turns (readable or not) before the episode is ended and judged as it stands.
    - `ui_tree`: put the UI tree in the observation text (element ids for `element` targets).
    - `client`: a `Client` to share; by default one connection per URL for the process.
    """

    def __init__(self, url: str = DEFAULT_URL, *, action_format: str = "native", coordinates: Optional[Any] = None,
                 reward: str = "binary", max_turns: Optional[int] = None, ui_tree: bool = True, images: bool = True,
                 device_scale: Optional[float] = None, client: Optional[Client] = None) -> None:
        self.client = client or shared_client(url)
        self.reward_kind = reward
        self.max_turns = max_turns
        self.ui_tree = ui_tree
        self.images = images
        options: Json = {"action_format": action_format}
        if coordinates is not None:
            options["coordinates"] = coordinates
        if device_scale is not None:
            options["device_scale"] = device_scale
        self.session: Optional[str] = self.client.create_session({"screenshot": images, "ui_tree": True}, **options)
        self.goal = ""
        self.task: Optional[str] = None
        self.seed: Optional[int] = None
        self.info: Json = {}
        self.observation: Json = {}
        self.reward = 0.0
        self.done = True
        self.verdict: Optional[Json] = None
        self.turns = 0

    # ---- the episode -------------------------------------------------------------------------

    def reset(self, task: str, seed: int = 1) -> str:
        """Start an episode of `task` at `seed`; returns its goal and first screen as text."""
        result = self.client.reset(self._session(), task, int(seed), reward=self.reward_kind)
        self.task, self.seed, self.info = task, int(seed), result["info"]
        self.goal = self.info.get("goal", "")
        self.observation = result["observation"]
        self.reward, self.done, self.verdict, self.turns = 0.0, False, None, 0
        return f"Goal: {self.goal}\n{self.describe()}"

    def send(self, output: Any) -> StepOutcome:
        """One turn: the model's raw output (text, or tool-call JSON), parsed by the server."""
        return self._turn(lambda: self.client.step_output(self._session(), output))

    def act(self, action: Json) -> StepOutcome:
        """One turn with a protocol action (`{"type": "tap", "element": "e12"}`)."""
        return self._turn(lambda: self.client.step(self._session(), action))

    def _turn(self, step: Any) -> StepOutcome:
        if self.done:
            return StepOutcome(text="The episode has ended.", reward=0.0, done=True, verdict=self.verdict)
        self.turns += 1
        try:
            result = step()
        except VivariumError as error:
            if error.kind != "VALIDATION_ERROR":
                raise
            outcome = StepOutcome(text=f"Your output could not be carried out: {error.message}", error=error.message)
            if self.max_turns is not None and self.turns >= self.max_turns:
                return self._end(outcome.text)
            return outcome
        outcome = self._outcome(result)
        if not outcome.done and self.max_turns is not None and self.turns >= self.max_turns:
            return self._end(outcome.text)
        return outcome

    def _outcome(self, result: Json) -> StepOutcome:
        self.observation = result["observation"]
        info = result.get("info") or {}
        self.done = bool(result.get("terminated") or result.get("truncated"))
        self.reward = float(result.get("reward") or 0.0) if self.done else 0.0
        self.verdict = info.get("verdict")
        last = self.observation.get("last_action") or {}
        head = "" if last.get("ok", True) else f"The last action failed: {last.get('error')}\n"
        if self.done:
            head += f"The episode ended ({info.get('reason')}): {info.get('outcome')}, reward {self.reward:g}.\n"
        return StepOutcome(text=head + self.describe(), image=self.image(), reward=self.reward, done=self.done,
                           verdict=self.verdict, info=info)

    def judge_now(self) -> float:
        """The reward the episode would earn if it ended now, without ending it and without a
        claim of completion (for episodes a trainer stops before the model ends them)."""
        if self.done:
            return self.reward
        verdict = self.client.evaluate(self._session())
        return float(verdict.get("progress", 0.0)) if self.reward_kind == "progress" else float(verdict.get("reward", 0.0))

    def _end(self, text: str) -> StepOutcome:
        """Out of turns: the episode is judged as it stands (the server's `done`)."""
        outcome = self._outcome(self.client.step(self._session(), {"type": "done"}))
        outcome.text = text + "\n" + outcome.text
        return outcome

    # ---- what the model sees -----------------------------------------------------------------

    def describe(self) -> str:
        """The latest screen as text: the step, the app in front and (with `ui_tree`) the elements."""
        o = self.observation
        text = f"Step {o.get('step', 0)} of at most {o.get('max_steps')}. Foreground app: {o.get('foreground_app')}."
        if self.ui_tree:
            text += "\nUI elements (id role text flags [left,top,right,bottom] in pixels):\n" + ui_tree_text(o)
        return text

    def image(self) -> Any:
        """The latest screenshot as a PIL image (the JPEG bytes without Pillow; None without screenshots)."""
        shot = self.observation.get("screenshot")
        data = shot.get("data") if isinstance(shot, dict) else None
        if data is None:
            return None
        if Image is None:
            return data
        image = Image.open(io.BytesIO(data))
        image.load()
        return image

    # ---- the session -------------------------------------------------------------------------

    def _session(self) -> str:
        if self.session is None:
            raise RuntimeError("this Episode is closed")
        return self.session

    def close(self) -> None:
        """Close the session (the shared connection stays open for the others). Safe to call twice."""
        session, self.session = self.session, None
        if session is not None:
            try:
                self.client.close_session(session)
            except Exception:
                pass


def parse_instance(value: Any) -> Dict[str, Any]:
    """An instance from what a dataset row holds: `{"task": ..., "seed": ...}`, its JSON, or `"task:seed"`."""
    import json
    if isinstance(value, dict):
        return {"task": str(value["task"]), "seed": int(value.get("seed", 1))}
    text = str(value).strip()
    if text.startswith("{"):
        return parse_instance(json.loads(text))
    task, _, seed = text.rpartition(":") if ":" in text and text.rsplit(":", 1)[1].isdigit() else (text, "", "1")
    return {"task": task, "seed": int(seed or 1)}


__all__ = ["Episode", "StepOutcome", "parse_instance", "shared_client"]
