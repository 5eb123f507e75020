"""A verl agent loop for Vivarium (verl not installed here; written to verl's AgentLoopBase at
verl-project/verl@1dda039). Name `vivarium_phone` in the file that
`actor_rollout_ref.rollout.agent.agent_loop_config_path` points to, and give dataset rows
`extra_info: {task, seed}`."""
from verl.experimental.agent_loop.agent_loop import register

from vivarium.integrations.verl import VivariumAgentLoop


@register("vivarium_phone")
class PhoneLoop(VivariumAgentLoop):
    url = "ws://localhost:8080/v1/env"
    action_format = "native"
    reward = "progress"
    max_turns = 20
