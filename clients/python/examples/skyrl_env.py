"""Register Vivarium with skyrl-gym (SkyRL not installed here; written to skyrl-gym's BaseTextEnv at
NovaSky-AI/SkyRL@a956457). Import this module in your SkyRL entry point, then train with
`environment.env_class=vivarium` and dataset rows whose `extras` hold `task` and `seed`."""
from skyrl_gym.envs import register

register(id="vivarium", entry_point="vivarium.integrations.skyrl:VivariumTextEnv")
# environment.skyrl_gym.vivarium: {url: ws://localhost:8080/v1/env, action_format: qwen-mobile-use,
#                                  coordinates: norm999, reward: progress, max_turns: 20, images: true}
