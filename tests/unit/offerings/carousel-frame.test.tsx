import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrandCarousel } from '@/components/carousel/brand-carousel';
import { FeatureCarousel } from '@/components/carousel/feature-carousel';

// The library itself needs real layout; a stand-in records the props our wrapper hands it.
const seen = vi.hoisted(() => ({ props: [] as Record<string, unknown>[] }));
vi.mock('react-multi-carousel', () => ({
  default: (props: Record<string, unknown> & { children: ReactNode }) => {
    seen.props.push(props);
    return <ul data-testid="fake-track">{props.children}</ul>;
  },
}));
vi.mock('react-multi-carousel/lib/styles.css', () => ({}));

const last = () => seen.props.at(-1) ?? {};
const items = [1, 2, 3].map((n) => ({ title: `Card ${n}`, text: `Text ${n}` }));

function preferReducedMotion(matches: boolean) {
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: matches && media.includes('reduce'),
    media,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  seen.props = [];
});

describe('FeatureCarousel', () => {
  it('autoplays every 2000 ms in a named carousel region with a Pause control', async () => {
    preferReducedMotion(false);
    render(<FeatureCarousel label="AI-powered offerings" items={items} heightClass="h-40" />);
    await screen.findByTestId('fake-track');
    const region = screen.getByRole('region', { name: 'AI-powered offerings' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getByRole('button', { name: /^Pause/ })).toBeInTheDocument();
    expect(last()).toMatchObject({ autoPlay: true, autoPlaySpeed: 2000, infinite: true, keyBoardControl: false });
  });

  it('does not autoplay under prefers-reduced-motion, and Play starts it', async () => {
    preferReducedMotion(true);
    render(<FeatureCarousel label="Offers" items={items} heightClass="h-40" />);
    await screen.findByTestId('fake-track');
    expect(last()).toMatchObject({ autoPlay: false, customTransition: 'none' });
    fireEvent.click(screen.getByRole('button', { name: /^Play/ }));
    await waitFor(() => expect(last()).toMatchObject({ autoPlay: true }));
    expect(screen.getByRole('button', { name: /^Pause/ })).toBeInTheDocument();
  });

  it('pauses while the pointer is over the slides and while focus is on a step button', async () => {
    preferReducedMotion(false);
    render(<FeatureCarousel label="Offers" items={items} heightClass="h-40" />);
    await screen.findByTestId('fake-track');
    const slides = screen.getByTestId('carousel-slides');
    fireEvent.mouseEnter(slides);
    expect(last()).toMatchObject({ autoPlay: false });
    expect(slides).toHaveAttribute('aria-live', 'polite');
    fireEvent.mouseLeave(slides);
    expect(last()).toMatchObject({ autoPlay: true });
    expect(slides).toHaveAttribute('aria-live', 'off');

    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    expect(last()).toMatchObject({ autoPlay: false });
    act(() => screen.getByRole('button', { name: 'Next slide' }).blur());
    expect(last()).toMatchObject({ autoPlay: true });
  });

  it('names each slide by its position', async () => {
    render(<FeatureCarousel label="Offers" items={items} heightClass="h-40" />);
    await screen.findByTestId('fake-track');
    expect(screen.getByRole('heading', { name: 'Card 2' })).toBeInTheDocument();
    const slideElements = (last().children as { props: { ariaLabel?: string } }[]).map((c) => c.props.ariaLabel);
    expect(slideElements).toEqual(['1 of 3', '2 of 3', '3 of 3']);
  });
});

describe('BrandCarousel', () => {
  const NAMES = ['First Client', 'Second Client', 'Third Client'];

  it("loops the deployment's client names every 1500 ms with no arrows, dots, swipe, drag or step buttons", async () => {
    preferReducedMotion(false);
    render(<BrandCarousel label="Brands we worked with" names={NAMES} />);
    await screen.findByTestId('fake-track');
    expect(last()).toMatchObject({
      autoPlay: true,
      autoPlaySpeed: 1500,
      infinite: true,
      arrows: false,
      showDots: false,
      swipeable: false,
      draggable: false,
    });
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    expect(screen.getByText('Second Client')).toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('is off under prefers-reduced-motion', async () => {
    preferReducedMotion(true);
    render(<BrandCarousel label="Brands we worked with" names={NAMES} />);
    await screen.findByTestId('fake-track');
    expect(last()).toMatchObject({ autoPlay: false });
    expect(screen.getByRole('button', { name: /^Play/ })).toBeInTheDocument();
  });
});
