"""Prompt and action adapters: how `vivarium eval` talks to a model in the format it was trained on.

An adapter turns an episode's goal, its latest observation and the history of the model's
replies into OpenAI chat messages, and the model's next reply into protocol actions. Adding a
format is one subclass of `Adapter` with a `name`, a `system_prompt` and a `parse`, registered
with `@register`:

    @register
    class MyFormat(Adapter):
        name = "mine"
        def system_prompt(self, ctx): return "Answer with tap(x, y) ..."
        def parse(self, reply, ctx): ...  # -> [{"type": "tap", "x": 10, "y": 20}]

Built in:
- `json`: one JSON object per turn, the protocol's action as it is (`{"type": "tap", "element":
  "e12"}`), or a tool call to the function `act` with `tools=True`;
- `uitars`: UI-TARS / Qwen-VL mobile-use calls (`click(start_box='(x,y)')`, `type(content='...')`,
  `scroll(...)`, `press_back()`, `finished(content='...')`) on a 0-1000 grid over the screen;
- `browsergym`: BrowserGym action strings (`click("e12")`, `fill("e9", "text")`, `scroll(0, 600)`,
  `go_back()`, `send_msg_to_user("...")`, `noop()`) over the UI tree's element ids as bids.
"""
from __future__ import annotations

import ast
import base64
import json
import re
from dataclasses import dataclass, field
from typing import Any, Dict, List, Optional, Sequence, Tuple, Type

from .spaces import ACTION_TYPES, DIRECTIONS, KEYS, ActionSpace

Action = Dict[str, Any]
Message = Dict[str, Any]


class ParseError(ValueError):
    """The model's reply holds no action this adapter can read; the message says why."""


@dataclass
class Reply:
    """What the chat endpoint answered: the text and, for tool-calling models, the tool calls."""
    content: str = ""
    tool_calls: List[Dict[str, Any]] = field(default_factory=list)

    def transcript(self) -> str:
        """The reply as the assistant turn of the next request's history."""
        if self.content or not self.tool_calls:
            return self.content
        return "\n".join(json.dumps({"name": c.get("function", {}).get("name"),
                                     "arguments": c.get("function", {}).get("arguments")}) for c in self.tool_calls)


@dataclass
class Context:
    """What an adapter knows about the episode at a turn."""
    task: str
    goal: str
    answer_type: Optional[str]  # None: a task that changes the device; else the answer's type
    screen: Tuple[int, int]  # (width, height) in screenshot pixels
    max_steps: int
    observation: Dict[str, Any] = field(default_factory=dict)  # the protocol's latest observation
    step: int = 0
    # The earlier turns: (the model's reply, what came of it: "ok", an error, a parse failure).
    history: List[Tuple[str, str]] = field(default_factory=list)
    action_schema: Optional[Dict[str, Any]] = None  # the server's JSON Schema of an action (/v1/info)

    @property
    def query(self) -> bool:
        return self.answer_type is not None

    def element(self, element_id: str) -> Dict[str, Any]:
        for element in self.observation.get("ui_tree") or []:
            if element.get("id") == element_id:
                return element
        raise ParseError(f"no element {element_id!r} on the screen now")

    def focused(self) -> Optional[Dict[str, Any]]:
        return next((e for e in self.observation.get("ui_tree") or [] if e.get("focused")), None)


def screenshot_url(observation: Dict[str, Any]) -> Optional[str]:
    """The observation's screenshot as a data URL (`data:image/jpeg;base64,...`), or None."""
    shot = observation.get("screenshot")
    if not isinstance(shot, dict) or not shot.get("data"):
        return None
    return f"data:{shot.get('mime', 'image/jpeg')};base64,{base64.b64encode(shot['data']).decode('ascii')}"


def ui_tree_text(observation: Dict[str, Any], bracket: bool = False) -> str:
    """The UI tree as one line per element: `e12 switch "Wi-Fi" checked [876,294,1032,390]`."""
    lines = []
    for e in observation.get("ui_tree") or []:
        flags = [name for name in ("clickable", "editable", "focused", "checked", "selected", "disabled") if e.get(name)]
        parts = [f"[{e['id']}]" if bracket else e["id"], e.get("role", "")]
        if e.get("text"):
            parts.append(json.dumps(e["text"], ensure_ascii=False))
        if e.get("hint"):
            parts.append("hint=" + json.dumps(e["hint"], ensure_ascii=False))
        if e.get("value") is not None:
            parts.append(f"value={e['value']}")
        parts.extend(flags)
        if not bracket:
            parts.append("[" + ",".join(str(int(v)) for v in e.get("bounds", [])) + "]")
        lines.append(" ".join(parts))
    return "\n".join(lines)


class Adapter:
    """The base of every format. Subclasses give `name`, `system_prompt` and `parse`; they may
    change what the model sees of a screen (`observation_text`, `images`) and offer `tools`."""

    name = ""
    images = True  # send the screenshot (as an image content part)
    ui_tree = True  # put the UI tree in the prompt as text
    history_limit = 20  # earlier turns kept in the prompt (their replies and outcomes)

    def __init__(self, images: Optional[bool] = None, **options: Any) -> None:
        if images is not None:
            self.images = images
        self.options = options

    # ---- what subclasses give ----------------------------------------------------------------

    def system_prompt(self, ctx: Context) -> str:
        raise NotImplementedError

    def parse(self, reply: Reply, ctx: Context) -> List[Action]:
        """The protocol actions of one reply (usually one). Raises `ParseError`."""
        raise NotImplementedError

    def tools(self, ctx: Context) -> Optional[List[Dict[str, Any]]]:
        """OpenAI `tools` to send with each request, or None."""
        return None

    def observation_text(self, ctx: Context) -> str:
        obs = ctx.observation
        text = f"Step {ctx.step} of at most {ctx.max_steps}. Foreground app: {obs.get('foreground_app')}."
        if self.ui_tree:
            text += "\nUI elements (id role text flags [left,top,right,bottom] in pixels):\n" + ui_tree_text(obs)
        return text

    # ---- the chat messages -------------------------------------------------------------------

    def messages(self, ctx: Context) -> List[Message]:
        """System prompt; the goal; then per earlier turn the model's reply and its outcome; the
        latest screen last (only it carries the screenshot, to keep requests small)."""
        messages: List[Message] = [{"role": "system", "content": self.system_prompt(ctx)}]
        intro = f"Goal: {ctx.goal}"
        if ctx.query:
            intro += f"\n(This task asks a question; its answer is of type {ctx.answer_type}.)"
        history = ctx.history[-self.history_limit:]
        skipped = len(ctx.history) - len(history)
        if skipped:
            intro += f"\n({skipped} earlier turns are not shown.)"
        pending = intro
        for reply, outcome in history:
            messages.append({"role": "user", "content": pending})
            messages.append({"role": "assistant", "content": reply})
            pending = f"Result: {outcome}"
        content: List[Dict[str, Any]] = [{"type": "text", "text": pending + "\n\n" + self.observation_text(ctx)}]
        url = screenshot_url(ctx.observation) if self.images else None
        if url:
            content.append({"type": "image_url", "image_url": {"url": url}})
        messages.append({"role": "user", "content": content})
        return messages

    def finish(self, text: str, ctx: Context) -> Action:
        """The ending action for a final message: `answer` on query tasks, `done` otherwise."""
        if ctx.query:
            return {"type": "answer", "value": text.strip()}
        return {"type": "done"}


ADAPTERS: Dict[str, Type[Adapter]] = {}


def register(cls: Type[Adapter]) -> Type[Adapter]:
    """Make an adapter available to `vivarium eval --adapter NAME`."""
    if not cls.name:
        raise ValueError("an adapter needs a name")
    ADAPTERS[cls.name] = cls
    return cls


def make_adapter(name: str, **options: Any) -> Adapter:
    if name not in ADAPTERS:
        raise ValueError(f"no adapter {name!r}; there are {', '.join(sorted(ADAPTERS))}")
    return ADAPTERS[name](**options)


# ---- helpers for call-style formats ------------------------------------------------------------

_CALL = re.compile(r"\b([A-Za-z_][A-Za-z0-9_]*)\s*\(")


def parse_call(text: str, known: Sequence[str]) -> Tuple[str, List[Any], Dict[str, Any]]:
    """The first call `name(args)` in `text` whose name is in `known`, read as a Python call with
    literal arguments: (name, positional args, keyword args)."""
    for match in _CALL.finditer(text):
        if match.group(1) not in known:
            continue
        depth, quote, i = 0, "", match.end() - 1
        while i < len(text):
            ch = text[i]
            if quote:
                if ch == "\\":
                    i += 1
                elif ch == quote:
                    quote = ""
            elif ch in "'\"":
                quote = ch
            elif ch == "(":
                depth += 1
            elif ch == ")":
                depth -= 1
                if depth == 0:
                    break
            i += 1
        source = text[match.start():i + 1]
        try:
            node = ast.parse(source.strip(), mode="eval").body
        except SyntaxError as error:
            raise ParseError(f"cannot read {source!r}: {error.msg}") from None
        if not isinstance(node, ast.Call):
            raise ParseError(f"{source!r} is not a call")
        try:
            args = [ast.literal_eval(a) for a in node.args]
            kwargs = {k.arg: ast.literal_eval(k.value) for k in node.keywords if k.arg}
        except ValueError:
            raise ParseError(f"the arguments of {source!r} must be literals") from None
        return match.group(1), args, kwargs
    raise ParseError(f"no action found; expected one of {', '.join(known)}")


def _numbers(value: Any) -> List[float]:
    if isinstance(value, (list, tuple)):
        return [float(v) for v in value]
    return [float(v) for v in re.findall(r"-?\d+(?:\.\d+)?", str(value))]


def _point(value: Any, what: str) -> Tuple[float, float]:
    """A point from `(x,y)`, `<|box_start|>(x,y)<|box_end|>`, `<point>x y</point>` or a box
    `[x1, y1, x2, y2]` (its centre)."""
    numbers = _numbers(value)
    if len(numbers) == 2:
        return numbers[0], numbers[1]
    if len(numbers) == 4:
        return (numbers[0] + numbers[2]) / 2, (numbers[1] + numbers[3]) / 2
    raise ParseError(f"{what} must be a point (x,y) or a box, not {value!r}")


def _arg(args: List[Any], kwargs: Dict[str, Any], index: int, *names: str, default: Any = ...) -> Any:
    for name in names:
        if name in kwargs:
            return kwargs[name]
    if index < len(args):
        return args[index]
    if default is not ...:
        return default
    raise ParseError(f"missing argument {names[0]}")


# ---- json --------------------------------------------------------------------------------------

@register
class JsonAdapter(Adapter):
    """The protocol's actions as JSON: a reply holds one action object (in a ```json block or
    bare), or with `tools=True` a tool call `act({"action": {...}})`."""

    name = "json"

    def __init__(self, images: Optional[bool] = None, tools: bool = False, **options: Any) -> None:
        super().__init__(images, **options)
        self.use_tools = tools

    def system_prompt(self, ctx: Context) -> str:
        width, height = ctx.screen
        end = ('When you know the answer, reply {"type": "answer", "value": ...} (a number, a string or a list of strings).'
               if ctx.query else 'When the task is complete, reply {"type": "done"}.')
        return (
            "You operate a phone to complete a task. Each turn you see the screen (a screenshot and its UI elements) "
            f"and reply with exactly one action as a JSON object. The screen is {width}x{height} pixels.\n"
            "Actions:\n"
            '{"type": "tap", "element": "e12"} or {"type": "tap", "x": 540, "y": 1200}; also "double_tap", "long_press"\n'
            '{"type": "swipe", "direction": "up"} (the finger moves up: the content scrolls to show what is below; '
            'optional "element" or "x"/"y" to start from, "distance" in pixels)\n'
            '{"type": "type", "text": "hello", "clear": true} (types into the focused field; tap it first; clear replaces its text)\n'
            '{"type": "key", "key": "Enter"} (keys: ' + ", ".join(KEYS) + ")\n"
            '{"type": "back"}, {"type": "home"}, {"type": "recents"}, {"type": "open_app", "name": "Contacts"}, {"type": "wait", "ms": 1000}\n'
            + end + "\nElement ids are valid for the screen they appear on only.")

    def tools(self, ctx: Context) -> Optional[List[Dict[str, Any]]]:
        if not self.use_tools:
            return None
        schema = ctx.action_schema or {"type": "object", "properties": {"type": {"type": "string", "enum": list(ACTION_TYPES)}},
                                       "required": ["type"]}
        return [{"type": "function", "function": {
            "name": "act", "description": "Take one action on the phone.",
            "parameters": {"type": "object", "properties": {"action": schema}, "required": ["action"]}}}]

    def parse(self, reply: Reply, ctx: Context) -> List[Action]:
        candidates: List[Any] = []
        for call in reply.tool_calls:
            arguments = call.get("function", {}).get("arguments")
            try:
                candidates.append(json.loads(arguments) if isinstance(arguments, str) else arguments)
            except ValueError:
                raise ParseError("the tool call's arguments are not JSON") from None
        if not candidates:
            candidates = _json_objects(reply.content)
        for value in candidates:
            action = _unwrap(value)
            if action is not None:
                return [self.check(action, ctx)]
        raise ParseError("no JSON action object found" if not candidates else 'the JSON holds no action (an object with "type")')

    @staticmethod
    def check(action: Action, ctx: Context) -> Action:
        if action.get("type") not in ACTION_TYPES:
            raise ParseError(f"unknown action type {action.get('type')!r}")
        if not ActionSpace(ctx.screen).contains(action):
            raise ParseError(f"{json.dumps(action)} is not a valid {action['type']} action")
        return action


def _unwrap(value: Any) -> Optional[Action]:
    """An action from `{"type": ...}`, `{"action": {...}}` or `{"name": ..., "arguments": {...}}`."""
    if not isinstance(value, dict):
        return None
    if isinstance(value.get("type"), str) and value["type"] != "function":
        return value
    if isinstance(value.get("action"), dict):
        return _unwrap(value["action"])
    arguments = value.get("arguments", value.get("parameters"))
    if isinstance(arguments, str):
        try:
            arguments = json.loads(arguments)
        except ValueError:
            return None
    if isinstance(arguments, dict):
        inner = _unwrap(arguments)
        if inner is not None:
            return inner
        if isinstance(value.get("name"), str) and value["name"] in ACTION_TYPES:
            return dict(arguments, type=value["name"])
    return None


def _json_objects(text: str) -> List[Any]:
    """Every JSON object in `text`: fenced ```json blocks first, then bare objects."""
    found: List[Any] = []
    for block in re.findall(r"```(?:json)?\s*(.*?)```", text, flags=re.S):
        try:
            found.append(json.loads(block))
        except ValueError:
            pass
    decoder = json.JSONDecoder()
    for i, ch in enumerate(text):
        if ch != "{":
            continue
        try:
            value, _ = decoder.raw_decode(text, i)
        except ValueError:
            continue
        found.append(value)
    return found


# ---- UI-TARS / Qwen-VL mobile use --------------------------------------------------------------

@register
class UiTarsAdapter(Adapter):
    """UI-TARS mobile-use style: `Thought: ...` then `Action: click(start_box='(x,y)')`, with x
    and y on a 0-1000 grid over the screenshot. `type(content=...)` replaces the focused field's
    text (a trailing "\\n" also presses Enter); `scroll(direction='down')` shows what is below.
    Beyond UI-TARS's list: `press_recents()`, `press_enter()`, `wait()`."""

    name = "uitars"
    ui_tree = False
    GRID = 1000
    CALLS = ("click", "left_single", "tap", "long_press", "left_double", "double_click", "type", "scroll", "swipe",
             "drag", "press_back", "press_home", "press_recents", "press_enter", "hotkey", "open_app", "wait",
             "finished", "call_user")

    def system_prompt(self, ctx: Context) -> str:
        end = ("finished(content='xxx') # Submit the answer to the question in content and end the task."
               if ctx.query else "finished(content='') # End the task when it is complete.")
        return (
            "You are a GUI agent on a phone. You are given a task, your action history and a screenshot. "
            "Perform the next action to complete the task.\n\n## Output Format\nThought: ...\nAction: ...\n\n"
            "## Action Space\n"
            "click(start_box='<|box_start|>(x1,y1)<|box_end|>')\n"
            "long_press(start_box='<|box_start|>(x1,y1)<|box_end|>')\n"
            "type(content='') # Replaces the text of the focused field. End with \"\\n\" to submit.\n"
            "scroll(start_box='<|box_start|>(x1,y1)<|box_end|>', direction='down or up or right or left')\n"
            "open_app(app_name='')\npress_home()\npress_back()\npress_recents()\nwait()\n" + end + "\n\n"
            f"## Note\nCoordinates are on a {self.GRID}x{self.GRID} grid over the screenshot: (0,0) top-left, "
            f"({self.GRID},{self.GRID}) bottom-right.")

    def observation_text(self, ctx: Context) -> str:
        return f"Step {ctx.step} of at most {ctx.max_steps}."

    def _pixels(self, value: Any, ctx: Context) -> Tuple[int, int]:
        x, y = _point(value, "start_box")
        if not (0 <= x <= self.GRID and 0 <= y <= self.GRID):
            raise ParseError(f"point ({x:g},{y:g}) is off the {self.GRID}x{self.GRID} grid")
        width, height = ctx.screen
        return min(width - 1, round(x * width / self.GRID)), min(height - 1, round(y * height / self.GRID))

    def parse(self, reply: Reply, ctx: Context) -> List[Action]:
        text = reply.content
        at = text.rfind("Action:")
        name, args, kwargs = parse_call(text[at + len("Action:"):] if at >= 0 else text, self.CALLS)
        if name in ("click", "left_single", "tap", "long_press", "left_double", "double_click"):
            x, y = self._pixels(_arg(args, kwargs, 0, "start_box", "point", "start_point"), ctx)
            kind = {"long_press": "long_press", "left_double": "double_tap", "double_click": "double_tap"}.get(name, "tap")
            return [{"type": kind, "x": x, "y": y}]
        if name == "type":
            content = str(_arg(args, kwargs, 0, "content", "text"))
            submit = content.endswith("\n")
            actions: List[Action] = [{"type": "type", "text": content.rstrip("\n"), "clear": True}]
            return actions + ([{"type": "key", "key": "Enter"}] if submit else [])
        if name in ("scroll", "swipe"):
            direction = str(_arg(args, kwargs, 1, "direction")).strip().lower()
            if direction not in DIRECTIONS:
                raise ParseError(f"direction must be up, down, left or right, not {direction!r}")
            # scroll(direction='down') shows what is below: the finger moves up.
            finger = {"up": "down", "down": "up", "left": "right", "right": "left"}[direction] if name == "scroll" else direction
            action: Action = {"type": "swipe", "direction": finger}
            start = _arg(args, kwargs, 0, "start_box", "point", default=None)
            if start not in (None, ""):
                action["x"], action["y"] = self._pixels(start, ctx)
            return [action]
        if name == "drag":
            (x1, y1), (x2, y2) = (self._pixels(_arg(args, kwargs, i, key), ctx) for i, key in ((0, "start_box"), (1, "end_box")))
            dx, dy = x2 - x1, y2 - y1
            direction = ("right" if dx > 0 else "left") if abs(dx) > abs(dy) else ("down" if dy > 0 else "up")
            return [{"type": "swipe", "direction": direction, "x": x1, "y": y1, "distance": max(1, round(max(abs(dx), abs(dy))))}]
        if name == "press_back":
            return [{"type": "back"}]
        if name == "press_home":
            return [{"type": "home"}]
        if name == "press_recents":
            return [{"type": "recents"}]
        if name in ("press_enter", "hotkey"):
            key = str(_arg(args, kwargs, 0, "key", default="Enter"))
            key = {"enter": "Enter", "backspace": "Backspace", "tab": "Tab", "esc": "Escape", "escape": "Escape",
                   "delete": "Delete", "space": "Space"}.get(key.lower(), key)
            if key not in KEYS:
                raise ParseError(f"unknown key {key!r}")
            return [{"type": "key", "key": key}]
        if name == "open_app":
            return [{"type": "open_app", "name": str(_arg(args, kwargs, 0, "app_name", "name"))}]
        if name == "wait":
            return [{"type": "wait", "ms": 1000}]
        if name == "call_user":
            return [{"type": "done"}]
        return [self.finish(str(_arg(args, kwargs, 0, "content", default="")), ctx)]  # finished


# ---- BrowserGym --------------------------------------------------------------------------------

@register
class BrowserGymAdapter(Adapter):
    """BrowserGym's high-level action strings over bids (the UI tree's element ids):
    `click("e12")`, `dblclick`, `fill("e9", "text")` (replaces the field's text),
    `keyboard_type("text")` (types into the focused field), `keyboard_press("Enter")`,
    `press("e9", "Enter")`, `scroll(dx, dy)` (positive dy shows what is below), `go_back()`,
    `mouse_click(x, y)` (pixels), `send_msg_to_user("...")` (the answer of a query task, or the
    end of the task), `report_infeasible("...")`, `noop()`. For the phone, also
    `long_press("e12")`, `go_home()`, `recents()`, `open_app("Contacts")` and
    `scroll_at("e12", dx, dy)`."""

    name = "browsergym"
    CALLS = ("click", "dblclick", "long_press", "fill", "keyboard_type", "keyboard_press", "press", "scroll",
             "scroll_at", "go_back", "go_home", "recents", "open_app", "mouse_click", "send_msg_to_user",
             "report_infeasible", "noop")

    def system_prompt(self, ctx: Context) -> str:
        end = ('send_msg_to_user("...") # Answer the question; this ends the task.' if ctx.query
               else 'send_msg_to_user("done") # Say the task is complete; this ends it.')
        return (
            "You are a UI agent on a phone. Each turn you see the accessibility tree (elements with their bid in "
            "brackets) and a screenshot, and reply with one action from this list, in a ```python block:\n"
            'click(bid)\ndblclick(bid)\nlong_press(bid)\nfill(bid, value) # replaces the text of a field\n'
            "keyboard_type(text) # types into the focused field\nkeyboard_press(key) # " + ", ".join(KEYS) + "\n"
            "press(bid, key)\nscroll(delta_x, delta_y) # in pixels; positive delta_y shows what is below\n"
            "scroll_at(bid, delta_x, delta_y)\ngo_back()\ngo_home()\nrecents()\nopen_app(name)\n"
            "mouse_click(x, y) # in screenshot pixels\nnoop()\nreport_infeasible(reason)\n" + end)

    def observation_text(self, ctx: Context) -> str:
        obs = ctx.observation
        return (f"Step {ctx.step} of at most {ctx.max_steps}. Foreground app: {obs.get('foreground_app')}.\n"
                "# Accessibility tree\n" + ui_tree_text(obs, bracket=True))

    def _bid(self, value: Any, ctx: Context) -> str:
        bid = str(value)
        ctx.element(bid)  # raises when it is not on screen
        return bid

    @staticmethod
    def _scroll(dx: float, dy: float) -> Action:
        if dx == 0 and dy == 0:
            raise ParseError("scroll(0, 0) moves nothing")
        # Scrolling down (dy > 0) shows what is below: the finger moves up.
        if abs(dy) >= abs(dx):
            return {"type": "swipe", "direction": "up" if dy > 0 else "down", "distance": abs(dy)}
        return {"type": "swipe", "direction": "left" if dx > 0 else "right", "distance": abs(dx)}

    def parse(self, reply: Reply, ctx: Context) -> List[Action]:
        blocks = re.findall(r"```(?:python)?\s*(.*?)```", reply.content, flags=re.S)
        name, args, kwargs = parse_call(blocks[-1] if blocks else reply.content, self.CALLS)
        if name in ("click", "dblclick", "long_press"):
            kind = {"click": "tap", "dblclick": "double_tap", "long_press": "long_press"}[name]
            return [{"type": kind, "element": self._bid(_arg(args, kwargs, 0, "bid"), ctx)}]
        if name == "fill":
            bid = self._bid(_arg(args, kwargs, 0, "bid"), ctx)
            typed: Action = {"type": "type", "text": str(_arg(args, kwargs, 1, "value", "text")), "clear": True}
            focused = ctx.focused()
            return [typed] if focused is not None and focused.get("id") == bid else [{"type": "tap", "element": bid}, typed]
        if name == "keyboard_type":
            return [{"type": "type", "text": str(_arg(args, kwargs, 0, "text", "value"))}]
        if name in ("keyboard_press", "press"):
            key = str(_arg(args, kwargs, 1 if name == "press" else 0, "key_comb", "key"))
            if key not in KEYS:
                raise ParseError(f"unknown key {key!r}; keys: {', '.join(KEYS)}")
            if name == "press":
                bid = self._bid(_arg(args, kwargs, 0, "bid"), ctx)
                focused = ctx.focused()
                if focused is None or focused.get("id") != bid:
                    return [{"type": "tap", "element": bid}, {"type": "key", "key": key}]
            return [{"type": "key", "key": key}]
        if name == "scroll":
            return [self._scroll(float(_arg(args, kwargs, 0, "delta_x", "dx")), float(_arg(args, kwargs, 1, "delta_y", "dy")))]
        if name == "scroll_at":
            action = self._scroll(float(_arg(args, kwargs, 1, "delta_x", "dx")), float(_arg(args, kwargs, 2, "delta_y", "dy")))
            return [dict(action, element=self._bid(_arg(args, kwargs, 0, "bid"), ctx))]
        if name == "go_back":
            return [{"type": "back"}]
        if name == "go_home":
            return [{"type": "home"}]
        if name == "recents":
            return [{"type": "recents"}]
        if name == "open_app":
            return [{"type": "open_app", "name": str(_arg(args, kwargs, 0, "name", "app_name"))}]
        if name == "mouse_click":
            x, y = float(_arg(args, kwargs, 0, "x")), float(_arg(args, kwargs, 1, "y"))
            width, height = ctx.screen
            if not (0 <= x < width and 0 <= y < height):
                raise ParseError(f"mouse_click({x:g}, {y:g}) is off the {width}x{height} screen")
            return [{"type": "tap", "x": x, "y": y}]
        if name == "noop":
            return [{"type": "wait", "ms": int(_arg(args, kwargs, 0, "wait_ms", default=1000))}]
        if name == "report_infeasible":
            return [{"type": "done"}]
        return [self.finish(str(_arg(args, kwargs, 0, "text", "message")), ctx)]  # send_msg_to_user

