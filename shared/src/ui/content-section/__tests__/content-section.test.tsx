import { screen } from '@testing-library/react';
import { renderWithRouter } from '@group/shared/testing';
import { ContentSection } from '../content-section';
import { NewsContentSection } from '../news-content-section';

describe('ContentSection', () => {
  it('shows both headings, the description, the image and the call to action', () => {
    renderWithRouter(
      <ContentSection
        leftHeading="SECTION 01"
        rightHeading="A legacy of <em>trust</em>"
        desc="<p>We build.</p><script>bad()</script>"
        img="https://img.example.com/section.jpg"
        alt="Skyline"
        cta="www.example.com"
        ctaText="Know More"
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'SECTION 01' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'A legacy of trust' })).toBeInTheDocument();
    expect(screen.getByText('We build.')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByRole('img', { name: 'Skyline' })).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('link', { name: 'Know More' })).toHaveAttribute('href', 'https://www.example.com');
  });

  it('leaves out the optional image and call to action', () => {
    renderWithRouter(<ContentSection leftHeading="About" rightHeading="Who we are" desc="Text" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('NewsContentSection', () => {
  it('shows several paragraphs and a "Read More" link opening in a new tab', () => {
    renderWithRouter(
      <NewsContentSection
        leftHeading="PRESS RELEASES"
        rightHeading="Group opens a new hospital"
        multiDesc={['<p>First paragraph.</p>']}
        newsData={{ innerContent: ['<p>Second paragraph.</p>', '<p>Third paragraph.</p>'] }}
        newsInnerCtaLink="https://news.example.com/story"
      />,
    );
    expect(screen.getByText('First paragraph.')).toBeInTheDocument();
    expect(screen.getByText('Second paragraph.')).toBeInTheDocument();
    expect(screen.getByText('Third paragraph.')).toBeInTheDocument();
    const readMore = screen.getByRole('link', { name: 'Read More' });
    expect(readMore).toHaveAttribute('href', 'https://news.example.com/story');
    expect(readMore).toHaveAttribute('target', '_blank');
    expect(readMore).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('has no "Read More" without a link', () => {
    renderWithRouter(<NewsContentSection leftHeading="NEWS" rightHeading="Title" desc="<p>Body</p>" img="https://img.example.com/n.jpg" alt="News photo" />);
    expect(screen.queryByRole('link', { name: 'Read More' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'News photo' })).toBeInTheDocument();
  });
});
