"""A random agent over every task: random taps, swipes and app launches until `done` or the step
limit, then the judge's reward.

    PYTHONPATH=clients/python /usr/bin/python3 clients/python/examples/random_agent.py \
        --url ws://localhost:8080/v1/env --episodes 1
"""
import argparse

from vivarium import Client, VivariumEnv


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--url", default="ws://localhost:8080/v1/env")
    parser.add_argument("--episodes", type=int, default=1, help="episodes per task")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()

    client = Client(args.url)
    tasks = [t["id"] for t in client.tasks()]
    env = VivariumEnv(client=client, seed=args.seed, decode_screenshots=False)
    total = 0.0
    try:
        for task in tasks:
            for episode in range(args.episodes):
                obs, info = env.reset(seed=args.seed + episode, options={"task": task})
                terminated = truncated = False
                steps = 0
                while not (terminated or truncated):
                    obs, reward, terminated, truncated, info = env.step(env.action_space.sample())
                    steps += 1
                total += reward
                print(f"{task:40s} seed {args.seed + episode:3d}  steps {steps:3d}  reward {reward:.0f}  {info.get('outcome')}")
    finally:
        env.close()
        client.close()
    print(f"total reward {total:.0f} over {len(tasks) * args.episodes} episodes")


if __name__ == "__main__":
    main()
