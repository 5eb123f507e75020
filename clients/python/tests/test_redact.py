"""Secrets never printed: the client's errors, and `redact` wherever the package writes text, hide
the server's token (sent as `?token=` in the URL), bearer tokens and API keys. The end-to-end
check, every output of a `vivarium eval` run grepped for the token, is in test_eval.py."""
import asyncio
import socket
import unittest

from vivarium import AsyncClient, VivariumError, redact
from vivarium.client import remember_secret
from vivarium.evaluate import http_base


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class RedactTest(unittest.TestCase):
    def test_query_parameters_bearer_tokens_and_remembered_secrets(self):
        self.assertEqual(redact("ws://h:1/v1/env?session=a&token=s3%2Fcret&x=1"), "ws://h:1/v1/env?session=a&token=***&x=1")
        self.assertEqual(redact("GET /x?api_key=abcd&key=efgh"), "GET /x?api_key=***&key=***")
        self.assertEqual(redact("Authorization: Bearer abc.def-ghi"), "Authorization: Bearer ***")
        remember_secret("hunter22-secret")
        self.assertEqual(redact("the secret is hunter22-secret, as said"), "the secret is ***, as said")
        # Inside JSON text the redaction keeps the JSON valid.
        self.assertEqual(redact('{"error": "ws://h/?token=abc\\"x"}'), '{"error": "ws://h/?token=***\\"x"}')

    def test_errors_never_hold_the_token(self):
        self.assertEqual(str(VivariumError("cannot reach ws://h/v1/env?token=zzzz", kind="CONNECTION_FAILED")),
                         "CONNECTION_FAILED: cannot reach ws://h/v1/env?token=***")
        url = f"ws://127.0.0.1:{free_port()}/v1/env?token=never-print-me"
        with self.assertRaises(VivariumError) as raised:
            asyncio.run(AsyncClient.connect(url, open_timeout=2))
        text = f"{raised.exception} {raised.exception!r} {raised.exception.__cause__!r} {raised.exception.__context__!r}"
        self.assertIn("CONNECTION_FAILED", text)
        self.assertNotIn("never-print-me", text)

    def test_the_http_base_drops_the_query(self):
        self.assertEqual(http_base("ws://h:1/v1/env?token=abc"), "http://h:1")
        self.assertEqual(http_base("wss://h/prefix/v1/env"), "https://h/prefix")


if __name__ == "__main__":
    unittest.main()
