import type { Page } from 'playwright-core';

/**
 * On /print-book: the US address the print journeys ship to, typed as a parent types it, then
 * the shipping options asked for and Ground chosen.
 */
export async function shipByGroundToPortland(page: Page): Promise<void> {
  await page.getByLabel('Street address').fill('12 Maple Street');
  await page.getByLabel('City').fill('Portland');
  await page.getByLabel('State').selectOption('OR');
  await page.getByLabel('ZIP code').fill('97201');
  await page.getByLabel('Phone number').fill('(503) 555-0147');
  await page.getByRole('button', { name: 'See shipping options' }).click();
  await page
    .getByRole('group', { name: 'Shipping method' })
    .getByLabel(/Ground/)
    .check();
}
