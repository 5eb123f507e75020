"""`vivarium rejudge DIR`: re-judge recorded episodes with the server's current judges.

Each `*.jsonl` recording in DIR (the server's `--record DIR`, or a copy of it) is posted to the
server's `POST /v1/rejudge`, which replays the recorded start and end state through today's
judge and answers the recorded and the new verdict. Prints one line per recording and which
verdicts changed.
"""
from __future__ import annotations

import json
import os
import urllib.error
import urllib.request
from typing import Any, Dict, List, Optional, TextIO

Json = Dict[str, Any]


def recordings_in(directory: str) -> List[str]:
    """The recordings' `.jsonl` files in `directory` (or the one file given), sorted by name."""
    if os.path.isfile(directory):
        return [directory]
    if not os.path.isdir(directory):
        raise SystemExit(f"no such directory: {directory}")
    return sorted(os.path.join(directory, name) for name in os.listdir(directory) if name.endswith(".jsonl"))


def rejudge_one(base: str, text: str, token: Optional[str] = None, timeout: float = 60.0) -> Json:
    """POST one recording's text; the server's answer, or `{"error": {"kind", "message"}}`."""
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    request = urllib.request.Request(base.rstrip("/") + "/v1/rejudge", method="POST", headers=headers,
                                     data=json.dumps({"recording": text}).encode("utf-8"))
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            return json.loads(response.read().decode("utf-8"))
    except urllib.error.HTTPError as error:
        body = error.read().decode("utf-8", "replace")
        try:
            detail = json.loads(body).get("error")
        except ValueError:
            detail = None
        if isinstance(detail, dict):
            return {"error": {"kind": str(detail.get("kind", f"HTTP_{error.code}")), "message": str(detail.get("message", ""))}}
        return {"error": {"kind": f"HTTP_{error.code}", "message": (detail if isinstance(detail, str) else body)[:300]}}
    except (urllib.error.URLError, OSError, ValueError) as error:
        return {"error": {"kind": "CONNECTION_FAILED", "message": str(error)}}


def _verdict(part: Any) -> str:
    if not isinstance(part, dict):
        return "?"
    reward = part.get("reward")
    return f"{part.get('outcome', '?')} ({reward:g})" if isinstance(reward, (int, float)) else str(part.get("outcome", "?"))


def rejudge_dir(directory: str, base: str, token: Optional[str] = None, out: Optional[TextIO] = None) -> Json:
    """Re-judge every recording in `directory`; print a line each (to `out`) and a total.
    Returns `{"recordings": [{"file", ...answer}], "changed": n, "errors": n}`."""
    rows: List[Json] = []
    for path in recordings_in(directory):
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        answer = rejudge_one(base, text, token)
        row = {"file": os.path.basename(path), **answer}
        rows.append(row)
        if out is not None:
            if "error" in answer:
                out.write(f"{row['file']}: error {answer['error']['kind']}: {answer['error']['message']}\n")
            else:
                mark = "CHANGED" if answer.get("changed") else "same"
                goal = " (the instance's goal reads differently now)" if answer.get("goal_changed") else ""
                out.write(f"{row['file']}: {answer.get('task')} seed {answer.get('seed')}: "
                          f"recorded {_verdict(answer.get('recorded'))}, now {_verdict(answer.get('now'))}: {mark}{goal}\n")
    changed = [r for r in rows if r.get("changed")]
    errors = [r for r in rows if "error" in r]
    if out is not None:
        out.write(f"{len(rows)} recordings re-judged: {len(changed)} verdicts changed, {len(errors)} could not be judged\n")
        for r in changed:
            out.write(f"  changed: {r['file']} ({r.get('task')} seed {r.get('seed')}): "
                      f"{_verdict(r.get('recorded'))} -> {_verdict(r.get('now'))}\n")
    return {"recordings": rows, "changed": len(changed), "errors": len(errors)}
