"""OpenRLHF: a Vivarium agent for the multi-turn agent executor (`--agent_func_path`).

Interface followed (OpenRLHF's README and openrlhf/utils/agent.py at OpenRLHF/OpenRLHF@3c3be62,
0.10; OpenRLHF is not installed here): the executor makes one `AgentInstance()` per prompt (no
arguments), awaits `reset({"observation": prompt, "label": label})` and uses the returned
`observation` as the prompt text, then after each generation awaits `step({"observation_text",
"action_text", "label", "sampling_params"})`, which returns `rewards` and `scores` (tensors),
`environment_feedback` (text appended to the context), `done`, and optionally `environment_images`
(screenshots, for vision-language models), `sampling_params` and `extra_logs`.

The dataset's `label` names the instance: `"settings/toggle-wifi:3"` or `{"task": ..., "seed": ...}`.
Write the file OpenRLHF loads as:

    from vivarium.integrations.openrlhf import agent_classes
    AgentInstance, AgentExecutor = agent_classes("ws://localhost:8080/v1/env", action_format="ui-tars", coordinates="norm1000")
"""
from __future__ import annotations

import asyncio
from typing import Any, Dict, Optional, Tuple, Type

from ..client import DEFAULT_URL
from .episode import Episode, parse_instance


class _Scalar(float):
    """A float with `.item()`, standing in for a tensor where torch is not installed."""

    def item(self) -> float:
        return float(self)


def _tensor(value: float) -> Any:
    try:
        import torch
        return torch.tensor(value)
    except ImportError:
        return _Scalar(value)


def _bases() -> Tuple[type, type]:
    """OpenRLHF's AgentInstanceBase and MultiTurnAgentExecutor, imported when first needed."""
    try:
        from openrlhf.utils.agent import AgentInstanceBase, MultiTurnAgentExecutor
        return AgentInstanceBase, MultiTurnAgentExecutor
    except ImportError:
        class AgentInstanceBase:  # the same contract, for use (and tests) without OpenRLHF
            pass

        class MultiTurnAgentExecutor:
            def __init__(self, agent_instance_cls: type) -> None:
                self.agent_instance_cls = agent_instance_cls
        return AgentInstanceBase, MultiTurnAgentExecutor


def agent_classes(url: str = DEFAULT_URL, *, action_format: str = "native", coordinates: Optional[Any] = None,
                  reward: str = "binary", max_turns: int = 30, images: bool = True) -> Tuple[type, type]:
    """`(AgentInstance, AgentExecutor)` for OpenRLHF's agent file, bound to a server and a format."""
    instance_base, executor_base = _bases()

    class AgentInstance(instance_base):  # type: ignore[misc, valid-type]
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            self.episode: Optional[Episode] = None

        async def reset(self, states: Dict[str, Any], **kwargs: Any) -> Dict[str, Any]:
            instance = parse_instance(states["label"])
            self.episode = await asyncio.to_thread(Episode, url, action_format=action_format, coordinates=coordinates,
                                                   reward=reward, max_turns=max_turns, images=images)
            first = await asyncio.to_thread(self.episode.reset, instance["task"], instance["seed"])
            return {"observation": f"{states['observation']}{first}\n"}

        async def step(self, states: Dict[str, Any], **kwargs: Any) -> Dict[str, Any]:
            assert self.episode is not None, "reset comes first"
            outcome = await asyncio.to_thread(self.episode.send, states["action_text"])
            result: Dict[str, Any] = {
                "rewards": _tensor(outcome.reward), "scores": _tensor(outcome.reward),
                "environment_feedback": f"\n{outcome.text}\n", "done": outcome.done,
                "sampling_params": states.get("sampling_params"),
                "extra_logs": {"parse_error": float(outcome.error is not None)},
            }
            if outcome.image is not None and not isinstance(outcome.image, bytes):
                result["environment_images"] = [outcome.image]
            if outcome.done:
                verdict = outcome.verdict or {}
                result["extra_logs"].update(success=float(bool(verdict.get("success"))), progress=float(verdict.get("progress", 0.0)),
                                            false_complete=float(bool(verdict.get("false_complete"))))
                await asyncio.to_thread(self.episode.close)
            return result

        def __del__(self) -> None:
            # An episode the executor stopped early (out of tokens) frees its session here.
            if self.episode is not None:
                self.episode.close()

    class AgentExecutor(executor_base):  # type: ignore[misc, valid-type]
        def __init__(self) -> None:
            super().__init__(AgentInstance)

    return AgentInstance, AgentExecutor


__all__ = ["agent_classes"]
