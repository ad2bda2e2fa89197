import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router';
import { ScrollRestoration } from './scroll-restoration';
import { renderRoute } from '../test/render-route';

function scrollPageTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

function Pages() {
  return (
    <>
      <ScrollRestoration />
      <Routes>
        <Route path="/list" element={<Link to="/item">Open the item</Link>} />
        <Route path="/item" element={<Link to="/list#top-picks">Top picks</Link>} />
      </Routes>
    </>
  );
}

afterEach(() => scrollPageTo(0));

describe('scroll position', () => {
  it('starts a followed link at the top, and going back returns to where the user was', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = renderRoute('/list', <Pages />);
    scrollPageTo(840);

    await userEvent.click(screen.getByRole('link', { name: 'Open the item' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });
    scrollPageTo(0);

    await router.navigate(-1);
    expect(router.state.location.pathname).toBe('/list');
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 840, left: 0, behavior: 'instant' });
  });

  it('leaves a link to an #anchor to the page that scrolls to it', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderRoute('/item', <Pages />);
    scrollTo.mockClear();
    await userEvent.click(screen.getByRole('link', { name: 'Top picks' }));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
