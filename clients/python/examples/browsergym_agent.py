"""A BrowserGym-style agent on a Vivarium web task: it reads BrowserGym's observation keys and
answers with BrowserGym action strings, parsed on the server.

The policy here is a few lines of rules for the Wiki's population question (find the article by
the site's search box, read the "Population:" line, answer with send_msg_to_user); put your model
where `policy` is. An agent already written against BrowserGym changes one line: the env.

    PYTHONPATH=clients/python /usr/bin/python3 clients/python/examples/browsergym_agent.py \
        --url ws://localhost:8080/v1/env --seed 1
"""
import argparse
import re

from vivarium.browsergym import BrowserGymEnv


def find(axtree_txt, role, name=None):
    """The bid of the first line `[bid] role 'name'` of the flattened tree."""
    for line in axtree_txt.splitlines():
        m = re.match(r"\[(\w+)\] (\S+) '([^']*)'", line)
        if m and m.group(2) == role and (name is None or m.group(3) == name):
            return m.group(1)
    return None


def policy(obs):
    """One action string for the page on screen."""
    title = re.search(r"population of (.+), according", obs["goal"]).group(1)
    tree = obs["axtree_txt"]
    fact = re.search(r"Population: ([\d,]+)", tree)
    if fact and title in obs["open_pages_titles"][int(obs["active_page_index"][0])]:
        return f"send_msg_to_user('{fact.group(1).replace(',', '')}')"
    link = find(tree, "link", title)
    if link and "search" in obs["url"]:
        return f"click('{link}')"
    box = find(tree, "textbox", "Search Wiki")
    if box and "wiki.vivarium.test" in obs["url"]:
        if obs["focused_element_bid"] == box and title in tree:
            return f"press('{box}', 'Enter')"
        return f"fill('{box}', {title!r})"
    return "goto('http://wiki.vivarium.test/')"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--url", default="ws://localhost:8080/v1/env")
    parser.add_argument("--task", default="wiki/query-population")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    with BrowserGymEnv(args.url, task=args.task) as env:
        obs, info = env.reset(seed=args.seed)
        print(obs["goal"])
        terminated = truncated = False
        reward = 0.0
        while not (terminated or truncated):
            action = policy(obs)
            obs, reward, terminated, truncated, info = env.step(action)
            print(f"{action:60s} {obs['url']}{'  error: ' + obs['last_action_error'] if obs['last_action_error'] else ''}")
        print(f"reward {reward:.0f} ({info.get('outcome')})")


if __name__ == "__main__":
    main()
