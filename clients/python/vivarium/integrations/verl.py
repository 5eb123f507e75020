"""verl: an example `AgentLoopBase` that plays Vivarium episodes.

Interface followed (verl/experimental/agent_loop/agent_loop.py at verl-project/verl@1dda039; verl is
not installed here): an agent loop is registered by name (`@register("vivarium")`), made with the
trainer's config, a `server_manager` and a `tokenizer` (and `processor` for images), and awaited as
`run(sampling_params, **row)` per dataset row; it calls `server_manager.generate(request_id=...,
prompt_ids=..., sampling_params=..., image_data=...)` and returns an `AgentLoopOutput` with the
prompt's token ids, the response's token ids and a mask (1 for the model's tokens, 0 for the
environment's), the number of turns, the reward score and metrics.

The row names its instance in `task` and `seed` (or in `extra_info`). The loop's settings are class
attributes: `url`, `action_format`, `coordinates`, `reward`, `max_turns`.
"""
from __future__ import annotations

import uuid
from typing import Any, Dict, List, Optional

from ..client import DEFAULT_URL
from .episode import Episode, parse_instance


def _verl() -> Dict[str, Any]:
    """verl's AgentLoopBase, AgentLoopOutput and register, imported when first needed."""
    try:
        from verl.experimental.agent_loop.agent_loop import AgentLoopBase, AgentLoopOutput, register
        return {"base": AgentLoopBase, "output": AgentLoopOutput, "register": register}
    except ImportError:
        class AgentLoopBase:  # the same contract, for use (and tests) without verl
            def __init__(self, trainer_config: Any = None, server_manager: Any = None, tokenizer: Any = None,
                         processor: Any = None, **kwargs: Any) -> None:
                self.config, self.server_manager, self.tokenizer, self.processor = trainer_config, server_manager, tokenizer, processor

        class AgentLoopOutput(dict):
            def __getattr__(self, name: str) -> Any:
                return self[name]
        return {"base": AgentLoopBase, "output": AgentLoopOutput, "register": lambda name: (lambda cls: cls)}


_v = _verl()


@_v["register"]("vivarium")
class VivariumAgentLoop(_v["base"]):  # type: ignore[misc, valid-type]
    url = DEFAULT_URL
    action_format = "native"
    coordinates: Optional[Any] = None
    reward = "binary"
    max_turns = 30
    system_prompt = ("You operate a phone. Reply with one action as JSON, e.g. {\"type\": \"tap\", \"element\": \"e12\"}; "
                     "{\"type\": \"done\"} when the task is complete, {\"type\": \"answer\", \"value\": ...} to answer a question.")

    def _ids(self, messages: List[Dict[str, Any]], generation_prompt: bool) -> List[int]:
        return list(self.tokenizer.apply_chat_template(messages, add_generation_prompt=generation_prompt, tokenize=True))

    async def run(self, sampling_params: Dict[str, Any], **row: Any) -> Any:
        import asyncio
        source = row.get("extra_info") if isinstance(row.get("extra_info"), dict) and "task" in row["extra_info"] else row
        instance = parse_instance(source.get("instance") or source)
        episode = await asyncio.to_thread(Episode, self.url, action_format=self.action_format, coordinates=self.coordinates,
                                          reward=self.reward, max_turns=self.max_turns)
        try:
            first = await asyncio.to_thread(episode.reset, instance["task"], instance["seed"])
            messages = [{"role": "system", "content": self.system_prompt}, {"role": "user", "content": first}]
            prompt_ids = self._ids(messages, True)
            response_ids: List[int] = []
            response_mask: List[int] = []
            images = [episode.image()] if episode.image() is not None else []
            turns = 0
            while turns < self.max_turns:
                turns += 1
                output = await self.server_manager.generate(request_id=uuid.uuid4().hex, prompt_ids=prompt_ids + response_ids,
                                                            sampling_params=sampling_params, image_data=images or None)
                generated = list(getattr(output, "token_ids", output))
                response_ids += generated
                response_mask += [1] * len(generated)
                text = self.tokenizer.decode(generated, skip_special_tokens=True)
                outcome = await asyncio.to_thread(episode.send, text)
                if outcome.done:
                    break
                # The environment's turn: its tokens are in the context, masked out of the loss.
                before = self._ids(messages + [{"role": "assistant", "content": text}], False)
                messages += [{"role": "assistant", "content": text}, {"role": "user", "content": outcome.text}]
                feedback = self._ids(messages, True)[len(before):]
                response_ids += feedback
                response_mask += [0] * len(feedback)
                if outcome.image is not None and not isinstance(outcome.image, bytes):
                    images.append(outcome.image)
            reward = episode.reward if episode.done else await asyncio.to_thread(episode.judge_now)
            verdict = episode.verdict or {}
            return _v["output"](prompt_ids=prompt_ids, response_ids=response_ids, response_mask=response_mask,
                                multi_modal_data={"image": images} if images else {}, num_turns=turns * 2 + 1,
                                reward_score=float(reward), metrics={"success": float(bool(verdict.get("success")))})
        finally:
            await asyncio.to_thread(episode.close)


__all__ = ["VivariumAgentLoop"]
