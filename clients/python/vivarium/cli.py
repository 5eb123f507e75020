"""The `vivarium` command: `vivarium eval` scores a model on a task set, `vivarium rejudge DIR`
re-judges recorded episodes. Run `vivarium eval --help` for the options."""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
from typing import List, Optional

from . import __version__
from .adapters import ADAPTERS, make_adapter
from .evaluate import ChatModel, format_summary, http_base, parse_seeds, run_eval
from .rejudge import rejudge_dir

DEFAULT_SERVER = os.environ.get("VIVARIUM_URL", "ws://localhost:8080/v1/env")


def _eval_parser(sub: "argparse._SubParsersAction[argparse.ArgumentParser]") -> None:
    p = sub.add_parser("eval", help="run a model on a task set and print its scores",
                       description="Run a model served by an OpenAI-compatible chat endpoint on Vivarium tasks.")
    p.add_argument("--url", default=DEFAULT_SERVER, help="the env server (default $VIVARIUM_URL or %(default)s)")
    model = p.add_argument_group("the model")
    model.add_argument("--base-url", default=os.environ.get("OPENAI_BASE_URL", "http://localhost:8000/v1"),
                       help="the chat endpoint's base, e.g. http://localhost:8000/v1 (vLLM); default $OPENAI_BASE_URL or %(default)s")
    model.add_argument("--model", required=True, help="the model name the endpoint serves")
    model.add_argument("--api-key", default=os.environ.get("OPENAI_API_KEY"), help="default $OPENAI_API_KEY")
    model.add_argument("--adapter", default="json", choices=sorted(ADAPTERS), help="prompt and action format (default %(default)s)")
    model.add_argument("--tools", action="store_true", help="json adapter: ask for a tool call to `act` instead of a JSON reply")
    model.add_argument("--coordinates", help="the coordinate space the model points in: uitars norm1000 (v1, default) or resized "
                                             "(UI-TARS-1.5); qwen resized (Qwen2.5-VL, default) or norm999 (Qwen3-VL)")
    model.add_argument("--no-images", action="store_true", help="send no screenshots (text-only models; json and browsergym)")
    model.add_argument("--temperature", type=float, help="default 0, or 1 with --rollouts > 1")
    model.add_argument("--max-tokens", type=int, default=512)
    model.add_argument("--timeout", type=float, default=120.0, help="seconds per model call (default %(default)s)")
    tasks = p.add_argument_group("the task set")
    tasks.add_argument("--split", help="a benchmark split (train or test): its frozen instances")
    tasks.add_argument("--app", help="the templates of one app")
    tasks.add_argument("--tasks", help="comma-separated template ids")
    tasks.add_argument("--seeds", default="1", help="seeds for templates, e.g. 1,2,5-7 (default %(default)s)")
    tasks.add_argument("--instances", help="comma-separated TASK:SEED instances")
    tasks.add_argument("--rollouts", type=int, default=1, help="episodes per instance, for pass@k (default %(default)s)")
    tasks.add_argument("--limit", type=int, help="play only the first N instances")
    run = p.add_argument_group("the run")
    run.add_argument("--results", default="vivarium-eval.jsonl",
                     help="JSON lines, one per episode; an existing file's finished episodes are skipped (default %(default)s)")
    run.add_argument("--summary", help="also write the summary as JSON to this file")
    run.add_argument("--concurrency", type=int, default=4, help="sessions played at once (default %(default)s)")
    run.add_argument("--env-retries", type=int, default=2, help="replays of an episode the infrastructure failed (default %(default)s)")
    run.add_argument("--max-parse-errors", type=int, default=3,
                     help="consecutive unreadable replies that end an episode (default %(default)s)")
    run.add_argument("--device-scale", type=float, choices=(1, 1.5, 3), help="screen resolution: 3 (1080x2400), 1.5, 1 (360x800)")
    run.add_argument("--no-record", action="store_true", help="do not record the episodes")
    run.add_argument("--quiet", action="store_true", help="no progress line on stderr")


def _rejudge_parser(sub: "argparse._SubParsersAction[argparse.ArgumentParser]") -> None:
    p = sub.add_parser("rejudge", help="re-judge recorded episodes with the server's current judges",
                       description="Post every recording (*.jsonl) in DIR to the server's POST /v1/rejudge and "
                                   "print which verdicts changed.")
    p.add_argument("dir", help="a directory of recordings (the server's --record DIR), or one .jsonl")
    p.add_argument("--url", default=DEFAULT_SERVER, help="the server (default $VIVARIUM_URL or %(default)s)")
    p.add_argument("--token", default=os.environ.get("VIVARIUM_ADMIN_TOKEN"),
                   help="the admin token, on a server with tokens (default $VIVARIUM_ADMIN_TOKEN)")
    p.add_argument("--json", action="store_true", help="print the answers as JSON instead of lines")


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="vivarium", description="Vivarium: evaluate GUI agents on simulated phone apps.")
    p.add_argument("--version", action="version", version=f"vivarium {__version__}")
    sub = p.add_subparsers(dest="command", required=True)
    _eval_parser(sub)
    _rejudge_parser(sub)
    return p


def _instances(text: Optional[str]) -> Optional[List[tuple]]:
    if not text:
        return None
    out = []
    for part in text.split(","):
        task, _, seed = part.strip().rpartition(":")
        if not task:
            raise SystemExit(f"an instance is TASK:SEED, not {part!r}")
        out.append((task, int(seed)))
    return out


def cmd_eval(args: argparse.Namespace) -> int:
    temperature = args.temperature if args.temperature is not None else (1.0 if args.rollouts > 1 else 0.0)
    model = ChatModel(args.base_url, args.model, args.api_key, temperature=temperature, max_tokens=args.max_tokens,
                      timeout=args.timeout)
    options = {"tools": True} if args.tools else {}
    if args.coordinates:
        options["coordinates"] = args.coordinates
    if args.tools and args.adapter != "json":
        raise SystemExit("--tools is for the json adapter")
    adapter = make_adapter(args.adapter, images=False if args.no_images else None, **options)
    summary = asyncio.run(run_eval(
        args.url, model, adapter, args.results, split=args.split, app=args.app,
        tasks=[t.strip() for t in args.tasks.split(",") if t.strip()] if args.tasks else None,
        seeds=parse_seeds(args.seeds), instances=_instances(args.instances), rollouts=max(1, args.rollouts),
        limit=args.limit, concurrency=args.concurrency, env_retries=args.env_retries,
        max_parse_errors=args.max_parse_errors, device_scale=args.device_scale, record=not args.no_record,
        progress_stream=None if args.quiet else sys.stderr))
    print(f"{args.model} with the {args.adapter} adapter: {summary['planned']} episodes, results in {args.results}")
    print(format_summary(summary, workbench=http_base(args.url) + "/"))
    if args.summary:
        with open(args.summary, "w", encoding="utf-8") as handle:
            json.dump({k: v for k, v in summary.items() if k != "results"}, handle, indent=2)
    return 0


def cmd_rejudge(args: argparse.Namespace) -> int:
    report = rejudge_dir(args.dir, http_base(args.url), args.token, None if args.json else sys.stdout)
    if args.json:
        print(json.dumps(report, indent=2))
    return 1 if report["errors"] else 0


def main(argv: Optional[List[str]] = None) -> int:
    args = parser().parse_args(argv)
    return cmd_eval(args) if args.command == "eval" else cmd_rejudge(args)


if __name__ == "__main__":
    raise SystemExit(main())
