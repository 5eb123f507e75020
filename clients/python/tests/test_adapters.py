"""The adapters without a server or a model: the prompts they write, the action format and
coordinates they ask the session for, and what of a reply they send. Replies are parsed by the
server (contract/formats/, tested in tests/unit/formats.test.ts and tests/e2e/formats.test.ts);
the eval tests play each adapter's replies through it."""
import unittest

from vivarium.adapters import ADAPTERS, Adapter, Context, ParseError, Reply, make_adapter, register

TREE = [
    {"id": "e1", "role": "button", "text": "Save", "bounds": [800, 100, 1000, 200], "clickable": True},
    {"id": "e2", "role": "textbox", "text": "Ann", "bounds": [0, 300, 1080, 400], "editable": True, "focused": True},
]


def ctx(answer_type=None, answer=None, coordinates=None):
    return Context(task="t/x", goal="Do it.", answer_type=answer_type, screen=(1080, 2400), max_steps=10,
                   observation={"ui_tree": TREE, "foreground_app": "contacts"}, answer=answer, coordinates=coordinates)


class FormatTest(unittest.TestCase):
    def test_each_adapter_names_the_servers_format(self):
        self.assertEqual(make_adapter("json").session_options(), {"action_format": "native"})
        self.assertEqual(make_adapter("uitars").session_options(), {"action_format": "ui-tars", "coordinates": "norm1000"})
        self.assertEqual(make_adapter("uitars", coordinates="resized").session_options(),
                         {"action_format": "ui-tars", "coordinates": "resized"})
        self.assertEqual(make_adapter("qwen").session_options(), {"action_format": "qwen-mobile-use", "coordinates": "resized"})
        self.assertEqual(make_adapter("browsergym").session_options(), {"action_format": "browsergym"})

    def test_a_reply_goes_as_it_is(self):
        adapter = make_adapter("uitars")
        self.assertEqual(adapter.output(Reply("Thought: x\nAction: press_back()"), ctx()), "Thought: x\nAction: press_back()")
        calls = [{"type": "function", "function": {"name": "act", "arguments": '{"action": {"type": "back"}}'}}]
        self.assertEqual(make_adapter("json", tools=True).output(Reply("", calls), ctx()), {"tool_calls": calls})
        with self.assertRaises(ParseError):
            adapter.output(Reply("   "), ctx())


class PromptTest(unittest.TestCase):
    def test_json_states_the_answers_format_and_schema_when_the_reset_gives_them(self):
        answer = {"type": "count", "format": "Answer with the number only.", "schema": {"type": "integer", "minimum": 0}}
        prompt = make_adapter("json").system_prompt(ctx("count", answer))
        self.assertIn('The value must match this JSON Schema: {"type": "integer", "minimum": 0}', prompt)
        self.assertIn("Answer with the number only.", prompt)
        self.assertIn("Answer format: Answer with the number only.", make_adapter("json").messages(ctx("count", answer))[1]["content"][0]["text"])
        # Without it (an older server), the prompt says nothing of a schema.
        self.assertNotIn("JSON Schema", make_adapter("json").system_prompt(ctx("count")))
        self.assertIn('{"type": "done"}', make_adapter("json").system_prompt(ctx()))

    def test_uitars_states_its_grid(self):
        self.assertIn("1000x1000 grid", make_adapter("uitars").system_prompt(ctx()))
        self.assertIn("pixels of the screenshot", make_adapter("uitars", coordinates="resized").system_prompt(ctx()))
        self.assertIn("finished(content='xxx')", make_adapter("uitars").system_prompt(ctx("text")))

    def test_qwen_tells_the_model_its_screen_in_its_coordinates(self):
        resized = {"format": "qwen-mobile-use", "space": "resized", "width": 1092, "height": 2408}
        self.assertIn("The screen's resolution is 1092x2408.", make_adapter("qwen").system_prompt(ctx(coordinates=resized)))
        self.assertIn("The screen's resolution is 999x999.", make_adapter("qwen", coordinates="norm999").system_prompt(ctx()))
        self.assertIn('"answer"', make_adapter("qwen").system_prompt(ctx("text")))

    def test_browsergym_lists_bids(self):
        text = make_adapter("browsergym").observation_text(ctx())
        self.assertIn('[e1] button "Save" clickable', text)


class NewAdapterTest(unittest.TestCase):
    def test_an_adapter_is_one_class_and_may_parse_a_format_the_server_does_not_know(self):
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
            self.assertIsNone(make_adapter("json").parse(Reply('{"type": "done"}'), ctx()), "built-in formats are the server's to parse")
            messages = adapter.messages(ctx())
            self.assertEqual(messages[0], {"role": "system", "content": "Reply with TAP x y."})
            self.assertIn("Goal: Do it.", messages[-1]["content"][0]["text"])
            self.assertIn('e1 button "Save" clickable [800,100,1000,200]', messages[-1]["content"][0]["text"])
        finally:
            del ADAPTERS["taps-test"]


if __name__ == "__main__":
    unittest.main()
