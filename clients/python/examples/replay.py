"""Replays a recorded trajectory: a JSONL file, one JSON object per line with an "action" key
(other keys are ignored). The task and seed come from the command line, or from a first line
like {"task": "settings/toggle-wifi", "seed": 1} without an "action".

    PYTHONPATH=clients/python /usr/bin/python3 clients/python/examples/replay.py \
        clients/python/examples/toggle-wifi.jsonl --url ws://localhost:8080/v1/env

toggle-wifi.jsonl, next to this file, solves settings/toggle-wifi:
    {"task": "settings/toggle-wifi", "seed": 1}
    {"action": {"type": "open_app", "name": "Settings"}}
    {"action": {"type": "tap", "x": 540, "y": 342}}
    {"action": {"type": "tap", "x": 954, "y": 342}}
    {"action": {"type": "done"}}
"""
import argparse
import json

from vivarium import VivariumEnv


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("trajectory", help="a JSONL file of {\"action\": {...}} lines")
    parser.add_argument("--url", default="ws://localhost:8080/v1/env")
    parser.add_argument("--task")
    parser.add_argument("--seed", type=int)
    args = parser.parse_args()

    with open(args.trajectory) as lines:
        records = [json.loads(line) for line in lines if line.strip()]
    header = records[0] if records and "action" not in records[0] else {}
    task = args.task or header.get("task")
    seed = args.seed if args.seed is not None else header.get("seed", 1)
    if not task:
        parser.error("name the task with --task or a first line {\"task\": ...}")
    actions = [r["action"] for r in records if "action" in r]

    with VivariumEnv(args.url, decode_screenshots=False) as env:
        obs, info = env.reset(seed=seed, options={"task": task})
        print(f"{task} seed {seed}: {info['goal']}")
        reward, info = 0.0, {}
        for number, action in enumerate(actions, 1):
            obs, reward, terminated, truncated, info = env.step(action)
            last = obs["last_action"] or {}
            status = "ok" if last.get("ok") else f"failed: {last.get('error')}"
            print(f"{number:3d} {json.dumps(action):60s} {status}  -> {obs['foreground_app']}")
            if terminated or truncated:
                break
        else:
            info = {"verdict": env.evaluate()}
            print("the trajectory did not end the episode; the judge on the state now:")
        print(f"reward {reward:.0f}  outcome {info.get('outcome')}")
        for check in (info.get("verdict") or {}).get("checks", []):
            print(f"  [{'x' if check['passed'] else ' '}] {check['name']}: expected {check['expected']!r}, got {check['actual']!r}")


if __name__ == "__main__":
    main()
