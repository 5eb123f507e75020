"""Trainer adapters: Vivarium episodes in the shapes RL trainers take.

- `vivarium.integrations.trl`: an `environment_factory` class for TRL's `GRPOTrainer` (its public
  methods are the tools; tool results carry the screenshot and the text) and a reward function.
- `vivarium.integrations.openrlhf`: an `AgentInstanceBase` for OpenRLHF's multi-turn agent
  executor (`--agent_func_path`): `step` returns rewards, scores, environment_feedback,
  environment_images and done.
- `vivarium.integrations.skyrl`: a `BaseTextEnv` for SkyRL's gym.
- `vivarium.integrations.verl`: an `AgentLoopBase` for verl's agent loop.

Each imports its trainer only when it is used, and falls back to a plain base class when the
trainer is not installed, so that the adapters can be tested (and read) without it. All of them
sit on `Episode` (`vivarium.integrations.episode`): one session, reset to an instance, stepped
with the model's raw output, which the server parses in the session's action format.
"""
from .episode import Episode, StepOutcome, shared_client

__all__ = ["Episode", "StepOutcome", "shared_client"]
