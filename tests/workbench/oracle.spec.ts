// "Play oracle": the template's scripted solution runs in the page, step by step, and is judged.
import { expect, test } from '@playwright/test';
import { UPDATE_DOCS } from './setup.ts';
import { findTask } from '../../tasks/index.ts';

test('Play oracle solves a contacts task in the page and the verdict is a success', async ({ page }) => {
  await page.goto('/?task=contacts/add-contact&seed=7');
  await expect(page.getByTestId('step-count')).toHaveText(`Step 0 / ${findTask('contacts/add-contact')!.maxSteps}`);
  await page.getByRole('button', { name: 'Play oracle' }).click();
  await expect(page.getByTestId('oracle-status')).toHaveText('finished', { timeout: 30_000 });
  const verdict = page.getByLabel('Verdict');
  await expect(verdict).toContainText('✓ Success');
  await expect(page.getByLabel('Oracle actions')).toContainText('open_app Contacts');
  await expect(page.getByLabel('Oracle actions')).toContainText('done');
  await expect(page.getByLabel('Changes since the start')).toContainText('apps.contacts.contacts[');
  await page.screenshot({ path: test.info().outputPath('oracle-add-contact.png') });
  if (UPDATE_DOCS) {
    // The README's picture: tall enough for the whole verdict.
    await page.setViewportSize({ width: 1280, height: 1160 });
    await page.getByLabel('Verdict').scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'docs/screenshots/workbench.png' });
  }
});

test('Step oracle runs one action per press', async ({ page }) => {
  await page.goto('/?task=contacts/favorite-contact&seed=3');
  await page.getByRole('button', { name: 'Step oracle' }).click();
  await expect(page.getByTestId('step-count')).toHaveText(/^Step 1 \//);
  await expect(page.getByTestId('oracle-status')).toHaveText('paused');
  await page.getByRole('button', { name: 'Step oracle' }).click();
  await expect(page.getByTestId('step-count')).toHaveText(/^Step 2 \//);
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByTestId('oracle-status')).toHaveText('finished', { timeout: 30_000 });
  await expect(page.getByLabel('Verdict')).toContainText('✓ Success');
});

test('A web task plays in a browser window: the oracle goes through the site and is judged', async ({ page }) => {
  await page.goto('/?task=wiki/restore-before-vandal&seed=2');
  // The desktop device in place of the phone frame, at its own 1280x800 aspect.
  const frame = page.locator('.desktop-frame');
  await expect(frame).toBeVisible();
  const box = (await frame.boundingBox())!;
  expect(Math.abs(box.width / box.height - 1280 / 800)).toBeLessThan(0.05);
  await page.getByRole('button', { name: 'Play oracle' }).click();
  await expect(page.getByTestId('oracle-status')).toHaveText('finished', { timeout: 60_000 });
  await expect(page.getByLabel('Verdict')).toContainText('✓ Success');
  await expect(page.getByLabel('Oracle actions')).toContainText('Restore');
  await expect(page.getByLabel('Changes since the start')).toContainText('apps.wiki.articles[');
  await page.screenshot({ path: test.info().outputPath('oracle-web-task.png') });
});
