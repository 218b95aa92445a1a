import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HomeStat } from '@group/shared/contract';
import { homeStatSchema } from '@group/shared/contract';
import { mockMatchMedia, renderWithRuntime } from '@group/shared/testing';
import { StatsStrip } from '../components/stats-strip';
import { stats } from './home-fixtures';
import { findSwiperIn } from './swiper-capture';

jest.mock('swiper/react', () => jest.requireActual('./swiper-capture').capturingSwiperReact());

const parsed: HomeStat[] = stats.map((stat) => homeStatSchema.parse(stat));
const strip = () => screen.getByRole('region', { name: 'Our numbers' });

function expectStaticCounters() {
  const glance = screen.getByRole('list', { name: 'At a glance' });
  const items = within(glance).getAllByRole('listitem').map((item) => item.textContent);
  expect(items).toEqual(['06+Sectors Present', '1M+Impacting Lives', '25+Solar Projects Delivered', '06+Cricket Clubs Owned']);
}

describe('StatsStrip', () => {
  it('shows 3 placeholders and the static counters while the counters load', () => {
    renderWithRuntime(<StatsStrip stats={undefined} loading />);
    expect(screen.getByTestId('stats-placeholders').querySelectorAll('[data-skeleton-card]')).toHaveLength(3);
    expect(screen.queryByRole('region', { name: 'Our numbers' })).not.toBeInTheDocument();
    expectStaticCounters();
  });

  it('shows each counter as the number followed by a plus sign, its name (markup) and its image', async () => {
    renderWithRuntime(<StatsStrip stats={parsed} loading={false} />);
    const slide = within(strip()).getAllByRole('group', { name: '1 of 3' })[0];
    expect(within(slide).getByText('07+')).toBeInTheDocument();
    expect(slide).toHaveTextContent('Sectors Present');
    expect(slide.querySelector('br')).toBeInTheDocument();
    expect(within(slide).getByRole('img', { name: 'Sectors present' })).toHaveAttribute(
      'src',
      'http://localhost:4000/images/icons/stat-sectors.png',
    );
    // Counters out of view arrive with Swiper, which the kit's Carousel fetches after the first view.
    expect((await within(strip()).findAllByText('25+')).length).toBeGreaterThan(0);
    expect(within(strip()).getAllByText('10+').length).toBeGreaterThan(0);
    expectStaticCounters();
  });

  it('scrolls continuously: speed 6000 ms, no delay, looping, more counters on wider screens', async () => {
    renderWithRuntime(<StatsStrip stats={parsed} loading={false} />);
    const swiper = await findSwiperIn(strip());
    expect(swiper.params.speed).toBe(6000);
    expect(swiper.params.autoplay).toMatchObject({ delay: 0 });
    expect(swiper.params.loop).toBe(true);
    expect(swiper.params.slidesPerView).toBe(2);
    expect(swiper.params.breakpoints).toMatchObject({ 768: { slidesPerView: 3 }, 992: { slidesPerView: 4 } });
    expect(swiper.autoplay.running).toBe(true);
  });

  it('lets the visitor pause and restart the motion', async () => {
    renderWithRuntime(<StatsStrip stats={parsed} loading={false} />);
    const swiper = await findSwiperIn(strip());
    await userEvent.click(screen.getByRole('button', { name: 'Pause Our numbers' }));
    expect(swiper.autoplay.running).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Play Our numbers' }));
    expect(swiper.autoplay.running).toBe(true);
  });

  it('does not move under prefers-reduced-motion', async () => {
    mockMatchMedia({ reducedMotion: true });
    renderWithRuntime(<StatsStrip stats={parsed} loading={false} />);
    expect((await findSwiperIn(strip())).autoplay.running).toBe(false);
    expect(screen.getByRole('button', { name: 'Play Our numbers' })).toBeInTheDocument();
  });

  it.each([
    ['failed', undefined],
    ['came back empty', []],
  ])('shows the static counters alone when the counters load %s', (_case, value) => {
    renderWithRuntime(<StatsStrip stats={value} loading={false} />);
    expect(screen.queryByRole('region', { name: 'Our numbers' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('stats-placeholders')).not.toBeInTheDocument();
    expectStaticCounters();
  });
});
