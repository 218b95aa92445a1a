import { screen } from '@testing-library/react';
import { mockFetch, resetSiteStore } from '@group/shared/testing';
import { box, venture, ventureRoutes } from './venture-fixtures';
import { renderVenture } from './render-venture';

beforeEach(() => resetSiteStore());

describe('venture sections', () => {
  it('shows the sections in the backend order, skipping and logging a layout it does not know', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    mockFetch(
      ventureRoutes(
        venture({
          sections: [
            { layout_type: 'title_desc', section_title: 'About us', section_description: '<p>Intro.</p>' },
            { layout_type: 'video_carousel', section_title: 'Watch us', box_sections: [box()] },
            { layout_type: 'title_desc_image_horizontal', section_title: 'What we do', box_sections: [box()] },
            { layout_type: 'title_desc_image_vertical', image_type: 'logo', section_title: 'Our clubs', box_sections: [box()] },
          ],
        }),
      ),
    );
    renderVenture('sports');

    await screen.findByRole('heading', { level: 1, name: 'Sports' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'About us',
      'What we do',
      'Our clubs',
    ]);
    expect(screen.queryByText('Watch us')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain('unknown layout_type "video_carousel"');
  });

  it('shows the banner alone when the venture has no sections', async () => {
    mockFetch(ventureRoutes(venture({ sections: [] })));
    renderVenture('sports');

    await screen.findByRole('heading', { level: 1, name: 'Sports' });
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });
});
