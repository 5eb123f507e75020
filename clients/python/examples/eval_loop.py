"""A tiny evaluation loop: runs a policy on every task for a few seeds, several episodes at once
over one connection, and prints the success rate per app.

The policy here is the trivial one that declares `done` at once (it succeeds only where the
task's goal already holds, which a good task suite never allows); replace `policy` with yours.

    PYTHONPATH=clients/python /usr/bin/python3 clients/python/examples/eval_loop.py \
        --url ws://localhost:8080/v1/env --seeds 3 --parallel 4
"""
import argparse
from collections import defaultdict

from vivarium import Client, VivariumVectorEnv


def policy(observation):
    """An action for one observation. This one gives up immediately."""
    return {"type": "done"}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--url", default="ws://localhost:8080/v1/env")
    parser.add_argument("--seeds", type=int, default=3, help="seeds per task")
    parser.add_argument("--parallel", type=int, default=4, help="sessions at once")
    args = parser.parse_args()

    client = Client(args.url)
    tasks = client.tasks()
    apps = {t["id"]: "+".join(t["apps"]) for t in tasks}
    jobs = [(t["id"], seed) for t in tasks for seed in range(1, args.seeds + 1)]
    envs = VivariumVectorEnv(min(args.parallel, len(jobs)), client=client, decode_screenshots=False)
    results = defaultdict(list)  # app -> [success, ...]
    try:
        for start in range(0, len(jobs), envs.num_envs):
            batch = jobs[start:start + envs.num_envs]
            batch += [batch[-1]] * (envs.num_envs - len(batch))  # pad the last batch
            obs, _ = envs.reset(seed=[s for _, s in batch], options={"task": [t for t, _ in batch]})
            finished = [False] * envs.num_envs
            outcome = [False] * envs.num_envs
            while not all(finished):
                actions = [None if finished[i] else policy(obs[i]) for i in range(envs.num_envs)]
                obs, rewards, terminated, truncated, infos = envs.step(actions)
                for i in range(envs.num_envs):
                    if not finished[i] and (terminated[i] or truncated[i]):
                        finished[i], outcome[i] = True, rewards[i] > 0
            for i, (task, seed) in enumerate(jobs[start:start + envs.num_envs]):
                results[apps[task]].append(outcome[i])
    finally:
        envs.close()
        client.close()
    print(f"{'app':24s} {'episodes':>8s} {'success':>8s}")
    for app, outcomes in sorted(results.items()):
        print(f"{app:24s} {len(outcomes):8d} {sum(outcomes) / len(outcomes):8.0%}")
    everything = [o for outcomes in results.values() for o in outcomes]
    print(f"{'all':24s} {len(everything):8d} {sum(everything) / len(everything):8.0%}")


if __name__ == "__main__":
    main()
