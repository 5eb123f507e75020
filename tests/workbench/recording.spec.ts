// Trajectories: an episode recorded by the server (session.create {record: true}) opens in the
// workbench's viewer, which steps through its screenshots, actions, UI trees and verdict.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { VivariumClient } from '../../clients/ts/index.ts';
import { RECORD_DIR, WORKBENCH_PORT } from './setup.ts';

async function recordEpisode(): Promise<string> {
  const client = await VivariumClient.connect(`ws://127.0.0.1:${WORKBENCH_PORT}/v1/env`);
  try {
    // No screenshots asked for: the recording still gets them.
    const { session_id } = await client.openSession({ record: true, observe: { screenshot: false } });
    const reset = await client.reset(session_id, 'settings/toggle-wifi', 5);
    expect(reset.observation.screenshot).toBeUndefined();
    const recording = reset.info.recording!;
    expect(recording).toMatch(new RegExp(`^${session_id}-1\\.jsonl$`));
    let step = await client.step(session_id, { type: 'open_app', name: 'Settings' });
    const find = (text: string, role?: string) => step.observation.ui_tree!.find((e) => e.text === text && (!role || e.role === role))!;
    step = await client.step(session_id, { type: 'tap', element: find('Network & internet').id });
    const [l, t, r, b] = find('Wi-Fi', 'switch').bounds;
    step = await client.step(session_id, { type: 'tap', x: (l + r) / 2, y: (t + b) / 2 });
    step = await client.step(session_id, { type: 'swipe', direction: 'up' });
    step = await client.step(session_id, { type: 'done' });
    expect(step.reward).toBe(1);
    expect(step.observation.screenshot).toBeUndefined();
    await client.call('session.close', { session_id });
    return recording;
  } finally {
    client.close();
  }
}

test('a recorded episode opens in the workbench and steps through screenshots, actions and the verdict', async ({ page }) => {
  const name = await recordEpisode();
  const files = readdirSync(RECORD_DIR).filter((f) => f.startsWith(name.replace('.jsonl', '-')));
  expect(files.sort()).toEqual(['000', '001', '002', '003', '004', '005'].map((n) => name.replace('.jsonl', `-${n}.jpg`)));

  await page.goto('/');
  await page.getByRole('tab', { name: 'Recordings' }).click();
  await page.getByRole('button', { name: new RegExp(name.replace('.', '\\.')) }).click();
  const position = page.getByTestId('trajectory-position');
  const shot = page.getByTestId('trajectory-screenshot');
  await expect(position).toHaveText('Step 0 / 5');
  await expect(shot).toHaveAttribute('src', new RegExp(`${name.replace('.jsonl', '-000.jpg')}`));
  await expect(page.getByTestId('next-action')).toContainText('open_app Settings');
  await expect(shot).toHaveJSProperty('complete', true);
  expect(await shot.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1080);

  await page.getByRole('button', { name: 'Next step' }).click();
  await expect(position).toHaveText('Step 1 / 5');
  await expect(shot).toHaveAttribute('src', new RegExp(`${name.replace('.jsonl', '-001.jpg')}`));
  await expect(page.getByTestId('next-action')).toContainText('tap e');
  await expect(page.getByTestId('action-tap')).toBeVisible();
  await page.getByRole('button', { name: 'Next step' }).click();
  await expect(page.getByTestId('next-action')).toContainText(/tap \(\d+, \d+\)/);
  await page.screenshot({ path: test.info().outputPath('trajectory-tap.png') });
  await page.keyboard.press('ArrowRight');
  await expect(position).toHaveText('Step 3 / 5');
  await expect(page.getByTestId('action-swipe')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('trajectory-swipe.png') });
  await page.getByRole('button', { name: 'Last step' }).click();
  await expect(position).toHaveText('Step 5 / 5');
  await expect(page.getByLabel('Verdict')).toContainText('✓ Success');
  await page.screenshot({ path: test.info().outputPath('trajectory-end.png') });
});

test('a recording also opens from files picked on this computer', async ({ page }) => {
  const name = await recordEpisode();
  const stem = name.replace('.jsonl', '');
  const files = readdirSync(RECORD_DIR).filter((f) => f.startsWith(`${stem}-`) || f === name).map((f) => join(RECORD_DIR, f));
  await page.goto('/?task=settings/toggle-wifi&seed=5');
  await page.getByRole('tab', { name: 'Recordings' }).click();
  await page.getByLabel('Open recording files').setInputFiles(files);
  await expect(page.getByTestId('trajectory-position')).toHaveText('Step 0 / 5');
  await expect(page.getByTestId('trajectory-screenshot')).toHaveAttribute('src', /^blob:/);
  await page.getByRole('button', { name: 'Next step' }).click();
  await expect(page.getByTestId('trajectory-position')).toHaveText('Step 1 / 5');
});
