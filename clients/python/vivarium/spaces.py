"""Observation and action spaces, as Gymnasium spaces when gymnasium is installed.

Actions are the protocol's JSON objects (`{"type": "tap", "x": 540, "y": 1200}`), which no
built-in Gymnasium space describes, so `ActionSpace` is a small custom space: `contains` checks an
action's shape, `sample` draws a random action (handy for random agents and smoke tests).
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

SCREEN = (1080, 2400)  # width, height of screenshots, as `hello` reports
ACTION_TYPES = ("tap", "double_tap", "long_press", "swipe", "type", "key", "back", "home", "recents",
                "open_app", "wait", "answer", "done")
KEYS = ("Enter", "Backspace", "Delete", "Tab", "Escape", "ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown",
        "Home", "End", "Space")
APPS = ("Contacts", "Messages", "Settings")
_FIELDS = {
    "tap": {"x", "y", "element"}, "double_tap": {"x", "y", "element"}, "long_press": {"x", "y", "element"},
    "swipe": {"direction", "distance", "x", "y", "element"}, "type": {"text", "clear"}, "key": {"key"},
    "back": set(), "home": set(), "recents": set(), "open_app": {"name"}, "wait": {"ms"}, "answer": {"value"},
    "done": set(),
}


class _JsonSpace(_SpaceBase):  # type: ignore[misc, valid-type]
    """A space of JSON values of one Python type (a UI tree, an app id, a goal)."""

    def __init__(self, kind: Any, seed: Optional[int] = None) -> None:
        self.kind = kind  # a type or a tuple of types
        if gym_spaces is not None:
            super().__init__(None, None, seed)

    def contains(self, x: Any) -> bool:
        return isinstance(x, self.kind)

    def sample(self, mask: Any = None, probability: Any = None) -> Any:
        kind = self.kind[0] if isinstance(self.kind, tuple) else self.kind
        return None if kind is type(None) else kind()

    @property
    def is_np_flattenable(self) -> bool:
        return False

    def __repr__(self) -> str:
        kinds = self.kind if isinstance(self.kind, tuple) else (self.kind,)
        return f"JsonSpace({' | '.join(k.__name__ for k in kinds)})"

    def __eq__(self, other: Any) -> bool:
        return isinstance(other, _JsonSpace) and other.kind == self.kind


class ActionSpace(_SpaceBase):  # type: ignore[misc, valid-type]
    """The protocol's actions. `sample()` draws taps, swipes, navigation and app launches (never
    `answer`, and `done` only with probability `done_probability`), over `screen` pixels."""

    def __init__(self, screen: Tuple[int, int] = SCREEN, done_probability: float = 0.05,
                 seed: Optional[int] = None) -> None:
        self.screen = screen
        self.done_probability = done_probability
        self._rng = random.Random(seed)
        if gym_spaces is not None:
            super().__init__(None, None, seed)

    def seed(self, seed: Optional[int] = None) -> Any:
        self._rng = random.Random(seed)
        if gym_spaces is not None:
            return super().seed(seed)
        return [seed]

    def contains(self, x: Any) -> bool:
        if not isinstance(x, dict) or x.get("type") not in _FIELDS:
            return False
        return set(x) - {"type"} <= _FIELDS[x["type"]]

    def sample(self, mask: Any = None, probability: Any = None) -> Dict[str, Any]:
        rng = self._rng
        width, height = self.screen
        if rng.random() < self.done_probability:
            return {"type": "done"}
        roll = rng.random()
        if roll < 0.6:
            return {"type": "tap", "x": rng.randrange(width), "y": rng.randrange(height)}
        if roll < 0.72:
            return {"type": "swipe", "direction": rng.choice(("up", "down", "left", "right"))}
        if roll < 0.82:
            return {"type": rng.choice(("back", "home"))}
        if roll < 0.92:
            return {"type": "open_app", "name": rng.choice(APPS)}
        if roll < 0.96:
            return {"type": "type", "text": rng.choice(("hello", "Alex", "555"))}
        return {"type": "key", "key": rng.choice(("Enter", "Backspace"))}

    @property
    def is_np_flattenable(self) -> bool:
        return False

    def __repr__(self) -> str:
        return f"ActionSpace(screen={self.screen})"

    def __eq__(self, other: Any) -> bool:
        return isinstance(other, ActionSpace) and other.screen == self.screen


def observation_space(screen: Tuple[int, int] = SCREEN, decoded: bool = True) -> Any:
    """A `gymnasium.spaces.Dict` of the observation, or None without gymnasium."""
    if gym_spaces is None:
        return None
    width, height = screen
    screenshot: Any = (gym_spaces.Box(0, 255, (height, width, 3), np.uint8)
                       if decoded and np is not None else _JsonSpace(bytes))
    return gym_spaces.Dict({
        "screenshot": screenshot,
        "ui_tree": _JsonSpace(list),
        "foreground_app": _JsonSpace(str),
        "goal": _JsonSpace(str),
        "step": _JsonSpace(int),
        "max_steps": _JsonSpace((int, type(None))),
        "last_action": _JsonSpace((dict, type(None))),
    })


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
