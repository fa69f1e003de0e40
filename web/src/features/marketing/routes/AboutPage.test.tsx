import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { addAnalyticsSink } from '../../../lib/analytics';
import { renderApp } from '../../../testing/renderApp';

describe('about page', () => {
  it.each(['/about', '/about-us'])(
    '%s tells the story behind StorySprout and records about_page_visited',
    async (path) => {
      const sink = vi.fn();
      const remove = addAnalyticsSink(sink);
      renderApp({ path });

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Story Behind StorySprout' }),
      ).toBeInTheDocument();
      // The event is recorded by an effect after the page renders.
      await waitFor(() => expect(sink).toHaveBeenCalledWith('about_page_visited', { page_path: path }));
      remove();
    },
  );
});
