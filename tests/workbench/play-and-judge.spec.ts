// A task author's loop: find a task by search, play it on the phone with the mouse, judge it.
import { expect, test } from '@playwright/test';
import { findTask } from '../../tasks/index.ts';

/** The template's own step budget, as the step counter shows it. */
const BUDGET = findTask('settings/toggle-wifi')!.maxSteps;

test('pick a task by search, play it by clicking in the device, and judge it a success', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Search tasks').fill('toggle-wifi');
  const options = page.getByRole('listbox', { name: 'Tasks' }).getByRole('option');
  await expect(options).toHaveCount(1);
  await options.first().click();
  await expect(page).toHaveURL(/task=settings\/toggle-wifi&seed=1/);
  const goal = page.getByLabel('Goal');
  await expect(goal).toHaveText(/^Turn Wi-Fi (on|off)\.$/);
  const stepCount = page.getByTestId('step-count');
  await expect(stepCount).toHaveText(`Step 0 / ${BUDGET}`);

  // Judged before anything happened: a failure.
  await page.getByRole('button', { name: 'Judge now' }).click();
  await expect(page.getByLabel('Verdict')).toContainText('✗ Failure');

  // Play it by hand: every click on the phone is a step.
  const phone = page.locator('.device');
  await phone.getByRole('button', { name: 'Settings' }).click();
  await phone.getByRole('button', { name: 'Network & internet' }).click();
  await phone.getByRole('switch', { name: 'Wi-Fi' }).click();
  await expect(stepCount).toHaveText(`Step 3 / ${BUDGET}`);
  await expect(page.getByLabel('Changes since the start')).toContainText('apps.settings.wifi');

  await page.getByRole('button', { name: 'Judge now' }).click();
  const verdict = page.getByLabel('Verdict');
  await expect(verdict).toContainText('✓ Success');
  await expect(verdict).toContainText(/Wi-Fi is (on|off)/);
  await expect(verdict).toContainText('No unexpected changes.');
  await page.screenshot({ path: test.info().outputPath('toggle-wifi-judged.png') });

  // Reset puts the instance back where it started.
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(stepCount).toHaveText(`Step 0 / ${BUDGET}`);
  await expect(page.getByLabel('Verdict')).toHaveCount(0);
});

test('words of a goal find its task (the list reads the goals, a few at a time, once a search has words)', async ({ page }) => {
  await page.goto('/?task=contacts/query-phone&seed=1');
  await page.getByLabel('Search tasks').fill('which wi-fi network');
  const options = page.getByRole('listbox', { name: 'Tasks' }).getByRole('option');
  await expect(options.filter({ hasText: 'settings/query-wifi-network' })).toHaveCount(1);
  await expect(page.getByText(/^\d+ of \d+ tasks$/)).toBeVisible();
  await expect(options.first()).toContainText('Which Wi-Fi network');
});

test('a link with task and seed reproduces the instance', async ({ page }) => {
  await page.goto('/?task=contacts/query-phone&seed=7');
  const goal = await page.getByLabel('Goal').textContent();
  await expect(page.getByRole('listbox', { name: 'Tasks' }).getByRole('option', { selected: true })).toContainText('contacts/query-phone');
  await page.getByLabel('Seed', { exact: true }).fill('8');
  await expect(page).toHaveURL(/seed=8/);
  await expect(page.getByLabel('Goal')).not.toHaveText(goal!);
  await page.goto('/?task=contacts/query-phone&seed=7');
  await expect(page.getByLabel('Goal')).toHaveText(goal!);
  // A query task has a typed answer form; a wrong answer is judged a failure.
  await page.getByLabel('Answer').fill('+1 555-000-0000');
  await page.getByRole('button', { name: 'Judge now' }).click();
  await expect(page.getByLabel('Verdict')).toContainText('✗ Failure');
});

test('a right click is a long press, and every key press is a step', async ({ page }) => {
  await page.goto('/?task=messages/delete-conversation&seed=2');
  const phone = page.locator('.device');
  const stepCount = page.getByTestId('step-count');
  await phone.getByRole('button', { name: 'Messages' }).click();
  await expect(stepCount).toHaveText(/^Step 1 \//);
  await phone.locator('.list-item').first().click({ button: 'right' });
  await expect(stepCount).toHaveText(/^Step 2 \//);
  await expect(phone.getByRole('dialog')).toBeVisible();

  await page.goto('/?task=contacts/query-phone&seed=2');
  await phone.getByRole('button', { name: 'Contacts' }).click();
  await phone.getByPlaceholder('Search contacts').click();
  await page.keyboard.type('abc');
  await expect(stepCount).toHaveText(/^Step 5 \//);
  await expect(phone.getByPlaceholder('Search contacts')).toHaveValue('abc');
});
