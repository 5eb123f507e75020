"""`BrowserGymEnv`: a Vivarium desktop session that speaks BrowserGym's observation and action.

An agent written for BrowserGym (ServiceNow/BrowserGym) reads a dict of observation keys and
answers with a high-level action string such as ``click('e12')`` or ``fill('e3', 'tea')``. This
wrapper gives it both over a Vivarium desktop session, so such an agent runs with a one-line change:

    from vivarium.browsergym import BrowserGymEnv
    env = BrowserGymEnv("ws://localhost:8080/v1/env", task="wiki/query-population")
    obs, info = env.reset(seed=1)
    obs, reward, terminated, truncated, info = env.step("click('e7')")

The strings are parsed on the server (the session's action format is ``browsergym``): a string it
cannot read ends nothing and comes back as ``last_action_error``, as BrowserGym reports a bad
action. ``send_msg_to_user(text)`` answers a query template; ``report_infeasible(reason)`` refuses.

Observation keys, as BrowserGym names them (its ``BrowserEnv._get_obs``):
- ``goal`` and ``goal_object`` (``[{"type": "text", "text": goal}]``), ``chat_messages``;
- ``open_pages_urls``, ``open_pages_titles``, ``active_page_index`` (a one-element array), ``url``;
- ``screenshot``: an (H, W, 3) uint8 array when numpy and PIL are importable, else the JPEG bytes;
- ``axtree_object``: the page's elements as a CDP-shaped accessibility tree (``{"nodes": [...]}``,
  each node with ``nodeId``, ``browsergym_id``, ``role``, ``name``, ``value``, ``properties`` and
  ``childIds``), which BrowserGym's ``flatten_axtree_to_str`` reads; ``axtree_txt``, the same
  rendered as text here (``[e7] link 'Tea'``), for agents that want it without BrowserGym;
- ``extra_element_properties``: per bid, ``visibility``, ``bbox`` ([x, y, width, height] in
  screenshot pixels), ``clickable`` and ``set_of_marks``;
- ``focused_element_bid``, ``last_action``, ``last_action_error``.
Not provided: ``dom_object`` is None (Vivarium's observation is its UI tree, not a DOM snapshot), and
there is no ``elapsed_time`` (a wall-clock figure; Vivarium's episodes run on the device clock). BrowserGym itself is not importable here (PyPI is out of reach); the keys and the
tree's shape follow its source.
"""
from __future__ import annotations

from typing import Any, Dict, List, Optional, Tuple

from .client import DEFAULT_URL, Client, Json, Urls, VivariumError
from .env import CAN_DECODE, SessionOwner, decode_screenshot

try:
    import numpy as np
except ImportError:  # pragma: no cover - depends on the environment
    np = None  # type: ignore[assignment]

# BrowserGym's roles for the UI tree's: a text element is static text, the rest keep their names.
_ROLES = {"text": "StaticText", "image": "img"}


def _name_and_value(element: Json) -> Tuple[str, Any]:
    """A field's name is its label and its text is its value, as in a browser's accessibility tree
    (``textbox 'Search Wiki' value='tea'``); other elements are named by their text."""
    if element.get("editable"):
        return element.get("hint") or "", element.get("text") or ""
    return element.get("text") or element.get("hint") or "", element.get("value")


def axtree_of(ui_tree: List[Json], title: str) -> Json:
    """The UI tree as a CDP-shaped accessibility tree: a root web area holding every element."""
    nodes: List[Json] = [{
        "nodeId": "root", "role": {"type": "role", "value": "RootWebArea"},
        "name": {"type": "computedString", "value": title}, "properties": [], "childIds": [e["id"] for e in ui_tree],
    }]
    for element in ui_tree:
        properties = []
        if element.get("focused"):
            properties.append({"name": "focused", "value": {"type": "booleanOrUndefined", "value": True}})
        if element.get("checked") is not None:
            properties.append({"name": "checked", "value": {"type": "tristate", "value": bool(element["checked"])}})
        if element.get("editable"):
            properties.append({"name": "editable", "value": {"type": "token", "value": "plaintext"}})
        name, value = _name_and_value(element)
        node: Json = {
            "nodeId": element["id"], "browsergym_id": element["id"], "parentId": "root",
            "role": {"type": "role", "value": _ROLES.get(element["role"], element["role"])},
            "name": {"type": "computedString", "value": name},
            "properties": properties, "childIds": [],
        }
        if value is not None:
            node["value"] = {"type": "string" if isinstance(value, str) else "number", "value": value}
        nodes.append(node)
    return {"nodes": nodes}


def axtree_text(ui_tree: List[Json]) -> str:
    """One line per element, as BrowserGym's flattened tree writes them: ``[bid] role 'name'``."""
    lines = []
    for element in ui_tree:
        role = _ROLES.get(element["role"], element["role"])
        name, value = _name_and_value(element)
        line = f"[{element['id']}] {role} {name!r}"
        if value is not None:
            line += f" value={value!r}"
        flags = [name for name in ("focused", "checked") if element.get(name)]
        if flags:
            line += ", " + ", ".join(flags)
        lines.append(line)
    return "\n".join(lines)


def _properties(ui_tree: List[Json]) -> Dict[str, Json]:
    props = {}
    for element in ui_tree:
        left, top, right, bottom = element["bounds"]
        props[element["id"]] = {"visibility": 1.0, "bbox": [left, top, right - left, bottom - top],
                                "clickable": bool(element.get("clickable")), "set_of_marks": bool(element.get("clickable"))}
    return props


class BrowserGymEnv(SessionOwner):
    """One desktop session with BrowserGym's `reset`/`step`/`close` and observation keys.

    - `url`: the server (or a list of them, see `Client`); or pass `client` to share a connection.
    - `task`: the task id each `reset` plays unless `reset(options={"task": ...})` names another.
    - `decode_screenshots`: numpy arrays when True (and numpy and PIL are present), bytes when False.
    """

    def __init__(self, url: Urls = DEFAULT_URL, task: Optional[str] = None, *, client: Optional[Client] = None,
                 decode_screenshots: bool = True, **client_options: Any) -> None:
        self._owns_client = client is None
        self.client = client if client is not None else Client(url, **client_options)
        self.task = task
        self.decode = decode_screenshots and CAN_DECODE
        self.session_id: Optional[str] = self.client.create_session(device="desktop", action_format="browsergym")
        self.goal = ""
        self.chat_messages: List[Json] = []
        self._last_action = ""

    def _observation(self, raw: Json, error: str = "") -> Dict[str, Any]:
        tree: List[Json] = raw.get("ui_tree") or []
        browser: Json = raw.get("browser") or {"tabs": [], "active": 0, "focused": None}
        tabs = browser.get("tabs") or []
        active = int(browser.get("active", 0))
        shot = raw.get("screenshot")
        screenshot: Any = None
        if isinstance(shot, dict) and shot.get("data") is not None:
            screenshot = decode_screenshot(shot["data"]) if self.decode else shot["data"]
        last = raw.get("last_action") or {}
        title = tabs[active]["title"] if tabs else ""
        return {
            "chat_messages": list(self.chat_messages),
            "goal": self.goal,
            "goal_object": [{"type": "text", "text": self.goal}],
            "open_pages_urls": [t["url"] for t in tabs],
            "open_pages_titles": [t["title"] for t in tabs],
            "active_page_index": np.asarray([active]) if np is not None else [active],
            "url": tabs[active]["url"] if tabs else "",
            "screenshot": screenshot,
            "dom_object": None,
            "axtree_object": axtree_of(tree, title),
            "axtree_txt": axtree_text(tree),
            "extra_element_properties": _properties(tree),
            "focused_element_bid": browser.get("focused") or next((e["id"] for e in tree if e.get("focused")), ""),
            "last_action": self._last_action,
            "last_action_error": error or (last.get("error") or ""),
        }

    def reset(self, seed: Optional[int] = None, options: Optional[Json] = None) -> Tuple[Dict[str, Any], Json]:
        """Start an episode of `options["task"]` (or the env's task) at instance `seed` (default 1)."""
        if self.session_id is None:
            raise RuntimeError("this BrowserGymEnv is closed")
        options = dict(options or {})
        task = options.pop("task", None) or self.task
        if not task:
            raise ValueError("no task: pass task= to BrowserGymEnv or options={'task': ...} to reset")
        result = self.client.reset(self.session_id, task, 1 if seed is None else int(seed), None, options or None)
        info = result["info"]
        if info.get("device") not in (None, "desktop"):
            raise ValueError(f"{task} is a phone task; BrowserGymEnv plays the desktop's web tasks")
        self.goal = info.get("goal") or ""
        self.chat_messages = [{"role": "user", "message": self.goal}]
        self._last_action = ""
        return self._observation(result["observation"]), info

    def step(self, action: str) -> Tuple[Dict[str, Any], float, bool, bool, Json]:
        """One BrowserGym action string. A string the server cannot parse takes no step: the same
        page comes back with `last_action_error` saying why, reward 0, and the episode goes on."""
        if self.session_id is None:
            raise RuntimeError("this BrowserGymEnv is closed")
        self._last_action = action
        try:
            result = self.client.step_output(self.session_id, action)
        except VivariumError as error:
            if error.kind != "VALIDATION_ERROR":
                raise
            reason = (error.data or {}).get("parse_error") or error.message
            raw = self.client.observe(self.session_id)
            return self._observation(raw, f"cannot read the action: {reason}"), 0.0, False, False, {}
        if action.lstrip().startswith("send_msg_to_user"):
            self.chat_messages.append({"role": "assistant", "message": action})
        return (self._observation(result["observation"]), float(result["reward"]), bool(result["terminated"]),
                bool(result["truncated"]), result.get("info") or {})
