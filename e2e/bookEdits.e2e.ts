import { describe, expect, it } from 'vitest';
import { BASE_URL } from './browser.js';
import { userCall } from './parents.js';
import { signedInWithBook } from './journey.js';

/**
 * Issue 29 item 2: a parent renames a saved book and fixes a page's words in the Library, reads
 * the new title after a reload, then deletes the book and it is gone.
 */
const TITLE = 'Leo and the Windy Hill';
const NEW_TITLE = 'Leo and the Purple Kite';
const NEW_WORDS = 'Leo held the purple kite tight and laughed at the wind.';

const journey = signedInWithBook({
  credits: 1,
  name: 'Robin Reviser',
  book: { mainChrName: 'Leo', gender: 'boy', description: 'a kite on a windy hill', title: TITLE },
  finished: true,
});

const bookRow = () => journey.page.getByRole('article').filter({ hasText: `Order# ${journey.bookId}` });

describe('fixing and deleting a saved book', () => {
  it("renames the book and fixes a page's words at no credit", async () => {
    await journey.page.goto(`${BASE_URL}/library`);
    await bookRow().getByRole('button', { name: 'Edit text' }).click();
    const dialog = journey.page.getByRole('dialog', { name: `Edit text of "${TITLE}"` });
    const title = dialog.getByRole('textbox', { name: 'Title' });
    await title.waitFor();
    expect(await title.inputValue()).toBe(TITLE);
    await title.fill(NEW_TITLE);
    await dialog.getByRole('textbox', { name: 'Page 1', exact: true }).fill(NEW_WORDS);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 60_000 });
    await bookRow().getByRole('heading', { name: NEW_TITLE }).waitFor();

    await journey.page.reload();
    await bookRow().getByRole('heading', { name: NEW_TITLE }).waitFor();
    const legends = await userCall(journey.parent.token, 'getlegends', { bookId: journey.bookId });
    const body = (await legends.json()) as unknown[];
    expect(body[1]).toBe(NEW_TITLE);
    expect(String(body[6])).toContain(NEW_WORDS);
    expect(await (await userCall(journey.parent.token, 'getNumCredits', {})).json()).toBe(0);
  }, 90_000);

  it('deletes the book after asking, and it stays gone', async () => {
    await bookRow().getByRole('button', { name: 'Delete book' }).click();
    const dialog = journey.page.getByRole('dialog', {
      name: `Delete "${NEW_TITLE}"? This cannot be undone.`,
    });
    await dialog.getByRole('button', { name: 'Delete book' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 30_000 });
    await bookRow().waitFor({ state: 'detached' });
    await journey.page.reload();
    await journey.page.getByText('Your creations will be stored here!').waitFor();
    expect((await userCall(journey.parent.token, 'deleteBook', { bookId: journey.bookId })).status).toBe(404);
  }, 60_000);
});
