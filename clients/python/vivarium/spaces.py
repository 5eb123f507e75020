"""Observation and action spaces with Gymnasium's semantics.

With gymnasium installed these are real `gymnasium.spaces` (a `Dict` of a `Box` screenshot and
custom spaces); without it, small stand-ins with the same `contains` / `sample` / `seed` /
`shape` / `dtype` behaviour, so code that reads `env.observation_space` works either way.

- `screenshot`: `Box(0, 255, (height, width, 3), uint8)` of the session's resolution (1080x2400
  at `device_scale` 3, 540x1200 at 1.5, 360x800 at 1), or `Bytes` when screenshots stay encoded;
- `ui_tree`: `UiTree`, a sequence of elements (`id`, `role`, `text`, `bounds` inside the screen);
- `goal`, `foreground_app`: `Text` (any string up to `max_length`);
- `step`, `max_steps`: `Integer` (`max_steps` may be None before a reset);
- `last_action`: `Json(dict, None)`.

Actions are the protocol's JSON objects (`{"type": "tap", "x": 540, "y": 1200}`); `ActionSpace`
is a custom space whose `contains` checks an action's type, fields and their types, and whose
`sample` draws a random action over the screen (seeded with `seed`).
"""
from __future__ import annotations

import random
from typing import Any, Dict, Optional, Sequence, Tuple

try:  # gymnasium is optional
    import gymnasium
    from gymnasium import spaces as gym_spaces
    _SpaceBase: Any = gym_spaces.Space
except ImportError:  # pragma: no cover - depends on the environment
    gymnasium = None
    gym_spaces = None
    _SpaceBase = object

try:
    import numpy as np
except ImportError:  # pragma: no cover
    np = None  # type: ignore[assignment]

SCREEN = (1080, 2400)  # width, height of screenshots at the default device scale
SCREENS = {3: (1080, 2400), 1.5: (540, 1200), 1: (360, 800)}  # device_scale -> (width, height)
ACTION_TYPES = ("tap", "double_tap", "long_press", "drag", "pinch", "swipe", "type", "key", "back", "home", "recents",
                "open_app", "wait", "answer", "done", "refuse")
KEYS = ("Enter", "Backspace", "Delete", "Tab", "Escape", "ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown",
        "Home", "End", "Space")
DIRECTIONS = ("up", "down", "left", "right")
APPS = ("Contacts", "Messages", "Settings")
_NUMBER = (int, float)
_POINT = {"x": _NUMBER, "y": _NUMBER, "element": str, "coords": str}
# Each action type's optional fields and their types (the protocol's action schema).
_FIELDS: Dict[str, Dict[str, Any]] = {
    "tap": _POINT, "double_tap": _POINT, "long_press": _POINT,
    # A drag from a point or element to another; a pinch around a point (scale > 1 zooms in, < 1 out).
    "drag": dict(_POINT, to_x=_NUMBER, to_y=_NUMBER, to_element=str), "pinch": dict(_POINT, scale=_NUMBER),
    "swipe": dict(_POINT, direction=str, distance=_NUMBER), "type": {"text": str, "clear": bool}, "key": {"key": str},
    "back": {}, "home": {}, "recents": {}, "open_app": {"name": str}, "wait": {"ms": _NUMBER},
    "answer": {"value": (bool, int, float, str, list)}, "done": {}, "refuse": {"reason": str},
}
_REQUIRED = {"pinch": ("scale",), "swipe": ("direction",), "type": ("text",), "key": ("key",), "open_app": ("name",), "answer": ("value",)}


def screen_of(device_scale: Optional[float]) -> Tuple[int, int]:
    """The screen (width, height) in pixels at a `device_scale` (None: the default, 3)."""
    return SCREENS.get(device_scale if device_scale is not None else 3, SCREEN)


class _Space(_SpaceBase):  # type: ignore[misc, valid-type]
    """The base of the custom spaces: a gymnasium `Space` when gymnasium is there."""

    def __init__(self, seed: Optional[int] = None) -> None:
        self._rng = random.Random(seed)
        if gym_spaces is not None:
            super().__init__(None, None, seed)
        else:
            self.shape, self.dtype = None, None

    def seed(self, seed: Optional[int] = None) -> Any:
        self._rng = random.Random(seed)
        if gym_spaces is not None:
            return super().seed(seed)
        return [seed]

    def __contains__(self, x: Any) -> bool:
        return self.contains(x)

    @property
    def is_np_flattenable(self) -> bool:
        return False

    def __eq__(self, other: Any) -> bool:
        return type(other) is type(self) and other.__dict__.get("_key") == self.__dict__.get("_key")

    def __hash__(self) -> int:
        return hash((type(self).__name__, repr(self.__dict__.get("_key"))))


class Text(_Space):
    """Any string of at most `max_length` characters (Gymnasium's `Text` fixes a charset; goals
    and app ids use any Unicode, so this space does not)."""

    def __init__(self, max_length: int = 4096, seed: Optional[int] = None) -> None:
        self.max_length = max_length
        self._key = max_length
        super().__init__(seed)

    def contains(self, x: Any) -> bool:
        return isinstance(x, str) and len(x) <= self.max_length

    def sample(self, mask: Any = None, probability: Any = None) -> str:
        return "".join(self._rng.choice("abcdefghijklmnopqrstuvwxyz ") for _ in range(self._rng.randint(0, 16)))

    def __repr__(self) -> str:
        return f"Text(max_length={self.max_length})"


class Integer(_Space):
    """A Python int in [low, high]; `optional` also admits None."""

    def __init__(self, low: int = 0, high: int = 1000, optional: bool = False, seed: Optional[int] = None) -> None:
        self.low, self.high, self.optional = low, high, optional
        self._key = (low, high, optional)
        super().__init__(seed)

    def contains(self, x: Any) -> bool:
        if x is None:
            return self.optional
        return isinstance(x, int) and not isinstance(x, bool) and self.low <= x <= self.high

    def sample(self, mask: Any = None, probability: Any = None) -> int:
        return self._rng.randint(self.low, self.high)

    def __repr__(self) -> str:
        return f"Integer({self.low}, {self.high}{', optional' if self.optional else ''})"


class Json(_Space):
    """A JSON value of the given Python types (None among them for an optional one)."""

    def __init__(self, *kinds: Any, seed: Optional[int] = None) -> None:
        self.kinds = tuple(type(None) if k is None else k for k in kinds)
        self._key = self.kinds
        super().__init__(seed)

    def contains(self, x: Any) -> bool:
        return isinstance(x, self.kinds)

    def sample(self, mask: Any = None, probability: Any = None) -> Any:
        kind = self.kinds[-1] if self.kinds[0] is type(None) and len(self.kinds) > 1 else self.kinds[0]
        return None if kind is type(None) else kind()

    def __repr__(self) -> str:
        return f"Json({' | '.join(k.__name__ for k in self.kinds)})"


class Bytes(Json):
    """Encoded screenshot bytes (JPEG or PNG), or None when the observation has no screenshot."""

    def __init__(self, seed: Optional[int] = None) -> None:
        super().__init__(bytes, None, seed=seed)

    def __repr__(self) -> str:
        return "Bytes()"


class UiTree(_Space):
    """The UI tree: a list of elements, each a dict with a string `id`, `role` and `text` and
    integer `bounds` [left, top, right, bottom] inside the screen."""

    def __init__(self, screen: Tuple[int, int] = SCREEN, max_length: int = 2000, seed: Optional[int] = None) -> None:
        self.screen, self.max_length = tuple(screen), max_length
        self._key = (self.screen, max_length)
        super().__init__(seed)

    def _element(self, element: Any) -> bool:
        if not isinstance(element, dict):
            return False
        if not all(isinstance(element.get(k), str) for k in ("id", "role", "text")):
            return False
        bounds = element.get("bounds")
        if not isinstance(bounds, (list, tuple)) or len(bounds) != 4:
            return False
        if not all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in bounds):
            return False
        width, height = self.screen
        left, top, right, bottom = bounds
        return -1 <= left <= right <= width + 1 and -1 <= top <= bottom <= height + 1

    def contains(self, x: Any) -> bool:
        return isinstance(x, list) and len(x) <= self.max_length and all(self._element(e) for e in x)

    def sample(self, mask: Any = None, probability: Any = None) -> list:
        width, height = self.screen
        out = []
        for i in range(self._rng.randint(0, 5)):
            left, top = self._rng.randrange(width), self._rng.randrange(height)
            out.append({"id": f"e{i + 1}", "role": "button", "text": "", "clickable": True, "editable": False,
                        "bounds": [left, top, self._rng.randint(left, width), self._rng.randint(top, height)]})
        return out

    def __repr__(self) -> str:
        return f"UiTree(screen={self.screen})"


class ActionSpace(_Space):
    """The protocol's actions. `contains` checks the type, the fields and their types (and that
    a point in pixels lies on the screen); `sample()` draws taps, swipes, navigation and app
    launches (never `answer` or `refuse`, and `done` only with probability `done_probability`)."""

    def __init__(self, screen: Tuple[int, int] = SCREEN, done_probability: float = 0.05,
                 seed: Optional[int] = None) -> None:
        self.screen = tuple(screen)
        self.done_probability = done_probability
        self._key = self.screen
        super().__init__(seed)

    def contains(self, x: Any) -> bool:
        if not isinstance(x, dict) or x.get("type") not in _FIELDS:
            return False
        fields = _FIELDS[x["type"]]
        for name, value in x.items():
            if name == "type":
                continue
            allowed = fields[name] if isinstance(fields.get(name), tuple) else (fields.get(name),)
            if name not in fields or isinstance(value, bool) and bool not in allowed:
                return False
            if not isinstance(value, fields[name]):
                return False
        if any(name not in x for name in _REQUIRED.get(x["type"], ())):
            return False
        if "direction" in x and x["direction"] not in DIRECTIONS:
            return False
        if "key" in x and x["key"] not in KEYS:
            return False
        width, height = (1000, 1000) if x.get("coords") == "norm1000" else self.screen
        for px, py, el in (("x", "y", "element"), ("to_x", "to_y", "to_element")):
            if px in x or py in x:
                if px not in x or py not in x or el in x:
                    return False
                if not (0 <= x[px] <= width and 0 <= x[py] <= height):
                    return False
        if x["type"] == "drag" and not all(("x" in x or "element" in x, "to_x" in x or "to_element" in x)):
            return False
        if x["type"] == "pinch" and not 0.2 <= x["scale"] <= 5:
            return False
        return True

    def sample(self, mask: Any = None, probability: Any = None) -> Dict[str, Any]:
        rng = self._rng
        width, height = self.screen
        if rng.random() < self.done_probability:
            return {"type": "done"}
        roll = rng.random()
        if roll < 0.6:
            return {"type": "tap", "x": rng.randrange(width), "y": rng.randrange(height)}
        if roll < 0.72:
            return {"type": "swipe", "direction": rng.choice(DIRECTIONS)}
        if roll < 0.82:
            return {"type": rng.choice(("back", "home"))}
        if roll < 0.92:
            return {"type": "open_app", "name": rng.choice(APPS)}
        if roll < 0.96:
            return {"type": "type", "text": rng.choice(("hello", "Alex", "555"))}
        return {"type": "key", "key": rng.choice(("Enter", "Backspace"))}

    def __repr__(self) -> str:
        return f"ActionSpace(screen={self.screen})"


class _Box(_Space):
    """Gymnasium's `Box(low, high, shape, dtype)` for a uint8 image, when gymnasium is missing."""

    def __init__(self, low: int, high: int, shape: Tuple[int, ...], dtype: Any, seed: Optional[int] = None) -> None:
        super().__init__(seed)
        self.low, self.high, self.shape, self.dtype = low, high, tuple(shape), np.dtype(dtype)
        self._key = (low, high, self.shape, str(self.dtype))

    def contains(self, x: Any) -> bool:
        return (isinstance(x, np.ndarray) and x.shape == self.shape and np.can_cast(x.dtype, self.dtype)
                and bool(np.all(x >= self.low)) and bool(np.all(x <= self.high)))

    def sample(self, mask: Any = None, probability: Any = None) -> Any:
        generator = np.random.default_rng(self._rng.randrange(2 ** 32))
        return generator.integers(self.low, self.high + 1, self.shape, dtype=self.dtype)

    def __repr__(self) -> str:
        return f"Box({self.low}, {self.high}, {self.shape}, {self.dtype})"


class _Dict(_Space):
    """Gymnasium's `Dict` of named spaces, when gymnasium is missing."""

    def __init__(self, spaces: Dict[str, Any], seed: Optional[int] = None) -> None:
        super().__init__(seed)
        self.spaces = dict(spaces)
        self._key = tuple(self.spaces.items())

    def contains(self, x: Any) -> bool:
        return isinstance(x, dict) and x.keys() == self.spaces.keys() and all(
            space.contains(x[key]) for key, space in self.spaces.items())

    def sample(self, mask: Any = None, probability: Any = None) -> Dict[str, Any]:
        return {key: space.sample() for key, space in self.spaces.items()}

    def seed(self, seed: Optional[int] = None) -> Any:
        super().seed(seed)
        return [space.seed(None if seed is None else seed + i) for i, space in enumerate(self.spaces.values())]

    def __getitem__(self, key: str) -> Any:
        return self.spaces[key]

    def keys(self) -> Any:
        return self.spaces.keys()

    def __repr__(self) -> str:
        return "Dict(" + ", ".join(f"{k!r}: {v!r}" for k, v in self.spaces.items()) + ")"


def observation_space(screen: Tuple[int, int] = SCREEN, decoded: bool = True, max_steps: int = 1000) -> Any:
    """The observation's space: a `gymnasium.spaces.Dict` (or its stand-in without gymnasium).
    The screenshot is a uint8 `Box` of (height, width, 3) when `decoded` (and numpy is there),
    else `Bytes`."""
    width, height = screen
    if decoded and np is not None:
        screenshot: Any = (gym_spaces.Box(0, 255, (height, width, 3), np.uint8) if gym_spaces is not None
                           else _Box(0, 255, (height, width, 3), np.uint8))
    else:
        screenshot = Bytes()
    parts = {
        "screenshot": screenshot,
        "ui_tree": UiTree(screen),
        "foreground_app": Text(64),
        "goal": Text(4096),
        "step": Integer(0, max_steps),
        "max_steps": Integer(1, max_steps, optional=True),
        "last_action": Json(dict, None),
        "device": Text(16),
        "browser": Json(dict, None),
    }
    return gym_spaces.Dict(parts) if gym_spaces is not None else _Dict(parts)


def element_center(element: Dict[str, Any]) -> Tuple[int, int]:
    """The centre of a UI tree element's bounds, in screenshot pixels."""
    left, top, right, bottom = element["bounds"]
    return (left + right) // 2, (top + bottom) // 2


def find_element(ui_tree: Sequence[Dict[str, Any]], text: str, role: Optional[str] = None) -> Optional[Dict[str, Any]]:
    """The first element whose text is `text` (exactly, then ignoring case), optionally of `role`."""
    for exact in (True, False):
        for element in ui_tree or []:
            value = element.get("text") or ""
            if (value == text if exact else value.lower() == text.lower()) and (role is None or element.get("role") == role):
                return element
    return None
