import { screen, within } from '@testing-library/react';
import { mockFetch, resetSiteStore } from '@group/shared/testing';
import { API, box, venture, ventureRoutes } from './venture-fixtures';
import { renderVenture } from './render-venture';

beforeEach(() => resetSiteStore());

const showBoxes = async (boxes: ReadonlyArray<Record<string, unknown>>) => {
  mockFetch(
    ventureRoutes(
      venture({
        sections: [
          {
            layout_type: 'title_desc_image_horizontal',
            section_title: 'What we do',
            section_description: '<p>Three lines of business.</p>',
            box_sections: boxes,
          },
        ],
      }),
    ),
  );
  const view = renderVenture('sports');
  await screen.findByRole('heading', { level: 1, name: 'Sports' });
  return view;
};

describe('title_desc_image_horizontal sections', () => {
  it('shows each box with its image from the uploads path, alt text, title and description', async () => {
    await showBoxes([
      box({
        box_image: { url: 'ventures/boxes/sports-1.jpg' },
        box_alt_tag: 'Cricket stumps on a stadium pitch',
        box_title: 'Franchise Cricket',
        box_description: '<p>Our six clubs compete in T20 leagues.</p>',
      }),
    ]);

    const section = screen.getByRole('region', { name: 'What we do' });
    expect(within(section).getByText('Three lines of business.')).toBeInTheDocument();
    const image = within(section).getByRole('img', { name: 'Cricket stumps on a stadium pitch' });
    expect(image).toHaveAttribute('src', `${API}/uploads/ventures/boxes/sports-1.jpg`);
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '900');
    expect(image).toHaveAttribute('height', '600');
    expect(within(section).getByRole('heading', { level: 3, name: 'Franchise Cricket' })).toBeInTheDocument();
    expect(within(section).getByText('Our six clubs compete in T20 leagues.')).toBeInTheDocument();
  });

  it('alternates the image side from one box to the next', async () => {
    await showBoxes([box({ box_title: 'One' }), box({ box_title: 'Two' }), box({ box_title: 'Three' })]);

    const sides = screen.getAllByRole('article').map((article) => article.getAttribute('data-image-side'));
    expect(sides).toEqual(['start', 'end', 'start']);
    const [first, second] = screen.getAllByRole('article');
    expect(first.className).not.toContain('imageEnd');
    expect(second.className).toContain('imageEnd');
  });

  it.each([
    ['the boolean true', true],
    ['the string "true"', 'true'],
  ] as const)('scrolls the text of a box whose is_scrollable is %s, in a focusable region', async (_, value) => {
    const { user } = await showBoxes([{ ...box({ box_title: 'Stadiums and Venues', box_description: '<p>Long text.</p>' }), is_scrollable: value }]);

    const scroller = screen.getByRole('region', { name: 'Stadiums and Venues' });
    expect(scroller).toHaveClass('scroller');
    expect(scroller).toHaveTextContent('Long text.');
    // Keyboard order: the breadcrumb's Home link, then the scrolling text.
    await user.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.tab();
    expect(scroller).toHaveFocus();
  });

  it.each([
    ['the boolean false', false],
    ['the string "false"', 'false'],
    ['missing', undefined],
  ] as const)('shows the whole text of a box whose is_scrollable is %s', async (_, value) => {
    await showBoxes([{ ...box({ box_title: 'Grassroots Academies', box_description: '<p>Short text.</p>' }), is_scrollable: value }]);

    expect(screen.getByText('Short text.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Grassroots Academies' })).not.toBeInTheDocument();
    expect(document.querySelector('.scroller')).toBeNull();
  });

  it('names a scrollable box without a title by its image alt text', async () => {
    await showBoxes([box({ box_title: undefined, box_alt_tag: 'Solar farm', is_scrollable: true })]);

    expect(screen.getByRole('region', { name: 'Solar farm' })).toHaveAttribute('tabindex', '0');
  });
});
