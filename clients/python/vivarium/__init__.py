"""Vivarium's Python client: simulated phone apps for GUI agents, with verifiable rewards.

- `Client` / `AsyncClient`: the JSON-RPC protocol over WebSocket (docs/protocol.md).
- `VivariumEnv`: one session with Gymnasium's reset/step/close.
- `VivariumVectorEnv`: N sessions over one connection, stepped concurrently.
- `vivarium.integrations`: trainer adapters (TRL, OpenRLHF, SkyRL, verl), imported on their own.
- `redact`: a text with the tokens this process knows replaced by `***` (errors, logs and results
  files never show them).
"""
from .client import (DEFAULT_URL, PROTOCOL_VERSION, AsyncClient, Client, ConnectionClosedError, RetryPolicy,
                     VivariumError, normalize_url, redact)
from .env import VivariumEnv, decode_screenshot
from .spaces import ActionSpace, element_center, find_element
from .vector import VivariumVectorEnv

__version__ = "0.2.0"
__all__ = [
    "AsyncClient", "Client", "ConnectionClosedError", "RetryPolicy", "VivariumError", "VivariumEnv",
    "VivariumVectorEnv", "ActionSpace", "DEFAULT_URL", "PROTOCOL_VERSION", "decode_screenshot",
    "element_center", "find_element", "normalize_url", "redact",
]
