"""The trainer side of tests/e2e/scale-out.test.ts: a VivariumVectorEnv through one gateway URL.

It plays settings/toggle-wifi in every env (autoreset, a scripted policy over the UI tree) and
logs what a trainer sees as JSON lines on stdout: `created` (a session and the replica it names),
`episode` (one ended episode with its outcome), `replaced` (a session lost between two episodes,
replaced before the next began), `phase` (a phase is done; the test then acts and
answers `go` on stdin). Phases: `resume` (every socket dropped, then one step: each session must
be resumed on its own replica), `drain` (the test SIGTERMs r1; runs until no env is on r1),
`kill` (the test SIGKILLs r2; runs until no env is on r2), `after` (more episodes on fresh
sessions), `end` (every running episode played out, then closed). Every loop is bounded.

    python3 scale-out-trainer.py URL N TOKEN
"""
import json
import sys
from urllib.parse import parse_qs, urlsplit

from vivarium import VivariumVectorEnv, find_element

TASK = "settings/toggle-wifi"
URL, N, TOKEN = sys.argv[1], int(sys.argv[2]), sys.argv[3]
MAX_ROUNDS = 60  # per phase; a round is one step of every env


def log(event, **fields):
    print(json.dumps(dict(event=event, **fields)), flush=True)


def replica(session_id):
    return session_id.split(".", 1)[0]


def policy(obs):
    """Open Settings, then Network & internet, then set the Wi-Fi switch as the goal says; done."""
    tree = obs.get("ui_tree") or []
    want_on = obs["goal"].strip().endswith("on.")
    switch = find_element(tree, "Wi-Fi", role="switch")
    if switch is not None:
        if bool(switch.get("checked")) == want_on:
            return {"type": "done"}
        return {"type": "tap", "element": switch["id"]}
    category = find_element(tree, "Network & internet")
    if category is not None:
        return {"type": "tap", "element": category["id"]}
    return {"type": "open_app", "name": "Settings"}


envs = VivariumVectorEnv(N, URL, task=TASK, connections=N, replace_lost=True, autoreset=True,
                         observe={"screenshot": False}, decode_screenshots=False, timeout=120, token=TOKEN)
phase = "start"
known = set()
episodes = [None] * N  # env i's running episode: {"session", "phase"}


def note_sessions():
    for sid in envs.session_ids:
        if sid not in known:
            known.add(sid)
            log("created", session=sid, replica=replica(sid), phase=phase)


def start_episodes(indices):
    for i in indices:
        episodes[i] = {"session": envs.session_ids[i], "phase": phase}


def one_round(actions=None):
    """One step of every env; logs the episodes that ended. Returns the step's infos."""
    obs = envs.observations()
    if actions is None:
        actions = [None if envs.ended[i] and not envs.autoreset else policy(obs[i]) for i in range(N)]
    sessions_before = list(envs.session_ids)
    new_obs, rewards, terminated, truncated, infos = envs.step(actions)
    for i, info in enumerate(infos):
        if info.get("skipped"):
            continue
        if info.get("autoreset"):
            if info.get("replaced_session"):  # lost between two episodes: none was running
                log("replaced", env=i, session=info["replaced_session"], replica=replica(info["replaced_session"]),
                    phase=phase, error=info.get("error"), session_closed=info.get("session_closed"))
            start_episodes([i])
            continue
        if terminated[i] or truncated[i]:
            log("episode", env=i, session=sessions_before[i], replica=replica(sessions_before[i]),
                started=(episodes[i] or {}).get("phase"), ended=phase, outcome=info.get("outcome", "truncated"),
                reward=float(rewards[i]), error=info.get("error"), session_closed=info.get("session_closed"))
            episodes[i] = None
    note_sessions()
    return new_obs, infos


def mid_episode_on(name):
    """How many envs have an episode running on replica `name` (not between two episodes)."""
    return sum(1 for i, s in enumerate(envs.session_ids) if replica(s) == name and not envs.ended[i])


def wait_for_test():
    log("phase", name=phase)
    line = sys.stdin.readline().strip()
    if line != "go":
        raise SystemExit(f"expected go, got {line!r}")


try:
    note_sessions()
    envs.reset(seed=100)
    start_episodes(range(N))
    for _ in range(2):
        one_round()

    # Every socket drops; the next step reconnects with ?session=<id> and resumes.
    phase = "resume"
    steps = [o["step"] for o in envs.observations()]
    before = list(envs.session_ids)
    ended = list(envs.ended)  # these reset on the next step (autoreset) instead of stepping
    for aio in envs.connections:
        envs.client.run(aio._socket.close())
    obs, infos = one_round([None if envs.ended[i] else {"type": "wait", "ms": 0} for i in range(N)])
    log("resumed", same_sessions=envs.session_ids == before,
        routed_to=sorted({replica(parse_qs(urlsplit(aio.connected_url).query)["session"][0]) for aio in envs.connections}),
        errors=[info.get("error") for info in infos if info.get("outcome") == "env_error"],
        steps_before=steps, steps_after=[o["step"] for o in obs], ended=ended)

    for name, gone in (("drain", "r1"), ("kill", "r2")):
        # The envs step in lockstep on one task, so their episodes tend to end in the same round:
        # play on until `gone` holds a running episode, which the stop must then end with a label.
        for _ in range(MAX_ROUNDS):
            if mid_episode_on(gone) > 0:
                break
            one_round()
        wait_for_test()  # the test stops replica `gone` (SIGTERM, then SIGKILL) and says go
        phase = name
        for _ in range(MAX_ROUNDS):
            one_round()
            if not any(replica(s) == gone for s in envs.session_ids):
                break
        log("moved", phase=name, replicas=sorted({replica(s) for s in envs.session_ids}))

    wait_for_test()  # r1 is back (a restarted pod); the trainer goes on
    phase = "after"
    for _ in range(8):
        one_round()

    phase = "end"
    envs.autoreset = False
    for _ in range(MAX_ROUNDS):
        if all(e is None for e in episodes):
            break
        one_round()
    log("done", running=[e for e in episodes if e is not None])
finally:
    envs.close()
