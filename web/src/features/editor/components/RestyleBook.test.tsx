import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json } from '../../../testing/fetch';
import { BOOK_ID, fakeEditApi, openWithPictures, RESTYLED, useEditorFrame } from '../testing/editApi';

const PATH = '/library/mia-and-the-moon-boat/edit';
const page = (n: number) => screen.getByRole('article', { name: `Page ${n}` });
const restyleSection = () => screen.getByRole('region', { name: /^Art style:/ });

describe('restyling the whole book from the editor', () => {
  useEditorFrame();

  it('picks a style in a dialog showing the cost and balance, follows the progress, then uses the new pictures', async () => {
    const api = fakeEditApi({ credits: 3 });
    const { events } = await openWithPictures(PATH);
    expect(await screen.findByRole('heading', { name: 'Art style: Classic' })).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Restyle the book' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restyle the book' });
    expect(within(dialog).getByText(/Cost: 1 credit\./)).toBeInTheDocument();
    expect(await within(dialog).findByText('You have 3 credits.')).toBeInTheDocument();
    const styles = within(dialog).getByRole('group', { name: 'New art style' });
    // The book's own style is not offered again.
    expect(within(styles).queryByRole('radio', { name: /Classic/ })).not.toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Restyle for 1 credit' });
    expect(confirm).toBeDisabled();
    await events.click(within(styles).getByRole('radio', { name: /Crayon/ }));
    await events.click(confirm);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('/user/restyleStory')).toEqual([{ bookId: BOOK_ID, artStyle: 'crayon' }]);
    const progress = within(restyleSection()).getByRole('progressbar', {
      name: '0 of 10 pages drawn in Crayon',
    });
    expect(progress).toHaveAttribute('aria-valuenow', '0');
    // Each page offers its new picture (being drawn) beside the old one, which stays in the book.
    expect(within(page(4)).getByText('Drawing your new picture...')).toBeInTheDocument();

    // The restyle is polled like the first drawing: pictures appear as they are drawn.
    for (const id of RESTYLED.slice(0, 4)) api.book.ready.add(id);
    api.book.restyle = { ...api.book.restyle, drawn: 4 };
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    await waitFor(() =>
      expect(within(restyleSection()).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '4'),
    );
    for (const id of RESTYLED) api.book.ready.add(id);
    api.book.restyle = { ...api.book.restyle, status: 'ready', drawn: 10 };
    await act(() => vi.advanceTimersByTimeAsync(3_000));

    const choice = await screen.findByRole('group', { name: /Your Crayon pictures are ready!/ });
    await waitFor(() =>
      expect(
        within(page(4)).getByRole('button', { name: 'Select (Crayon picture for page 4)' }),
      ).toBeEnabled(),
    );
    await events.click(within(choice).getByRole('button', { name: 'Use the new style for every page' }));
    expect(api.calls('/user/chooseRestyle')).toEqual([{ bookId: BOOK_ID, use: 'new' }]);
    expect(await screen.findByRole('heading', { name: 'Art style: Crayon' })).toBeInTheDocument();
    await waitFor(() => expect(within(page(4)).getByText('In your book')).toBeInTheDocument());
  });

  it('keeps the old pictures when the parent says so', async () => {
    const api = fakeEditApi();
    api.book.restyle = {
      ...api.book.restyle,
      status: 'ready',
      from: 'classic',
      to: 'watercolor',
      drawn: 10,
      imageIds: RESTYLED,
    };
    for (const id of RESTYLED) api.book.ready.add(id);
    const { events } = await openWithPictures(PATH);
    const choice = await screen.findByRole('group', { name: /Your Watercolour pictures are ready!/ });
    await events.click(within(choice).getByRole('button', { name: 'Keep the old pictures' }));
    expect(api.calls('/user/chooseRestyle')).toEqual([{ bookId: BOOK_ID, use: 'old' }]);
    expect(await screen.findByText(/You kept the old pictures/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Art style: Classic' })).toBeInTheDocument();
    expect(api.calls('/user/getlegends').length).toBeGreaterThan(1);
  });

  it('says when there are no credits, with the way to add some, and sends nothing', async () => {
    const api = fakeEditApi({ credits: 0 });
    const { events } = await openWithPictures(PATH);
    await events.click(await screen.findByRole('button', { name: 'Restyle the book' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restyle the book' });
    expect(await within(dialog).findByText('You have 0 credits.')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('you have none left');
    expect(within(dialog).getByRole('link', { name: 'Add credits' })).toHaveAttribute('href', '/cart');
    await events.click(within(dialog).getByRole('radio', { name: /Watercolour/ }));
    expect(within(dialog).getByRole('button', { name: 'Restyle for 1 credit' })).toBeDisabled();
    expect(api.calls('/user/restyleStory')).toEqual([]);
  });

  it('shows the server’s words when a restyle is refused, and the dialog stays open', async () => {
    const api = fakeEditApi(
      {},
      {
        'POST /user/restyleStory': () =>
          json(
            {
              error: 'The pictures of this book are still being drawn. Please wait until they are all ready.',
            },
            400,
          ),
      },
    );
    const { events } = await openWithPictures(PATH);
    await events.click(await screen.findByRole('button', { name: 'Restyle the book' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restyle the book' });
    await within(dialog).findByText('You have 1 credit.');
    await events.click(within(dialog).getByRole('radio', { name: /collage/i }));
    await events.click(within(dialog).getByRole('button', { name: 'Restyle for 1 credit' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('still being drawn');
    expect(within(dialog).queryByRole('link', { name: 'Add credits' })).not.toBeInTheDocument();
    expect(api.calls('/user/restyleStory')).toHaveLength(1);
    await events.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Restyle the book' })).toHaveFocus();
  });
});
