// Gestures by hand in the workbench: a drag with the mouse and a pinch with Ctrl + wheel are one
// step each, and do on the phone what the env server's drag and pinch do.
import { expect, test } from '@playwright/test';

test('a mouse drag reorders a saved list, and Ctrl + wheel pinches the map', async ({ page }) => {
  await page.goto('/?task=maps/move-to-top&seed=1');
  const goal = (await page.getByLabel('Goal').textContent())!;
  const [, place, list] = /^Move (.+) to the top of your "(.+)" list in Maps\.$/.exec(goal)!;
  const phone = page.locator('.device');
  const stepCount = page.getByTestId('step-count');

  await phone.getByRole('button', { name: 'Maps' }).click();
  await phone.getByRole('tab', { name: 'Saved' }).click();
  await phone.getByRole('button', { name: list, exact: true }).click();
  await phone.getByRole('button', { name: 'Edit list' }).click();
  await expect(stepCount).toHaveText(/^Step 4 \//);

  // Press on the place's handle, move onto the first handle, release: one step.
  const handles = phone.getByRole('button', { name: /^Reorder / });
  const from = (await phone.getByRole('button', { name: `Reorder ${place}` }).boundingBox())!;
  const to = (await handles.first().boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 6 });
  await page.mouse.up();
  await expect(stepCount).toHaveText(/^Step 5 \//);
  await expect(handles.first()).toHaveAccessibleName(`Reorder ${place}`);
  await phone.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Judge now' }).click();
  await expect(page.getByLabel('Verdict')).toContainText('✓ Success');

  // On the map, the wheel with Ctrl held zooms in (the scale bar's 200 m grow longer) and is one step.
  await phone.getByRole('button', { name: 'Navigate up' }).click();
  await phone.getByRole('tab', { name: 'Explore' }).click();
  const bar = phone.locator('.mp-scale-bar');
  const before = (await bar.boundingBox())!.width;
  const map = (await phone.locator('.mp-map').boundingBox())!;
  await page.mouse.move(map.x + map.width / 2, map.y + map.height / 2);
  await page.keyboard.down('Control');
  await page.mouse.wheel(0, -100);
  await page.keyboard.up('Control');
  await expect(stepCount).toHaveText(/^Step 9 \//);
  await expect.poll(async () => (await bar.boundingBox())!.width).toBeGreaterThan(before * 1.2);
});

test("Play oracle carries out a drag in the page (the list's handle) and the verdict is a success", async ({ page }) => {
  await page.goto('/?task=maps/move-to-top&seed=2');
  await page.getByRole('button', { name: 'Play oracle' }).click();
  await expect(page.getByTestId('oracle-status')).toHaveText('finished', { timeout: 30_000 });
  await expect(page.getByLabel('Oracle actions')).toContainText(/drag e\d+ to e\d+/);
  await expect(page.getByLabel('Verdict')).toContainText('✓ Success');
});
