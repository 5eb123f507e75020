"""TRL: a Vivarium environment for `GRPOTrainer(environment_factory=...)`.

Interface followed (TRL's docs/source/openenv.md and examples/scripts/openenv/browsergym.py at
huggingface/trl@f2cd577; TRL itself is not installed here): the trainer makes one environment per
generation with a no-argument constructor, calls `reset(**row)` with the dataset row's columns
and puts what it returns after the prompt, offers every public method as a tool (its docstring's
`Args:` becomes the tool's schema), and passes the environments to the reward functions as
`environments`. A tool may return content blocks: here the screenshot (a PIL image) and the text.

    from vivarium.integrations.trl import vivarium_environment, vivarium_reward
    Env = vivarium_environment("ws://localhost:8080/v1/env", reward="progress")
    trainer = GRPOTrainer(model=..., train_dataset=Dataset.from_list([{"prompt": [...], "task": "settings/toggle-wifi", "seed": 1}]),
                          reward_funcs=vivarium_reward, environment_factory=Env, args=GRPOConfig(...))
"""
from __future__ import annotations

from typing import Any, List, Optional, Type, Union

from ..client import DEFAULT_URL
from .episode import Episode, StepOutcome, parse_instance

Content = Union[str, List[dict]]


class VivariumEnvironment:
    """One phone per generation. Configure a subclass with `vivarium_environment(...)` (TRL calls
    the class with no arguments). Its public methods are the tools the model calls."""

    url = DEFAULT_URL
    reward_kind = "binary"
    max_turns: Optional[int] = None
    images = True

    def __init__(self) -> None:
        self._episode = Episode(self.url, reward=self.reward_kind, max_turns=self.max_turns, images=self.images)
        self.reward = 0.0
        self.finished = False

    def reset(self, **kwargs: Any) -> str:
        """Start the episode a dataset row names: columns `task` and `seed`, or `instance`
        ("task:seed"). Returns the goal and the first screen as text."""
        if "instance" not in kwargs and "task" not in kwargs:
            raise ValueError("a dataset row names its Vivarium instance: columns task and seed, or instance (\"task:seed\")")
        instance = parse_instance(kwargs["instance"]) if "instance" in kwargs else {"task": kwargs["task"], "seed": int(kwargs.get("seed", 1))}
        self.reward, self.finished = 0.0, False
        return self._episode.reset(instance["task"], instance["seed"])

    def _content(self, outcome: StepOutcome) -> Content:
        self.reward, self.finished = outcome.reward, outcome.done
        if outcome.image is None or isinstance(outcome.image, bytes):
            return outcome.text
        return [{"type": "image", "image": outcome.image}, {"type": "text", "text": outcome.text}]

    def _act(self, action: dict) -> Content:
        return self._content(self._episode.act(action))

    # ---- tools: TRL reads each docstring's Args ----------------------------------------------

    def tap(self, element: str = "", x: int = -1, y: int = -1) -> Content:
        """Tap an element of the screen, or a point.

        Args:
            element: The id of an element from the UI elements list (e.g. "e12"); leave empty to tap x, y.
            x: The x of the point in screenshot pixels (when no element is given).
            y: The y of the point in screenshot pixels (when no element is given).

        Returns:
            The new screen: a screenshot and its UI elements.
        """
        return self._act({"type": "tap", "element": element} if element else {"type": "tap", "x": x, "y": y})

    def long_press(self, element: str) -> Content:
        """Long-press an element (apps open context menus on it).

        Args:
            element: The id of an element from the UI elements list.

        Returns:
            The new screen.
        """
        return self._act({"type": "long_press", "element": element})

    def type(self, text: str, clear: bool = False) -> Content:
        """Type text into the focused text field (tap the field first).

        Args:
            text: The text to type.
            clear: Replace the field's text instead of adding to it.

        Returns:
            The new screen.
        """
        return self._act({"type": "type", "text": text, "clear": clear})

    def swipe(self, direction: str, element: str = "") -> Content:
        """Move a finger across the screen; "up" scrolls the content to show what is below.

        Args:
            direction: One of "up", "down", "left", "right".
            element: Where to start (an element id); leave empty for the middle of the screen.

        Returns:
            The new screen.
        """
        return self._act({"type": "swipe", "direction": direction, **({"element": element} if element else {})})

    def press(self, button: str) -> Content:
        """Press a navigation button or a key.

        Args:
            button: "back", "home" or "recents", or a key: "Enter", "Backspace", "Tab", "Escape".

        Returns:
            The new screen.
        """
        return self._act({"type": button} if button in ("back", "home", "recents") else {"type": "key", "key": button})

    def open_app(self, name: str) -> Content:
        """Open an app by its name on the home screen.

        Args:
            name: The app's name, e.g. "Contacts".

        Returns:
            The new screen.
        """
        return self._act({"type": "open_app", "name": name})

    def answer(self, value: str) -> Content:
        """Answer the question of the task; this ends the episode.

        Args:
            value: The answer, in the form the goal asks for.

        Returns:
            The verdict.
        """
        return self._act({"type": "answer", "value": value})

    def done(self) -> Content:
        """Say the task is complete; this ends the episode and judges it.

        Returns:
            The verdict.
        """
        return self._act({"type": "done"})


def vivarium_environment(url: str = DEFAULT_URL, *, reward: str = "binary", max_turns: Optional[int] = None,
                         images: bool = True) -> Type[VivariumEnvironment]:
    """A `VivariumEnvironment` class for `environment_factory`, bound to a server and options."""
    return type("VivariumEnvironment", (VivariumEnvironment,), {"url": url, "reward_kind": reward, "max_turns": max_turns,
                                                                "images": images})


def vivarium_reward(completions: Any = None, environments: Optional[List[VivariumEnvironment]] = None, **kwargs: Any) -> List[float]:
    """The reward function: each environment's episode reward, from its verdict. An episode the
    model did not end is judged as it stands (no `done` is claimed for it)."""
    return [float(env.reward) if env.finished else env._episode.judge_now() for env in environments or []]


__all__ = ["VivariumEnvironment", "vivarium_environment", "vivarium_reward"]
