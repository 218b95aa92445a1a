import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateFromServer, renderOnServer, renderWithRuntime } from '@group/shared/testing';
import { StaticMarkup } from '../static-markup';

const cardRendered = jest.fn();

/** A card with no behaviour that counts its renders. */
function Card({ title }: { title: string }) {
  cardRendered();
  return (
    <article>
      <h3>{title}</h3>
      <a href="/news-centre">Read more</a>
    </article>
  );
}

/** Static cards beside a control that replaces what they show (a tab, say). */
function Cards() {
  const [title, setTitle] = useState('Serving sports');
  return (
    <>
      <StaticMarkup as="section" className="cards" deps={[title]}>
        <Card title={title} />
        <Card title={`${title}, again`} />
      </StaticMarkup>
      <button type="button" onClick={() => setTitle('And hospitality')}>
        Next
      </button>
    </>
  );
}

describe('StaticMarkup', () => {
  it('keeps the server’s markup when hydrating, without rendering what is inside', async () => {
    const server = await renderOnServer(<Cards />);
    expect(server.html).toContain('Serving sports, again');
    cardRendered.mockClear();
    const page = await hydrateFromServer(<Cards />, server);

    expect(page.errors).toEqual([]);
    expect(cardRendered).not.toHaveBeenCalled();
    const section = page.container.querySelector('section.cards');
    expect(section).toHaveAttribute('data-static-markup');
    expect(section?.querySelectorAll('h3')).toHaveLength(2);
    expect(section).toHaveTextContent('Serving sports, again');
    expect(section?.querySelector('a')).toHaveAttribute('href', '/news-centre');
    page.unmount();
  });

  it('renders what is inside once the values it is made of change', async () => {
    const server = await renderOnServer(<Cards />);
    const page = await hydrateFromServer(<Cards />, server);
    cardRendered.mockClear();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(cardRendered).toHaveBeenCalledTimes(2);
    const section = page.container.querySelector('section.cards');
    expect(section?.querySelectorAll('h3')).toHaveLength(2);
    expect(section).toHaveTextContent('And hospitality, again');
    expect(section).not.toHaveTextContent('Serving sports');
    page.unmount();
  });

  it('renders what is inside on a page the server had no part in', () => {
    cardRendered.mockClear();
    const { container } = renderWithRuntime(<Cards />);
    expect(cardRendered).toHaveBeenCalledTimes(2);
    expect(container.querySelector('section.cards')).toHaveTextContent('Serving sports, again');
  });
});
