/** @jest-environment jsdom */
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { builtPage, departure, fakeClient, settle } from '../../../shared/components/test-support';
import type { TourPageData } from '../../../shared/content/tour-view';
import TourPage from './tour-page';

jest.mock('./tour-page.css', () => ({}));
jest.mock('../../map/components/tour-map.css', () => ({}));
jest.mock('../../../shared/components/tours-shared.css', () => ({}));
jest.mock('../../waitlist/components/waitlist-form', () => ({
  WaitlistForm: ({ departureId, tourTitle }: { departureId: string; tourTitle: string }) => (
    <p data-testid="waitlist">
      waitlist {departureId} {tourTitle}
    </p>
  ),
}));
let client = fakeClient({});
jest.mock('../../../shared/api/tours-client', () => ({ toursClient: () => client }));

const route = { id: 'tours.details', path: '/tours/:uid', title: 'Tour' };
let data: TourPageData;
let departed: TourPageData;
beforeAll(async () => {
  jest.useFakeTimers({
    now: new Date('2026-11-25T09:00:00Z'),
    doNotFake: ['nextTick', 'setImmediate', 'setTimeout'],
  });
  data = await builtPage<TourPageData>('/tours/britains-reformers');
  departed = await builtPage<TourPageData>('/tours/reformation-europe');
  jest.useRealTimers();
});
beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());
/** Text as read aloud: whitespace collapsed. */
const textOf = (element: Element | null | undefined) =>
  (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

const page = (d: TourPageData = data) => (
  <MemoryRouter initialEntries={[`/tours/${d.tour.uid}`]}>
    <TourPage data={d} params={{ uid: d.tour.uid }} route={route} />
  </MemoryRouter>
);

describe('/tours/:uid', () => {
  it('prerenders the tour: title, start, both prices, lists, itinerary, map, extensions, booklet, FAQ, related', () => {
    const html = renderToString(page()).replace(/<!-- -->/g, '');
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain('<h1>Britain&#x27;s Reformers</h1>');
    expect(html).toContain('9 May 2027');
    expect(html).toContain('US$2,980.00 <span>per person');
    expect(html).toContain('US$2,490.00 <span>per person');
    expect(html).toContain('Hotel accommodation with breakfast');
    expect(html).toContain('Flights to the start and from the end of the tour');
    expect(html).toContain('Welcome to the city');
    expect(html).toContain('role="img"');
    expect(html).toContain('North Nibley');
    expect(html).toContain('Tyndale&#x27;s Gloucestershire');
    expect(html).toContain('US$420');
    expect(html).toContain('Iona Pilgrimage');
    // One booklet, the PDF made from this tour's content, covers the extensions too.
    expect(html).toContain('href="/api/tours/britains-reformers/booklet.pdf"');
    expect(html).toContain('Download the tour booklet (PDF)');
    expect(html).not.toContain('booklet.svg');
    expect(html).toContain('Can I join in Edinburgh only?');
    expect(html).toContain('href="/shop/products/tyndale-new-testament-facsimile"');
    expect(html).toContain('href="/tours/britains-reformers/booking"');
  });

  it('keeps the headings in order', async () => {
    client = fakeClient({ fail: true });
    const { container } = render(page());
    await settle();
    const levels = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) =>
      Number(h.tagName[1]),
    );
    levels.reduce((prev, level) => {
      expect(level).toBeLessThanOrEqual(prev + 1);
      return level;
    }, 0);
    expect(container.querySelectorAll('img:not([alt])')).toHaveLength(0);
  });

  it('offers "Book this tour" when the departure is open, with its seats', async () => {
    client = fakeClient({
      departures: [departure('britains-reformers', '2027-05-09', 'OPEN', 12)],
    });
    render(page());
    await settle();
    expect(textOf(document.body)).toContain('12 of 28 seats left');
    expect(screen.getByRole('link', { name: 'Book this tour' }).getAttribute('href')).toBe(
      '/tours/britains-reformers/booking',
    );
    expect(screen.queryByTestId('waitlist')).toBeNull();
    expect(client.asked[0]).toEqual({ tourUids: ['britains-reformers'] });
  });

  it('shows the waitlist form instead when the departure is full', async () => {
    client = fakeClient({ departures: [departure('britains-reformers', '2027-05-09', 'FULL', 0)] });
    render(page());
    await settle();
    expect(textOf(document.body)).toContain('Full — join the waitlist');
    expect(textOf(screen.getByTestId('waitlist'))).toBe(
      "waitlist britains-reformers-2027-05-09 Britain's Reformers",
    );
    expect(screen.queryAllByRole('link', { name: 'Book this tour' })).toEqual([]);
  });

  it('shows a departed tour with no booking link, before and after the API answers', async () => {
    expect(renderToString(page(departed))).not.toContain('/booking"');
    client = fakeClient({
      departures: [departure('reformation-europe', '2026-09-06', 'DEPARTED', 0)],
    });
    render(page(departed));
    await settle();
    expect(textOf(document.querySelector('.tour-book-status'))).toContain('Departed');
    expect(screen.queryAllByRole('link', { name: 'Book this tour' })).toEqual([]);
  });

  it('lists the map pins as buttons that highlight their pin', async () => {
    client = fakeClient({ fail: true });
    render(page());
    await settle();
    const places = within(screen.getByRole('list', { name: 'Places on the map' }));
    const iona = places.getByRole('button', { name: /Iona/ });
    expect(iona.textContent).toContain('Post-tour extension');
    expect(places.getByRole('button', { name: /North Nibley/ }).textContent).toContain(
      'Pre-tour extension',
    );
    expect(places.getAllByRole('button')).toHaveLength(9);
    fireEvent.click(iona);
    expect(iona.getAttribute('aria-pressed')).toBe('true');
    expect(document.querySelector('.tour-map-label')?.textContent).toBe('Iona');
    expect(textOf(document.querySelector('[aria-live]:not(.tour-book-status)'))).toBe(
      'Iona is highlighted on the map.',
    );
    fireEvent.click(iona);
    expect(iona.getAttribute('aria-pressed')).toBe('false');
    const map = screen.getByRole('img', { name: /^Map of Britain's Reformers: 9 places/ });
    expect(map.querySelectorAll('.tour-map-pin--pre')).toHaveLength(1);
    expect(map.querySelectorAll('.tour-map-pin--post')).toHaveLength(1);
    // The book link stays when the API is down.
    expect(screen.getAllByRole('link', { name: 'Book this tour' })).toHaveLength(1);
  });
});
