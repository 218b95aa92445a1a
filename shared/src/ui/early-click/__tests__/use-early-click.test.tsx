import { fireEvent, render, screen } from '@testing-library/react';
import { EARLY_CLICK_SCRIPT } from '../early-click-script';
import { useEarlyClick } from '../use-early-click';

function Tile({ id, onOpen }: { id: string; onOpen: () => void }) {
  const click = useEarlyClick(id, onOpen);
  return (
    <button type="button" {...click}>
      Open {id}
    </button>
  );
}

/** The server's markup of a tile, before any script of the page has run. */
const serverMarkup = (id: string) => {
  document.body.innerHTML = `<div id="root"><button type="button" data-early-click="${id}">Open ${id}</button></div>`;
  return document.getElementById('root') as HTMLElement;
};

beforeEach(() => {
  delete window.__keptClicks;
  delete document.documentElement.dataset.live;
  // What the page's head runs first.
  new Function(EARLY_CLICK_SCRIPT)();
});

describe('a click made before the page is live', () => {
  it('takes effect once, when its control has been taken over', () => {
    const container = serverMarkup('a');
    fireEvent.click(screen.getByRole('button', { name: 'Open a' }));
    fireEvent.click(screen.getByRole('button', { name: 'Open a' }));
    const onOpen = jest.fn();

    render(<Tile id="a" onOpen={onOpen} />, { container });

    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(window.__keptClicks).toEqual([]);
  });

  it('is left for its own control: another control does not act on it', () => {
    const container = serverMarkup('a');
    fireEvent.click(screen.getByRole('button', { name: 'Open a' }));
    const onOpen = jest.fn();

    render(<Tile id="b" onOpen={onOpen} />, { container });

    expect(onOpen).not.toHaveBeenCalled();
    expect(window.__keptClicks).toHaveLength(1);
  });

  it('is not kept once the page is live: the control answers it itself', () => {
    const onOpen = jest.fn();
    render(<Tile id="a" onOpen={onOpen} />);
    document.documentElement.dataset.live = 'true';

    fireEvent.click(screen.getByRole('button', { name: 'Open a' }));

    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(window.__keptClicks).toEqual([]);
  });
});
