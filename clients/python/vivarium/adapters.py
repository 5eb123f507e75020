"""Prompt adapters: how `vivarium eval` talks to a model in the format it was trained on.

An adapter turns an episode's goal, its latest observation and the history of the model's
replies into OpenAI chat messages, and says which action format the model writes: the server
parses the model's raw reply in that format (`session.create {action_format}`, `env.step
{output}`; docs/protocol.md, "Action formats"), so a format is parsed in one place, the server's
`contract/formats/`. Adding a prompt is one subclass of `Adapter` with a `name`, an
`action_format` and a `system_prompt`, registered with `@register`:

    @register
    class MyPrompt(Adapter):
        name = "mine"
        action_format = "qwen-mobile-use"
        coordinates = "norm999"
        def system_prompt(self, ctx): return "..."

A format the server does not know can still be played: override `parse` to return the
protocol's actions yourself.

Built in:
- `json`: the protocol's actions as JSON (`{"type": "tap", "element": "e12"}`), or a tool call to
  the function `act` with `tools=True` (format `native`); typed answers go as they are;
- `uitars`: UI-TARS calls (`click(point='<point>x y</point>')`, `type(content='...')`,
  `scroll(...)`, `press_back()`, `finished(content='...')`) on a 0-1000 grid (UI-TARS v1), or with
  `coordinates="resized"` in pixels of the smart_resize'd screenshot (UI-TARS-1.5);
- `qwen`: Qwen2.5-VL / Qwen3-VL `mobile_use` tool calls, in resized pixels (`coordinates="resized"`,
  the default) or on a 0-999 grid (`coordinates="norm999"`);
- `browsergym`: BrowserGym action strings (`click("e12")`, `fill("e9", "text")`, `scroll(0, 600)`,
  `go_back()`, `send_msg_to_user("...")`, `noop()`) over the UI tree's element ids as bids.
"""
from __future__ import annotations

import base64
import json
from dataclasses import dataclass, field
from typing import Any, Dict, List, Optional, Tuple, Type, Union

from .spaces import ACTION_TYPES, KEYS

Action = Dict[str, Any]
Message = Dict[str, Any]


class ParseError(ValueError):
    """The model's reply holds no action (an adapter's own `parse` raises it; the server's parsing
    answers VALIDATION_ERROR with `data.parse_error`, which the harness counts the same way)."""


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
    # A query task's answer as the reset's info describes it: {"type", "format", "schema"} (or None).
    answer: Optional[Dict[str, Any]] = None
    # How the session reads points: {"format", "space", "width", "height"} from the observation.
    coordinates: Optional[Dict[str, Any]] = None

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


Output = Union[str, Dict[str, Any], List[Any]]


class Adapter:
    """The base of every prompt. Subclasses give `name`, `action_format` (how the server reads the
    model's reply) and `system_prompt`; they may change what the model sees of a screen
    (`observation_text`, `images`), offer `tools`, and choose what of a reply goes to the server
    (`output`)."""

    name = ""
    action_format = "native"  # the server's parser for the model's replies (hello's action_formats)
    coordinates: Optional[Any] = None  # the session's coordinate space, when the format needs one declared
    images = True  # send the screenshot (as an image content part)
    ui_tree = True  # put the UI tree in the prompt as text
    history_limit = 20  # earlier turns kept in the prompt (their replies and outcomes)

    def __init__(self, images: Optional[bool] = None, coordinates: Optional[Any] = None, **options: Any) -> None:
        if images is not None:
            self.images = images
        if coordinates is not None:
            self.coordinates = coordinates
        self.options = options

    # ---- what subclasses give ----------------------------------------------------------------

    def system_prompt(self, ctx: Context) -> str:
        raise NotImplementedError

    def session_options(self) -> Dict[str, Any]:
        """What `session.create` needs to read this adapter's replies: the format and its coordinates."""
        options: Dict[str, Any] = {"action_format": self.action_format}
        if self.coordinates is not None:
            options["coordinates"] = self.coordinates
        return options

    def output(self, reply: Reply, ctx: Context) -> Output:
        """What of a reply the server parses: its tool calls when it made some, else its text."""
        if reply.tool_calls:
            return {"tool_calls": reply.tool_calls}
        if not reply.content.strip():
            raise ParseError("the reply is empty")
        return reply.content

    def parse(self, reply: Reply, ctx: Context) -> Optional[List[Action]]:
        """For a format the server does not know: the protocol's actions of one reply (raise
        `ParseError` when it holds none). None (the default) sends the reply to the server's parser."""
        return None

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
            if ctx.answer and ctx.answer.get("format"):
                intro += f"\nAnswer format: {ctx.answer['format']}"
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


# ---- json --------------------------------------------------------------------------------------

@register
class JsonAdapter(Adapter):
    """The protocol's actions as JSON: a reply holds one action object (in a ```json block or
    bare), or with `tools=True` a tool call `act({"action": {...}})`. Answers are typed JSON values,
    sent as the model wrote them."""

    name = "json"
    action_format = "native"

    def __init__(self, images: Optional[bool] = None, tools: bool = False, **options: Any) -> None:
        super().__init__(images, **options)
        self.use_tools = tools

    def system_prompt(self, ctx: Context) -> str:
        width, height = ctx.screen
        if ctx.query:
            end = 'When you know the answer, reply {"type": "answer", "value": ...} (a number, a string, true or false, or a list of strings).'
            if ctx.answer and ctx.answer.get("schema") is not None:
                end += "\nThe value must match this JSON Schema: " + json.dumps(ctx.answer["schema"])
            if ctx.answer and ctx.answer.get("format"):
                end += "\n" + str(ctx.answer["format"])
        else:
            end = 'When the task is complete, reply {"type": "done"}.'
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


# ---- UI-TARS -----------------------------------------------------------------------------------

@register
class UiTarsAdapter(Adapter):
    """UI-TARS mobile use: `Thought: ...` then `Action: click(point='<point>x y</point>')`. Points on
    a 0-1000 grid over the screenshot (UI-TARS v1, the default), or with `coordinates="resized"`
    in pixels of the screenshot as the model's image processor resized it (UI-TARS-1.5).
    `type(content=...)` types into the focused field (a trailing "\\n" also presses Enter);
    `scroll(direction='down')` shows what is below. Beyond UI-TARS's list: `press_recents()`,
    `press_enter()`."""

    name = "uitars"
    action_format = "ui-tars"
    coordinates = "norm1000"
    ui_tree = False

    def system_prompt(self, ctx: Context) -> str:
        end = ("finished(content='xxx') # Submit the answer to the question in content and end the task."
               if ctx.query else "finished(content='') # End the task when it is complete.")
        if self.coordinates == "norm1000":
            note = "Coordinates are on a 1000x1000 grid over the screenshot: (0,0) top-left, (1000,1000) bottom-right."
        else:
            note = "Coordinates are pixels of the screenshot as you see it: (0,0) is its top-left corner."
        return (
            "You are a GUI agent on a phone. You are given a task, your action history and a screenshot. "
            "Perform the next action to complete the task.\n\n## Output Format\nThought: ...\nAction: ...\n\n"
            "## Action Space\n"
            "click(point='<point>x1 y1</point>')\n"
            "long_press(point='<point>x1 y1</point>')\n"
            "type(content='') # Types into the focused field. End with \"\\n\" to submit.\n"
            "scroll(point='<point>x1 y1</point>', direction='down or up or right or left') # Shows more on the direction's side.\n"
            "drag(start_point='<point>x1 y1</point>', end_point='<point>x2 y2</point>')\n"
            "open_app(app_name='')\npress_home()\npress_back()\npress_recents()\nwait() # 5 seconds\n" + end + "\n\n"
            f"## Note\n{note}")

    def observation_text(self, ctx: Context) -> str:
        return f"Step {ctx.step} of at most {ctx.max_steps}."


# ---- Qwen mobile_use ---------------------------------------------------------------------------

@register
class QwenAdapter(Adapter):
    """Qwen2.5-VL / Qwen3-VL's `mobile_use` tool, called in `<tool_call>` tags. The tool tells the
    model the screen's size in its coordinates: the resized screenshot's pixels (Qwen2.5-VL, the
    default) or 999x999 (Qwen3-VL, `coordinates="norm999"`)."""

    name = "qwen"
    action_format = "qwen-mobile-use"
    coordinates = "resized"
    ui_tree = False

    def system_prompt(self, ctx: Context) -> str:
        space = ctx.coordinates or {}
        width, height = (999, 999) if self.coordinates == "norm999" else (space.get("width", ctx.screen[0]), space.get("height", ctx.screen[1]))
        answer = "\n* `answer`: give the answer of the question in `text`; it ends the task." if ctx.query else ""
        tool = {"type": "function", "function": {
            "name": "mobile_use",
            "description": ("Use a touchscreen to interact with a phone, and take screenshots.\n"
                            f"* The screen's resolution is {width}x{height}.\n"
                            "* Tap elements in their centre."),
            "parameters": {"type": "object", "required": ["action"], "properties": {
                "action": {"type": "string", "enum": ["key", "click", "long_press", "swipe", "type", "system_button", "open", "wait",
                                                      "terminate"] + (["answer"] if ctx.query else []),
                           "description": ("* `click`: tap (x, y) = coordinate.\n* `long_press`: press coordinate for `time` seconds.\n"
                                           "* `swipe`: move a finger from coordinate to coordinate2.\n* `type`: type `text` into the focused field.\n"
                                           "* `key`: press a key (`text`: enter, del).\n* `system_button`: Back, Home, Menu or Enter.\n"
                                           "* `open`: open the app named `text`.\n* `wait`: wait `time` seconds.\n"
                                           "* `terminate`: end the task (`status`: success or failure)." + answer)},
                "coordinate": {"type": "array"}, "coordinate2": {"type": "array"}, "text": {"type": "string"},
                "time": {"type": "number"}, "button": {"type": "string", "enum": ["Back", "Home", "Menu", "Enter"]},
                "status": {"type": "string", "enum": ["success", "failure"]}}}}}
        return ("You are a helpful assistant operating a phone.\n\n# Tools\n\nYou may call one or more functions.\n\n"
                "<tools>\n" + json.dumps(tool) + "\n</tools>\n\nFor each function call, return a JSON object with the function "
                "name and arguments within <tool_call></tool_call> XML tags:\n<tool_call>\n"
                '{"name": <function-name>, "arguments": <args-json-object>}\n</tool_call>')

    def observation_text(self, ctx: Context) -> str:
        return f"Step {ctx.step} of at most {ctx.max_steps}."


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
    action_format = "browsergym"

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
