"""GRPO on Vivarium with TRL's environment_factory (TRL not installed here; written to the interface
of huggingface/trl@f2cd577). Run `npm start` first, then: python train_trl.py"""
from datasets import Dataset
from trl import GRPOConfig, GRPOTrainer

from vivarium.integrations.trl import vivarium_environment, vivarium_reward

SYSTEM = "You operate a phone with the tools. Tap elements by their id; call done when the task is complete."
rows = [{"prompt": [{"role": "system", "content": SYSTEM}], "task": task, "seed": seed}
        for task in ("settings/toggle-wifi", "contacts/favorite-contact") for seed in range(1, 51)]
trainer = GRPOTrainer(
    model="Qwen/Qwen3-VL-2B-Instruct",
    train_dataset=Dataset.from_list(rows),
    reward_funcs=vivarium_reward,
    environment_factory=vivarium_environment("ws://localhost:8080/v1/env", reward="progress", max_turns=15),
    args=GRPOConfig(num_generations=8, max_completion_length=2048, output_dir="vivarium-grpo"),
)
trainer.train()
