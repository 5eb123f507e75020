"""The adapters' parsers on replies written by hand, without a server or a model."""
import unittest

from vivarium.adapters import ADAPTERS, Adapter, Context, ParseError, Reply, make_adapter, register

TREE = [
    {"id": "e1", "role": "button", "text": "Save", "bounds": [800, 100, 1000, 200], "clickable": True},
    {"id": "e2", "role": "textbox", "text": "Ann", "bounds": [0, 300, 1080, 400], "editable": True, "focused": True},
    {"id": "e3", "role": "textbox", "text": "", "bounds": [0, 500, 1080, 600], "editable": True},
]


def ctx(answer_type=None):
    return Context(task="t/x", goal="Do it.", answer_type=answer_type, screen=(1080, 2400), max_steps=10,
                   observation={"ui_tree": TREE, "foreground_app": "contacts"})


def parse(adapter, content, answer_type=None, **options):
    return make_adapter(adapter, **options).parse(Reply(content), ctx(answer_type))


class JsonTest(unittest.TestCase):
    def test_forms(self):
        self.assertEqual(parse("json", '{"type": "tap", "element": "e1"}'), [{"type": "tap", "element": "e1"}])
        self.assertEqual(parse("json", 'Thinking.\n```json\n{"type": "swipe", "direction": "up"}\n```'),
                         [{"type": "swipe", "direction": "up"}])
        self.assertEqual(parse("json", '{"action": {"type": "done"}}'), [{"type": "done"}])
        self.assertEqual(parse("json", '{"name": "type", "arguments": {"text": "hi"}}'), [{"type": "type", "text": "hi"}])
        tool = Reply("", [{"type": "function", "function": {"name": "act", "arguments": '{"action": {"type": "back"}}'}}])
        self.assertEqual(make_adapter("json").parse(tool, ctx()), [{"type": "back"}])

    def test_errors(self):
        for bad in ("tap the save button", '{"type": "fly"}', '{"type": "tap", "x": 5000, "y": 1}', '{"text": "x"}'):
            with self.assertRaises(ParseError, msg=bad):
                parse("json", bad)


class UiTarsTest(unittest.TestCase):
    def test_points_on_the_grid(self):
        self.assertEqual(parse("uitars", "Thought: save.\nAction: click(start_box='<|box_start|>(500,500)<|box_end|>')"),
                         [{"type": "tap", "x": 540, "y": 1200}])
        self.assertEqual(parse("uitars", "Action: click(start_box='(100,250)')"), [{"type": "tap", "x": 108, "y": 600}])
        self.assertEqual(parse("uitars", "Action: long_press(start_box='[100, 100, 300, 300]')"),
                         [{"type": "long_press", "x": 216, "y": 480}], "a box is its centre")
        self.assertEqual(parse("uitars", "Action: click(point='<point>1000 1000</point>')"), [{"type": "tap", "x": 1079, "y": 2399}])
        with self.assertRaises(ParseError):
            parse("uitars", "Action: click(start_box='(1500,20)')")

    def test_scroll_type_and_finish(self):
        self.assertEqual(parse("uitars", "Action: scroll(start_box='(500,500)', direction='down')"),
                         [{"type": "swipe", "direction": "up", "x": 540, "y": 1200}], "scrolling down moves the finger up")
        self.assertEqual(parse("uitars", "Action: drag(start_box='(500,600)', end_box='(500,100)')"),
                         [{"type": "swipe", "direction": "up", "x": 540, "y": 1440, "distance": 1200}])
        self.assertEqual(parse("uitars", "Action: type(content='it\\'s\\n')"),
                         [{"type": "type", "text": "it's", "clear": True}, {"type": "key", "key": "Enter"}])
        self.assertEqual(parse("uitars", "Action: open_app(app_name='Clock')"), [{"type": "open_app", "name": "Clock"}])
        self.assertEqual(parse("uitars", "Action: press_back()"), [{"type": "back"}])
        self.assertEqual(parse("uitars", "Action: finished(content='')"), [{"type": "done"}])
        self.assertEqual(parse("uitars", "Action: finished(content='+1 555-0100')", answer_type="text"),
                         [{"type": "answer", "value": "+1 555-0100"}])
        for bad in ("Action: fly()", "click somewhere", "Action: scroll(direction='sideways')", "Action: click(start_box=x)"):
            with self.assertRaises(ParseError, msg=bad):
                parse("uitars", bad)


class BrowserGymTest(unittest.TestCase):
    def test_actions_over_bids(self):
        self.assertEqual(parse("browsergym", '```python\nclick("e1")\n```'), [{"type": "tap", "element": "e1"}])
        self.assertEqual(parse("browsergym", 'fill("e2", "Bo")'), [{"type": "type", "text": "Bo", "clear": True}],
                         "filling the focused field types into it")
        self.assertEqual(parse("browsergym", "fill('e3', 'Bo')"),
                         [{"type": "tap", "element": "e3"}, {"type": "type", "text": "Bo", "clear": True}])
        self.assertEqual(parse("browsergym", "scroll(0, 600)"), [{"type": "swipe", "direction": "up", "distance": 600}])
        self.assertEqual(parse("browsergym", "scroll(-300, 0)"), [{"type": "swipe", "direction": "right", "distance": 300}])
        self.assertEqual(parse("browsergym", "keyboard_press('Enter')"), [{"type": "key", "key": "Enter"}])
        self.assertEqual(parse("browsergym", "go_back()"), [{"type": "back"}])
        self.assertEqual(parse("browsergym", "noop()"), [{"type": "wait", "ms": 1000}])
        self.assertEqual(parse("browsergym", 'send_msg_to_user("done")'), [{"type": "done"}])
        self.assertEqual(parse("browsergym", 'send_msg_to_user("3")', answer_type="number"), [{"type": "answer", "value": "3"}])

    def test_errors(self):
        for bad in ('click("e99")', "click(", "press_the_button()", "scroll(0, 0)", "keyboard_press('F13')",
                    "mouse_click(5000, 1)"):
            with self.assertRaises(ParseError, msg=bad):
                parse("browsergym", bad)


class NewAdapterTest(unittest.TestCase):
    def test_an_adapter_is_one_class(self):
        @register
        class Taps(Adapter):
            name = "taps-test"

            def system_prompt(self, ctx):
                return "Reply with TAP x y."

            def parse(self, reply, ctx):
                x, y = reply.content.split()[1:]
                return [{"type": "tap", "x": int(x), "y": int(y)}]
        try:
            adapter = make_adapter("taps-test", images=False)
            self.assertEqual(adapter.parse(Reply("TAP 3 4"), ctx()), [{"type": "tap", "x": 3, "y": 4}])
            messages = adapter.messages(ctx())
            self.assertEqual(messages[0], {"role": "system", "content": "Reply with TAP x y."})
            self.assertIn("Goal: Do it.", messages[-1]["content"][0]["text"])
            self.assertIn('e1 button "Save" clickable [800,100,1000,200]', messages[-1]["content"][0]["text"])
        finally:
            del ADAPTERS["taps-test"]


if __name__ == "__main__":
    unittest.main()
