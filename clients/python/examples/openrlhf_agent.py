"""The file OpenRLHF loads with `--train.agent_func_path openrlhf_agent.py` (OpenRLHF 0.10's
multi-turn agent executor; not installed here). The dataset's label names each instance,
"settings/toggle-wifi:3"; the model writes UI-TARS actions on the 0-1000 grid, which the server parses."""
from vivarium.integrations.openrlhf import agent_classes

AgentInstance, AgentExecutor = agent_classes(
    "ws://localhost:8080/v1/env", action_format="ui-tars", coordinates="norm1000", reward="progress", max_turns=20)
