"""`VivariumEnv`: one Vivarium session behind Gymnasium's API, with or without gymnasium.

    env = VivariumEnv("ws://localhost:8080/v1/env")
    obs, info = env.reset(seed=1, options={"task": "settings/toggle-wifi"})
    obs, reward, terminated, truncated, info = env.step({"type": "open_app", "name": "Settings"})

An observation is a dict:
- `screenshot`: an (H, W, 3) uint8 numpy array when numpy and PIL are importable and
  `decode_screenshots` is on, else the encoded JPEG/PNG bytes (None when screenshots are off);
- `ui_tree`: the protocol's list of elements (`id`, `role`, `text`, `bounds`, ...);
- `foreground_app`, `step`, `max_steps`, `last_action`: as the protocol sends them;
- `goal`: the episode's goal in words (also in the reset `info`);
- `device` ("phone" or "desktop") and, on the desktop, `browser`: its tabs and the one in front.

Web tasks run on the desktop device (1280x800): pass `device="desktop"` to start there, or reset a
web task in any session (the session switches, and `screen` and the spaces follow).
"""
from __future__ import annotations

import io
import random
from typing import Any, Dict, List, Optional, Sequence, Tuple, TypeVar, Union

from .client import DEFAULT_URL, Action, Client, Json, Urls
from .spaces import SCREEN, ActionSpace, gymnasium, observation_space, screen_of

try:
    import numpy as np
    from PIL import Image
    CAN_DECODE = True
except ImportError:  # pragma: no cover - depends on the environment
    np = None  # type: ignore[assignment]
    Image = None  # type: ignore[assignment]
    CAN_DECODE = False

_Owner = TypeVar("_Owner", bound="SessionOwner")
_EnvBase: Any = gymnasium.Env if gymnasium is not None else object


class SessionOwner:
    """One session on a client that an env holds (`client`, `session_id`, `_owns_client`): `close()`
    and the `with` statement, shared by `VivariumEnv` and `BrowserGymEnv`."""

    client: Client
    session_id: Optional[str]
    _owns_client: bool

    def close(self) -> None:
        """Close the session (and the connection, unless it was passed in). Safe to call twice."""
        session, self.session_id = self.session_id, None
        if self._owns_client:
            self.client.close()  # closing the socket closes its sessions
        elif session is not None:
            try:
                self.client.close_session(session)
            except Exception:
                pass

    def __enter__(self: _Owner) -> _Owner:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()
MAX_SEED = 2 ** 31 - 1


def decode_screenshot(data: bytes) -> Any:
    """JPEG/PNG bytes to an (H, W, 3) uint8 numpy array (needs numpy and PIL)."""
    if not CAN_DECODE:
        raise RuntimeError("decoding screenshots needs numpy and PIL (Debian: python3-numpy python3-pil)")
    with Image.open(io.BytesIO(data)) as image:
        return np.array(image.convert("RGB"), dtype=np.uint8)


def make_observation(raw: Json, goal: Optional[str], decode: bool) -> Dict[str, Any]:
    """The protocol's observation as the env's observation dict."""
    shot = raw.get("screenshot")
    screenshot: Any = None
    if isinstance(shot, dict) and shot.get("data") is not None:
        screenshot = decode_screenshot(shot["data"]) if decode else shot["data"]
    return {
        "screenshot": screenshot,
        "ui_tree": raw.get("ui_tree") or [],
        "foreground_app": raw.get("foreground_app"),
        "goal": goal or "",
        "step": raw.get("step", 0),
        "max_steps": raw.get("max_steps"),
        "last_action": raw.get("last_action"),
        "device": raw.get("device", "phone"),
        # The desktop browser's tabs ({"tabs": [{"url", "title"}], "active", "focused"}); None on the phone.
        "browser": raw.get("browser"),
    }


TaskChoice = Union[None, str, Sequence[str]]


def _pick_task(choice: TaskChoice, catalogue: List[str], rng: random.Random) -> str:
    if isinstance(choice, str):
        return choice
    pool = list(choice) if choice else catalogue
    if not pool:
        raise ValueError("no task to reset to: the server lists none")
    return rng.choice(pool)


class VivariumEnv(SessionOwner, _EnvBase):  # type: ignore[misc, valid-type]
    """One session on a Vivarium server, with Gymnasium's `reset`/`step`/`close`.

    - `url`: a server URL or a list of them (tried in turn; see `Client`). Or pass `client` to
      share one connection between several envs (then `close()` leaves the client open).
    - `task`: a task id, a list of ids, or None (every task the server lists); each `reset`
      without `options={"task": ...}` picks one of them at random.
    - `seed`: seeds the choice of tasks and of instance seeds. `reset(seed=n)` plays instance `n`;
      `reset()` draws the next instance seed from that generator.
    - `observe`: observation options sent with every call (`{"format": "png"}`, `{"quality": 60}`,
      `{"ui_tree": False}`, ...).
    - `decode_screenshots`: numpy arrays when True (and numpy and PIL are present), bytes when False.
    """

    metadata = {"render_modes": ["rgb_array"], "render_fps": 1}

    def __init__(self, url: Urls = DEFAULT_URL, task: TaskChoice = None, *, seed: Optional[int] = None,
                 observe: Optional[Json] = None, decode_screenshots: bool = True, client: Optional[Client] = None,
                 render_mode: Optional[str] = None, device_scale: Optional[float] = None, record: Optional[bool] = None,
                 device: Optional[str] = None, **client_options: Any) -> None:
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be one of {self.metadata['render_modes']} or None, not {render_mode!r}")
        self._owns_client = client is None
        self.client = client if client is not None else Client(url, **client_options)
        self.task_choice = task
        self.observe_options = observe
        self.decode = decode_screenshots and CAN_DECODE
        self.render_mode = render_mode
        self._rng = random.Random(seed)
        self._catalogue: Optional[List[str]] = None
        self.session_id: Optional[str] = self.client.create_session(observe, device_scale=device_scale, record=record,
                                                                         device=device)
        # The session's resolution: `session.create` reports it (with `device_scale`); older
        # servers report one screen in `hello`.
        created = self.client.aio.session_info.get(self.session_id) or {}
        screen = created.get("screen") or (screen_of(device_scale) if device_scale is not None else None) \
            or self.client.hello.get("screen") or {}
        self.screen = (int(screen.get("width", SCREEN[0])), int(screen.get("height", SCREEN[1]))) \
            if isinstance(screen, dict) else tuple(screen)
        self._seed = seed
        self._spaces_for(self.screen)
        self.task: Optional[str] = None
        self.goal: Optional[str] = None
        self.last_observation: Optional[Dict[str, Any]] = None

    def _spaces_for(self, screen: Tuple[int, int]) -> None:
        self.screen = screen
        self.action_space = ActionSpace(self.screen, seed=self._seed)
        shots = (self.observe_options or {}).get("screenshot", True) is not False
        self.observation_space = observation_space(self.screen, self.decode and shots)

    def task_ids(self) -> List[str]:
        if self._catalogue is None:
            self._catalogue = [t["id"] for t in self.client.tasks()]
        return self._catalogue

    def _require_session(self) -> str:
        if self.session_id is None:
            raise RuntimeError("this VivariumEnv is closed")
        return self.session_id

    def reset(self, *, seed: Optional[int] = None, options: Optional[Dict[str, Any]] = None
              ) -> Tuple[Dict[str, Any], Dict[str, Any]]:
        """Start an episode. `options`: `task` (an id), appearance (`dark_mode`, `font_scale` 1 or 1.3, `region` "en-US" or "en-GB",
        `clock` "24h" or "12h"), `observe` (dict),
        `reward` (`"progress"` for the verdict's dense progress instead of 1 or 0)."""
        if gymnasium is not None:
            super().reset(seed=seed)
        if seed is not None:
            self._rng = random.Random(seed)
        options = dict(options or {})
        choice = options.pop("task", None) or self.task_choice
        task = _pick_task(choice, [] if isinstance(choice, str) or choice else self.task_ids(), self._rng)
        instance_seed = int(seed) if seed is not None else self._rng.randint(0, MAX_SEED)
        observe = options.pop("observe", None) or self.observe_options
        reward = options.pop("reward", None)
        result = self.client.reset(self._require_session(), task, instance_seed, observe, options or None, reward)
        info = result["info"]
        self.task, self.goal = task, info.get("goal")
        # A task for the other device (a web task in a phone session) switches the page: the
        # screen, and with it the spaces, follow.
        screen = result["observation"].get("screen")
        if isinstance(screen, dict) and (screen.get("width"), screen.get("height")) != self.screen:
            self._spaces_for((int(screen["width"]), int(screen["height"])))
        self.last_observation = make_observation(result["observation"], self.goal, self.decode)
        return self.last_observation, info

    def step(self, action: Action) -> Tuple[Dict[str, Any], float, bool, bool, Dict[str, Any]]:
        """One action, a dict as the protocol's (`{"type": "tap", "x": 540, "y": 1200}`). When the
        episode ends (`done`, `answer` or `max_steps`), `info` holds `verdict` and `outcome`."""
        result = self.client.step(self._require_session(), action, self.observe_options)
        self.last_observation = make_observation(result["observation"], self.goal, self.decode)
        return (self.last_observation, float(result["reward"]), bool(result["terminated"]),
                bool(result["truncated"]), result.get("info") or {})

    def evaluate(self, answer: Any = None) -> Json:
        """The judge's verdict on the state now, without ending the episode. Without the admin token
        it is redacted and judges no answer (an `answer` is refused with UNAUTHORIZED): an answer is
        judged once, by the `answer` step that ends the episode."""
        return self.client.evaluate(self._require_session(), answer)

    def render(self) -> Any:
        """With `render_mode="rgb_array"`: the last screenshot, an (H, W, 3) uint8 array (bytes
        when decoding is off). With no render mode: None, as Gymnasium's convention."""
        if self.render_mode is None or self.last_observation is None:
            return None
        return self.last_observation["screenshot"]

