"""SkyRL: a Vivarium `BaseTextEnv` for skyrl-gym.

Interface followed (skyrl-gym/skyrl_gym/envs/base_text_env.py at NovaSky-AI/SkyRL@a956457;
SkyRL is not installed here): an environment is made as `Env(env_config, extras)` (`extras` holds
the dataset row's fields), registered by name; the generator calls `init(prompt)` for the first
prompt and metadata, then `step(action)` with the model's text, which returns
`{"observations": [messages], "reward", "done", "metadata"}`, and `close()`.

The row names its instance in `extras["task"]` and `extras["seed"]` (or `extras["instance"]`,
"task:seed"); `env_config` may hold `url`, `action_format`, `coordinates`, `reward`, `max_turns`
and `images` (with `images`, each observation's content is a list: the screenshot, then the text).

    from skyrl_gym.envs import register
    register(id="vivarium", entry_point="vivarium.integrations.skyrl:VivariumTextEnv")
"""
from __future__ import annotations

from typing import Any, Dict, List, Optional, Tuple

from ..client import DEFAULT_URL
from .episode import Episode, StepOutcome, parse_instance


def _base() -> type:
    try:
        from skyrl_gym.envs.base_text_env import BaseTextEnv
        return BaseTextEnv
    except ImportError:
        class BaseTextEnv:  # the same contract, for use (and tests) without SkyRL
            def __init__(self) -> None:
                self.turns = 0
                self.max_turns = 1
        return BaseTextEnv


def _get(config: Any, key: str, default: Any) -> Any:
    """A key of a dict or an OmegaConf DictConfig."""
    if config is None:
        return default
    value = config.get(key, default) if hasattr(config, "get") else getattr(config, key, default)
    return default if value is None else value


class VivariumTextEnv(_base()):  # type: ignore[misc]
    def __init__(self, env_config: Any = None, extras: Optional[Dict[str, Any]] = None) -> None:
        super().__init__()
        extras = extras or {}
        self.instance = parse_instance(extras["instance"]) if "instance" in extras else {"task": extras["task"], "seed": int(extras.get("seed", 1))}
        self.max_turns = int(_get(env_config, "max_turns", 30))
        self.images = bool(_get(env_config, "images", False))
        self.episode = Episode(_get(env_config, "url", DEFAULT_URL), action_format=_get(env_config, "action_format", "native"),
                               coordinates=_get(env_config, "coordinates", None), reward=_get(env_config, "reward", "binary"),
                               max_turns=self.max_turns, images=self.images)
        self.turns = 0

    def _message(self, outcome_text: str, image: Any) -> Dict[str, Any]:
        if self.images and image is not None and not isinstance(image, bytes):
            return {"role": "user", "content": [{"type": "image", "image": image}, {"type": "text", "text": outcome_text}]}
        return {"role": "user", "content": outcome_text}

    def init(self, prompt: List[Dict[str, Any]]) -> Tuple[List[Dict[str, Any]], Dict[str, Any]]:
        first = self.episode.reset(self.instance["task"], self.instance["seed"])
        return list(prompt) + [self._message(first, self.episode.image())], {"task": self.instance["task"], "seed": self.instance["seed"]}

    def step(self, action: str) -> Dict[str, Any]:
        self.turns += 1
        outcome: StepOutcome = self.episode.send(action)
        metadata: Dict[str, Any] = {"parse_error": outcome.error is not None}
        if outcome.done:
            verdict = outcome.verdict or {}
            metadata.update(success=bool(verdict.get("success")), progress=verdict.get("progress"),
                            false_complete=verdict.get("false_complete"), verdict=verdict)
        return {"observations": [] if outcome.done else [self._message(outcome.text, outcome.image)],
                "reward": outcome.reward, "done": outcome.done, "metadata": metadata}

    def close(self) -> None:
        self.episode.close()


__all__ = ["VivariumTextEnv"]
