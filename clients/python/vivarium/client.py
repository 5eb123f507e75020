"""The Vivarium protocol client (docs/protocol.md): JSON-RPC 2.0 over one WebSocket.

`AsyncClient` is the asyncio client: request ids, a reader task that hands each response to the
request with its id, binary screenshot frames joined to the JSON that references them (or base64),
typed errors, and retries of retryable errors over a list of server URLs.

`Client` is the blocking wrapper: it runs an `AsyncClient` on an event loop in a background
thread, so it works the same from scripts, notebooks (which already run a loop) and threads.

Written against the `websockets` API common to 10.x and 13+: `websockets.connect(url, ...)`,
`send`, `recv`/`async for`, `close`.
"""
from __future__ import annotations

import asyncio
import base64
import itertools
import json
import random
import re
import threading
import uuid
from typing import Any, Awaitable, Dict, List, Optional, Sequence, Set, TypeVar, Union
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

import websockets
import websockets.exceptions

PROTOCOL_VERSION = 1
DEFAULT_URL = "ws://localhost:8080/v1/env"
# The server accepts at most 1 MiB from a client, but what it sends back (a UI tree and a
# base64 PNG screenshot) can be larger.
DEFAULT_MAX_MESSAGE_BYTES = 64 * 1024 * 1024

Json = Dict[str, Any]
Action = Dict[str, Any]
Urls = Union[str, Sequence[str]]
T = TypeVar("T")


# Secrets never go into an error message, a log line or a results file: the values of query
# parameters that carry them (`?token=...`, the way this client sends the server's token), bearer
# headers, and every secret this process was given (`remember_secret`) are replaced by `***`.
_SECRET_PARAM = re.compile(r"(?i)\b((?:token|access_token|api[-_]?key|key|secret|password)=)[^&\s'\"<>#\\]+")
_BEARER = re.compile(r"(?i)\b(Bearer\s+)[A-Za-z0-9._~+/=-]+")
_SECRETS: Set[str] = set()
REDACTED = "***"


def remember_secret(value: Optional[str]) -> None:
    """From now on, `redact` hides `value` wherever it appears (tokens, API keys)."""
    if value and len(value) >= 4:
        _SECRETS.add(value)


def redact(text: str) -> str:
    """`text` with secrets replaced by `***`: `token=` (and key, password ...) parameters, bearer
    tokens, and every value given to `remember_secret`."""
    text = _SECRET_PARAM.sub(lambda m: m.group(1) + REDACTED, text)
    text = _BEARER.sub(lambda m: m.group(1) + REDACTED, text)
    for secret in sorted(_SECRETS, key=len, reverse=True):
        text = text.replace(secret, REDACTED)
    return text


def _remember_url_secrets(url: str) -> None:
    for name, value in parse_qsl(urlsplit(url).query, keep_blank_values=True):
        if _SECRET_PARAM.match(f"{name}=x"):
            remember_secret(value)


class VivariumError(Exception):
    """A protocol error (docs/protocol.md, "Errors"), or a connection that failed or closed.

    `kind` is the server's error kind (`VALIDATION_ERROR`, `CAPACITY_REACHED`, ...) or one of the
    client's own: `CONNECTION_FAILED`, `CONNECTION_CLOSED`, `TIMEOUT`. `retryable` says whether
    the same request may succeed if sent again.
    """

    def __init__(self, message: str, kind: str = "UNKNOWN", retryable: bool = False,
                 code: Optional[int] = None, data: Optional[Json] = None) -> None:
        message = redact(message)
        super().__init__(message)
        self.message = message
        self.kind = kind
        self.retryable = retryable
        self.code = code
        self.data = data or {}

    def __str__(self) -> str:
        return f"{self.kind}: {self.message}"

    def __repr__(self) -> str:
        return f"VivariumError({self.message!r}, kind={self.kind!r}, retryable={self.retryable}, code={self.code})"


class ConnectionClosedError(VivariumError):
    """The socket closed while a request was in flight (its sessions are gone with it)."""

    def __init__(self, message: str = "connection closed") -> None:
        super().__init__(message, kind="CONNECTION_CLOSED", retryable=True)


def normalize_url(url: str) -> str:
    """`http://host:port`, `ws://host:port` and `ws://host:port/v1/env` all name the endpoint
    (a query, such as `?token=...`, is kept)."""
    if url.startswith("http://") or url.startswith("https://"):
        url = "ws" + url[4:]
    if "://" not in url:
        url = "ws://" + url
    parts = urlsplit(url)
    path = parts.path.rstrip("/")
    if not path.endswith("/v1/env"):
        path += "/v1/env"
    return urlunsplit(parts._replace(path=path))


def _with_param(url: str, name: str, value: Optional[str]) -> str:
    parts = urlsplit(url)
    query = [(k, v) for k, v in parse_qsl(parts.query, keep_blank_values=True) if k != name]
    if value is not None:
        query.append((name, value))
    return urlunsplit(parts._replace(query=urlencode(query)))


def with_session(url: str, session_id: Optional[str]) -> str:
    """`url` with `?session=<id>` set (or removed, for None). A gateway in front of several servers
    routes a connection that names a session to the replica holding it (docs/scale-out.md); a
    server reached directly ignores the parameter."""
    return _with_param(url, "session", session_id)


def _url_list(urls: Urls) -> List[str]:
    items = [urls] if isinstance(urls, str) else list(urls)
    if not items:
        raise ValueError("no server URL given")
    return [normalize_url(u) for u in items]


class RetryPolicy:
    """How often and how long to retry retryable errors: exponential backoff with jitter."""

    def __init__(self, attempts: int = 6, base_delay: float = 0.25, max_delay: float = 8.0) -> None:
        self.attempts = max(1, attempts)
        self.base_delay = base_delay
        self.max_delay = max_delay

    def delay(self, attempt: int) -> float:
        return min(self.max_delay, self.base_delay * (2 ** attempt)) * (0.5 + random.random() / 2)


NO_RETRY = RetryPolicy(attempts=1)


class AsyncClient:
    """One WebSocket to a Vivarium env server. Create it with `await AsyncClient.connect(url)`.

    Several calls may be in flight at once (`asyncio.gather` over sessions); each gets its own
    request id and its response is matched by id.
    """

    def __init__(self, urls: List[str], *, screenshots: str = "binary", retry: RetryPolicy = RetryPolicy(),
                 max_message_bytes: int = DEFAULT_MAX_MESSAGE_BYTES, open_timeout: float = 20.0,
                 client_name: str = "vivarium-python", auto_reconnect: bool = True,
                 token: Optional[str] = None) -> None:
        if screenshots not in ("binary", "base64"):
            raise ValueError('screenshots must be "binary" or "base64"')
        remember_secret(token)
        for url in urls:
            _remember_url_secrets(url)
        # The server's bearer token (VIVARIUM_TOKEN) travels as `?token=` (docs/protocol.md,
        # "Authentication"), which every websockets version can send.
        self.urls = [_with_param(u, "token", token) for u in urls] if token else urls
        self.url = self.urls[0]
        self.screenshots = screenshots
        self.retry = retry
        self.max_message_bytes = max_message_bytes
        self.open_timeout = open_timeout
        self.client_name = client_name
        self.hello: Json = {}
        self._url_index = 0
        self._ids = itertools.count(1)
        self._pending: Dict[int, "asyncio.Future[Any]"] = {}
        self._blobs: Dict[int, bytes] = {}
        self._socket: Any = None
        self._reader: Optional["asyncio.Task[None]"] = None
        self._send_lock: Optional[asyncio.Lock] = None
        self._closed_reason: Optional[str] = None
        self._generation = 0  # counts connections, so concurrent failures reconnect once
        self._reconnect_lock: Optional[asyncio.Lock] = None
        self._user_closed = False
        self.auto_reconnect = auto_reconnect
        # Sessions created over this connection. Without `session.resume` the server closes them
        # when the socket closes; with it, `resume_tokens` lets a new socket take them over.
        self.sessions: set = set()
        self.resume_tokens: Dict[str, str] = {}
        # Sessions the server closed itself (a `session.closed` notice: drain, idle, device lost), with why.
        self.closed_sessions: Dict[str, str] = {}
        self.session_info: Dict[str, Json] = {}  # each session's `session.create` result

    # ---- connection --------------------------------------------------------------------------

    @classmethod
    async def connect(cls, urls: Urls = DEFAULT_URL, **options: Any) -> "AsyncClient":
        """Connect to the first server in `urls` that answers `hello`, trying them in turn
        (with backoff) while connecting fails or the server answers with a retryable error."""
        client = cls(_url_list(urls), **options)
        await client._connect_any()
        return client

    async def _connect_any(self) -> None:
        last: Optional[BaseException] = None
        for attempt in range(self.retry.attempts):
            for offset in range(len(self.urls)):
                index = (self._url_index + offset) % len(self.urls)
                try:
                    await self._open(self.urls[index])
                    self._url_index = index
                    return
                except VivariumError as error:
                    last = error
                    if not error.retryable:
                        raise
            if attempt + 1 < self.retry.attempts:
                await asyncio.sleep(self.retry.delay(attempt))
        assert last is not None
        raise last

    async def _open(self, url: str) -> None:
        try:
            socket = await asyncio.wait_for(
                websockets.connect(url, max_size=self.max_message_bytes, ping_interval=20, ping_timeout=120,
                                   open_timeout=self.open_timeout),
                timeout=self.open_timeout + 5)
        except (OSError, asyncio.TimeoutError, websockets.exceptions.WebSocketException) as error:
            # (Not chained: the library's own error may print the URL, token and all.)
            raise VivariumError(f"cannot connect to {url}: {type(error).__name__}: {error}", kind="CONNECTION_FAILED",
                                retryable=True) from None
        self._socket = socket
        self.url = with_session(url, None)
        self.connected_url = url  # as opened: with `?session=<id>` after a reconnect that resumes
        self._generation += 1
        self._closed_reason = None
        self._blobs.clear()
        self._send_lock = asyncio.Lock()
        self._reader = asyncio.ensure_future(self._read(socket))
        try:
            self.hello = await self.call("hello", {"protocol_version": PROTOCOL_VERSION, "screenshots": self.screenshots,
                                                   "client": self.client_name})
        except BaseException:
            await self._drop_socket()
            raise

    async def _drop_socket(self) -> None:
        socket, reader = self._socket, self._reader
        self._socket, self._reader = None, None
        if socket is not None:
            try:
                await socket.close()
            except Exception:
                pass
        if reader is not None:
            try:
                await reader
            except BaseException:
                pass

    async def reconnect(self) -> List[str]:
        """Open a new connection and take over this client's sessions with `session.resume`.
        Sessions live on one server, so this reconnects to the same URL (with backoff) when there
        are sessions to resume, naming one of them in the URL (`?session=<id>`: a gateway routes
        the connection to the replica that holds it), else to any server of the list. Returns the
        ids of the sessions it could not resume (the server closed them, or has no `session.resume`)."""
        await self._drop_socket()
        tokens = dict(self.resume_tokens)
        lost = [sid for sid in self.sessions if sid not in tokens]
        self.sessions.clear()
        self.resume_tokens.clear()
        if tokens:
            urls, self.urls = self.urls, [with_session(self.url, next(iter(tokens)))]
            try:
                await self._connect_any()
            finally:
                self.urls = urls
        else:
            await self._connect_any()
        for sid, token in tokens.items():
            try:
                await self.call("session.resume", {"session_id": sid, "resume_token": token})
                self.sessions.add(sid)
                self.resume_tokens[sid] = token
            except VivariumError:
                lost.append(sid)
        return lost

    async def _recover(self, generation: int) -> None:
        """After a dropped socket: reconnect and resume, once for every call that saw the drop."""
        if self._reconnect_lock is None:
            self._reconnect_lock = asyncio.Lock()
        async with self._reconnect_lock:
            if self._generation == generation and not self._user_closed:
                await self.reconnect()

    def _can_recover(self) -> bool:
        return self.auto_reconnect and not self._user_closed and bool(self.resume_tokens)

    async def ensure_connected(self) -> None:
        """Open a connection (any server of the list) if this client has none open now."""
        if not self.connected:
            await self._drop_socket()
            await self._connect_any()

    @property
    def connected(self) -> bool:
        return self._socket is not None and self._reader is not None and not self._reader.done()

    async def close(self) -> None:
        """Close the socket; the server closes every session it created."""
        self._user_closed = True
        await self._drop_socket()
        self.sessions.clear()
        self.resume_tokens.clear()

    async def __aenter__(self) -> "AsyncClient":
        return self

    async def __aexit__(self, *exc: Any) -> None:
        await self.close()

    # ---- the wire ----------------------------------------------------------------------------

    async def _read(self, socket: Any) -> None:
        reason = "connection closed"
        try:
            async for message in socket:
                if isinstance(message, (bytes, bytearray, memoryview)):
                    self._receive_blob(bytes(message))
                else:
                    self._receive_text(message)
        except websockets.exceptions.ConnectionClosed as closed:
            reason = f"connection closed ({closed})"
        except Exception as error:  # a bug in dispatch must not leave callers waiting forever
            reason = f"connection reader failed: {error!r}"
        finally:
            self._closed_reason = reason
            pending, self._pending = self._pending, {}
            for future in pending.values():
                if not future.done():
                    future.set_exception(ConnectionClosedError(reason))

    def _receive_blob(self, frame: bytes) -> None:
        if len(frame) < 4:
            return
        self._blobs[int.from_bytes(frame[:4], "big")] = frame[4:]
        # A blob whose JSON never comes (its request timed out on our side) must not pile up.
        while len(self._blobs) > 256:
            del self._blobs[next(iter(self._blobs))]

    def _receive_text(self, text: str) -> None:
        try:
            message = json.loads(text)
        except ValueError:
            return
        if not isinstance(message, dict):
            return
        message_id = message.get("id")
        if message_id is None and message.get("method") == "session.closed":
            params = message.get("params") or {}
            self._forget(str(params.get("session_id")), str(params.get("reason", "closed")))
            return
        future = self._pending.pop(message_id, None) if isinstance(message_id, int) else None
        if "error" in message:
            error = message.get("error") or {}
            data = error.get("data") or {}
            exception = VivariumError(str(error.get("message", "error")), kind=str(data.get("kind", "UNKNOWN")),
                                      retryable=bool(data.get("retryable", False)), code=error.get("code"), data=data)
            if future is not None and not future.done():
                future.set_exception(exception)
            return
        result = self._attach_screenshots(message.get("result"))
        if future is not None and not future.done():
            future.set_result(result)

    def let_go(self, session_id: str) -> bool:
        """Stop holding `session_id`: it is not resumed on a reconnect, and a new connection orphans
        nothing of it. Returns whether this client held it."""
        held = session_id in self.sessions or session_id in self.resume_tokens
        self.sessions.discard(session_id)
        self.resume_tokens.pop(session_id, None)
        return held

    def _forget(self, session_id: str, reason: str) -> None:
        """The server closed `session_id` (its `session.closed` notice): nothing to resume any more."""
        if self.let_go(session_id):
            self.closed_sessions[session_id] = reason
            while len(self.closed_sessions) > 10_000:
                del self.closed_sessions[next(iter(self.closed_sessions))]

    def _attach_screenshots(self, result: Any) -> Any:
        """Replace `{"blob": n}` / `{"base64": "..."}` in every observation with `{"data": bytes}`."""
        if not isinstance(result, dict):
            return result
        observations = []
        if isinstance(result.get("observation"), dict):
            observations.append(result["observation"])
        if isinstance(result.get("observations"), list):
            observations.extend(o for o in result["observations"] if isinstance(o, dict))
        for item in result.get("results", []) if isinstance(result.get("results"), list) else []:
            if isinstance(item, dict) and isinstance(item.get("observation"), dict):
                observations.append(item["observation"])
        for observation in observations:
            shot = observation.get("screenshot")
            if not isinstance(shot, dict):
                continue
            if "blob" in shot:
                shot["data"] = self._blobs.pop(shot.pop("blob"), None)
            elif "base64" in shot:
                shot["data"] = base64.b64decode(shot.pop("base64"))
        return result

    async def call(self, method: str, params: Optional[Json] = None, *, timeout: Optional[float] = None) -> Any:
        """Send one request and wait for its result; a protocol error raises `VivariumError`."""
        if self._socket is None or self._send_lock is None:
            raise ConnectionClosedError(self._closed_reason or "not connected")
        if self._reader is not None and self._reader.done():
            raise ConnectionClosedError(self._closed_reason or "connection closed")
        request_id = next(self._ids)
        future: "asyncio.Future[Any]" = asyncio.get_running_loop().create_future()
        self._pending[request_id] = future
        text = json.dumps({"jsonrpc": "2.0", "id": request_id, "method": method, "params": params or {}})
        try:
            async with self._send_lock:
                await self._socket.send(text)
        except websockets.exceptions.ConnectionClosed as closed:
            self._pending.pop(request_id, None)
            raise ConnectionClosedError(f"connection closed ({closed})") from closed
        try:
            if timeout is None:
                return await future
            return await asyncio.wait_for(future, timeout)
        except asyncio.TimeoutError:
            raise VivariumError(f"{method} got no answer within {timeout} s", kind="TIMEOUT", retryable=True) from None
        finally:
            self._pending.pop(request_id, None)

    async def call_with_retry(self, method: str, params: Optional[Json] = None, *,
                              retry: Optional[RetryPolicy] = None, timeout: Optional[float] = None) -> Any:
        """`call`, retrying errors the server marks retryable (`SESSION_BUSY`, `CAPACITY_REACHED`,
        ...) with backoff. Only for requests that are safe to repeat."""
        policy = retry or self.retry
        for attempt in range(policy.attempts):
            generation = self._generation
            try:
                return await self.call(method, params, timeout=timeout)
            except ConnectionClosedError:
                if not self._can_recover() or attempt + 1 >= policy.attempts:
                    raise
                await self._recover(generation)
            except VivariumError as error:
                if not error.retryable or attempt + 1 >= policy.attempts:
                    raise
                await asyncio.sleep(policy.delay(attempt))
        raise AssertionError("unreachable")

    # ---- methods -----------------------------------------------------------------------------

    async def tasks(self, app: Optional[str] = None) -> List[Json]:
        """The task catalogue: `[{"id", "apps", "difficulty", "max_steps", "answer_type"}, ...]`."""
        result = await self.call_with_retry("tasks.list", {"app": app} if app else {})
        return result["tasks"]

    async def create_session(self, observe: Optional[Json] = None, **options: Any) -> str:
        """Start a device. `options` go to `session.create` as they are: `record=True`,
        `device_scale=1.5`, `network={...}`; the whole result (with `screen`, when the server
        reports it) is kept in `session_info[session_id]`. On `CAPACITY_REACHED` or `DRAINING` it
        backs off and retries, and so it does when the connection closes before the answer and
        holds no other sessions; when this connection holds no sessions yet, it reconnects between
        attempts: to the next server in the URL list, or to the same URL again (behind a gateway,
        that picks another replica)."""
        params: Json = {"observe": observe} if observe else {}
        params.update({k: v for k, v in options.items() if v is not None})
        last: Optional[VivariumError] = None
        for attempt in range(self.retry.attempts):
            try:
                result = await self.call("session.create", params)
                self.sessions.add(result["session_id"])
                self.session_info[result["session_id"]] = result
                if result.get("resume_token"):
                    self.resume_tokens[result["session_id"]] = result["resume_token"]
                return result["session_id"]
            except ConnectionClosedError as error:
                # Closed before an answer came (a draining server shuts its sockets): with no
                # sessions here to resume, a new connection is as good and gets another replica.
                if self.sessions:
                    raise
                last = error
            except VivariumError as error:
                if not error.retryable:
                    raise
                last = error
            if attempt + 1 >= self.retry.attempts:
                break
            if last.kind in ("CAPACITY_REACHED", "DRAINING", "CONNECTION_CLOSED") and not self.sessions and not self._pending:
                await self._drop_socket()
                if len(self.urls) > 1:
                    self._url_index = (self._url_index + 1) % len(self.urls)
                else:
                    await asyncio.sleep(self.retry.delay(attempt))
                await self._connect_any()
            else:
                await asyncio.sleep(self.retry.delay(attempt))
        assert last is not None
        raise last

    async def reset(self, session_id: str, task: str, seed: Optional[int] = None,
                    observe: Optional[Json] = None, options: Optional[Json] = None, reward: Optional[str] = None) -> Json:
        """Start an episode: `{"observation": {...}, "info": {"goal": ..., ...}}`. `reward="progress"`
        makes the ending step's reward the verdict's progress instead of 1 or 0."""
        params: Json = {"session_id": session_id, "task": task}
        if reward is not None:
            params["reward"] = reward
        if seed is not None:
            params["seed"] = int(seed)
        if observe:
            params["observe"] = observe
        if options:
            params["options"] = options
        return await self.call_with_retry("env.reset", params)

    async def step_output(self, session_id: str, output: Any, observe: Optional[Json] = None) -> Json:
        """One step given as a model's raw output (its text, or its tool-call JSON), which the
        server parses in the session's action format (`create_session(action_format=...)`). A reply
        the format cannot read raises `VivariumError` (VALIDATION_ERROR, `data["parse_error"]`)
        and takes no step; the result's `info["actions"]` are the actions it was read as."""
        return await self.step(session_id, None, observe, output=output)

    async def step(self, session_id: str, action: Optional[Action], observe: Optional[Json] = None, *,
                   output: Any = None) -> Json:
        """One action: `{"observation", "reward", "terminated", "truncated", "info"}`.

        On servers with `session.resume` every step carries a `step_id`, which makes it
        idempotent: when the socket drops mid-step, the client reconnects, resumes the session and
        sends the same step again, and the server answers with the first result instead of
        stepping twice. Otherwise a step is never retried (it may have happened)."""
        params: Json = {"session_id": session_id}
        if output is not None:
            params["output"] = output
        else:
            params["action"] = action
        if observe:
            params["observe"] = observe
        if session_id not in self.resume_tokens:
            return await self.call("env.step", params)
        params["step_id"] = uuid.uuid4().hex
        return await self.call_with_retry("env.step", params, retry=RetryPolicy(attempts=self.retry.attempts, base_delay=0.0))

    async def observe(self, session_id: str, observe: Optional[Json] = None) -> Json:
        params: Json = {"session_id": session_id}
        if observe:
            params["observe"] = observe
        return (await self.call_with_retry("env.observe", params))["observation"]

    async def evaluate(self, session_id: str, answer: Any = None) -> Json:
        params: Json = {"session_id": session_id}
        if answer is not None:
            params["answer"] = answer
        return (await self.call_with_retry("env.evaluate", params))["verdict"]

    async def snapshot(self, session_id: str) -> Json:
        """`env.snapshot`: saves the session's device and episode; the result's `token` restores
        it into any session (for group rollouts). Raises `VivariumError(kind="UNKNOWN_METHOD")`
        on servers without it."""
        return await self.call_with_retry("env.snapshot", {"session_id": session_id})

    async def restore(self, session_id: str, snapshot: Union[str, Json], observe: Optional[Json] = None) -> Json:
        """`env.restore`: load a snapshot (its token, or the `snapshot` result) into a session.
        Result: `{"observation", "info": {"task", "seed", "step"}}`."""
        token = snapshot["token"] if isinstance(snapshot, dict) else snapshot
        params: Json = {"session_id": session_id, "token": token}
        if observe:
            params["observe"] = observe
        return await self.call_with_retry("env.restore", params)

    async def close_session(self, session_id: str) -> None:
        self.sessions.discard(session_id)
        self.session_info.pop(session_id, None)
        self.resume_tokens.pop(session_id, None)
        await self.call("session.close", {"session_id": session_id})


class _LoopThread:
    """An asyncio event loop running forever in a daemon thread."""

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._main, name="vivarium-client-loop", daemon=True)
        self._thread.start()

    def _main(self) -> None:
        asyncio.set_event_loop(self.loop)
        self.loop.run_forever()

    def run(self, coroutine: Awaitable[T], timeout: Optional[float] = None) -> T:
        if threading.current_thread() is self._thread:
            raise RuntimeError("a blocking Vivarium call from inside its own event loop; use the async client")
        future = asyncio.run_coroutine_threadsafe(coroutine, self.loop)  # type: ignore[arg-type]
        try:
            return future.result(timeout)
        except BaseException:
            future.cancel()
            raise

    def stop(self) -> None:
        if self.loop.is_closed():
            return
        self.loop.call_soon_threadsafe(self.loop.stop)
        self._thread.join(timeout=10)
        if not self._thread.is_alive():
            self.loop.close()


class Client:
    """The blocking client: the same methods as `AsyncClient`, each waiting for its answer.

        client = Client("ws://localhost:8080/v1/env")
        session = client.create_session()
        result = client.reset(session, "settings/toggle-wifi", seed=1)

    `timeout` (seconds) bounds every call. `run(coroutine)` runs your own coroutine over
    `client.aio` (the `AsyncClient`) on the client's loop, e.g. an `asyncio.gather` of steps.
    """

    def __init__(self, urls: Urls = DEFAULT_URL, *, timeout: Optional[float] = 600.0, **options: Any) -> None:
        self.timeout = timeout
        self._loop = _LoopThread()
        try:
            self.aio: AsyncClient = self._loop.run(AsyncClient.connect(urls, **options), timeout)
        except BaseException:
            self._loop.stop()
            raise

    def run(self, coroutine: Awaitable[T]) -> T:
        return self._loop.run(coroutine, self.timeout)

    @property
    def hello(self) -> Json:
        return self.aio.hello

    @property
    def url(self) -> str:
        return self.aio.url

    def call(self, method: str, params: Optional[Json] = None) -> Any:
        return self.run(self.aio.call(method, params))

    def tasks(self, app: Optional[str] = None) -> List[Json]:
        return self.run(self.aio.tasks(app))

    def create_session(self, observe: Optional[Json] = None, **options: Any) -> str:
        return self.run(self.aio.create_session(observe, **options))

    def reset(self, session_id: str, task: str, seed: Optional[int] = None, observe: Optional[Json] = None,
              options: Optional[Json] = None, reward: Optional[str] = None) -> Json:
        return self.run(self.aio.reset(session_id, task, seed, observe, options, reward))

    def step(self, session_id: str, action: Action, observe: Optional[Json] = None) -> Json:
        return self.run(self.aio.step(session_id, action, observe))

    def step_output(self, session_id: str, output: Any, observe: Optional[Json] = None) -> Json:
        return self.run(self.aio.step_output(session_id, output, observe))

    def observe(self, session_id: str, observe: Optional[Json] = None) -> Json:
        return self.run(self.aio.observe(session_id, observe))

    def evaluate(self, session_id: str, answer: Any = None) -> Json:
        return self.run(self.aio.evaluate(session_id, answer))

    def snapshot(self, session_id: str) -> Json:
        return self.run(self.aio.snapshot(session_id))

    def restore(self, session_id: str, snapshot: Union[str, Json], observe: Optional[Json] = None) -> Json:
        return self.run(self.aio.restore(session_id, snapshot, observe))

    def close_session(self, session_id: str) -> None:
        self.run(self.aio.close_session(session_id))

    def reconnect(self) -> List[str]:
        return self.run(self.aio.reconnect())

    def close(self) -> None:
        """Close the connection and stop the background loop. Safe to call twice."""
        if self._loop.loop.is_closed():
            return
        try:
            self._loop.run(self.aio.close(), 10)
        except Exception:
            pass
        self._loop.stop()

    def __enter__(self) -> "Client":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def __del__(self) -> None:
        try:
            self.close()
        except Exception:
            pass
