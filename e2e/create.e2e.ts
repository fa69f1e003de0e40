import { Resvg } from '@resvg/resvg-js';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, screenshot } from './browser.js';
import { signedInParent } from './journey.js';

let photoPath: string;

/** A real PNG file, as a parent's photo would be. */
async function makePhoto(): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320">
    <rect width="320" height="320" fill="#8FD3FF"/><circle cx="160" cy="150" r="80" fill="#E8B48A"/>
    <circle cx="130" cy="140" r="8" fill="#22303C"/><circle cx="190" cy="140" r="8" fill="#22303C"/>
    <path d="M120 180 Q160 210 200 180" stroke="#22303C" stroke-width="6" fill="none"/></svg>`;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'storysprout-photo-'));
  const file = path.join(dir, 'family-photo.png');
  await writeFile(file, new Resvg(svg).render().asPng());
  return file;
}

// Two stories are made here: a parent of our own with the free credit and one bought.
const journey = signedInParent({ credits: 2, name: 'Pat Parent' });
beforeAll(async () => {
  photoPath = await makePhoto();
});

/** Confirm, wait for the story in the editor, edit the first paragraph, save. */
async function generateEditAndSave(kind: 'essential' | 'enhanced') {
  await journey.page.getByRole('button', { name: 'Generate', exact: true }).click();
  const confirm = journey.page.getByRole('dialog');
  await confirm.getByText('Please confirm if you have added all the necessary information.').waitFor();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  const firstParagraph = journey.page.getByLabel('Paragraph 1', { exact: true });
  await expect.poll(() => firstParagraph.inputValue(), { timeout: 30_000 }).not.toBe('');
  expect(await journey.page.getByLabel('Paragraph 10', { exact: true }).inputValue()).not.toBe('');
  const title = await journey.page.getByLabel('Story title').inputValue();
  expect(title.length).toBeGreaterThan(3);
  await firstParagraph.fill(`${await firstParagraph.inputValue()} The end of a lovely morning.`);
  await screenshot(journey.page, `create-${kind}-editor`);
  await journey.page.getByRole('button', { name: 'Save', exact: true }).click();
  await journey.page.getByRole('button', { name: 'Story Saved' }).waitFor();
  await journey.page
    .getByText('Story has been saved successfully. The story will now proceed for image generation.')
    .waitFor();
  await journey.page.waitForURL(new RegExp(`/library/${kind}/[a-z0-9-]+/edit$`), { timeout: 15_000 });
  await journey.page.getByText('10 of 10 illustrations ready').waitFor({ timeout: 60_000 });
  const images = journey.page.locator('main img');
  await expect
    .poll(() =>
      images.evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth === 1024).length),
    )
    .toBeGreaterThanOrEqual(10);
  expect(await journey.page.getByText('The end of a lovely morning.').count()).toBeGreaterThan(0);
  await screenshot(journey.page, `create-${kind}-illustrated`);
}

describe('creating stories', () => {
  it('an Avatar Story: form, generation, edit, save, 10 illustrations', async () => {
    await journey.page.goto(`${BASE_URL}/create`);
    await journey.page.getByLabel('Avatar Stories').check();
    await journey.page.getByRole('button', { name: 'Submit' }).click();
    await journey.page.waitForURL(`${BASE_URL}/createenhanced`);
    await journey.page.getByLabel('Boy', { exact: true }).check();
    await journey.page.getByLabel("Main character's name").fill('Leo');
    await journey.page
      .getByLabel('What should the story be about?')
      .fill('a rocket trip to the moon with lots of stars');
    await journey.page.getByLabel('Moral value').selectOption('courage');
    await generateEditAndSave('enhanced');
  });

  it('a Photo Story with two family photos', async () => {
    await journey.page.goto(`${BASE_URL}/createessential`);
    const first = journey.page.getByRole('group', { name: 'Character 1' });
    await first.getByLabel('Name').fill('Mia');
    await first.locator('input[type=file]').setInputFiles(photoPath);
    await first.getByRole('img').first().waitFor();
    await journey.page.getByRole('button', { name: 'Add character' }).click();
    const second = journey.page.getByRole('group', { name: 'Character 2' });
    await second.getByLabel('Name').fill('Grandma June');
    await second.getByLabel('Relationship').selectOption('grandmother');
    await second.getByLabel('Gender').selectOption('woman');
    await second.locator('input[type=file]').setInputFiles(photoPath);
    await journey.page.getByLabel('What should the story be about?').fill('a picnic at the beach');
    await journey.page.getByLabel('Moral value').selectOption('gratitude');
    await generateEditAndSave('essential');
  });
});
