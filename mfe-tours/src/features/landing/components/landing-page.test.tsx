/** @jest-environment jsdom */
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { render, screen, within } from '@testing-library/react';
import { builtPage, departure, fakeClient, settle } from '../../../shared/components/test-support';
import type { LandingPageData } from '../../../shared/content/tour-view';
import LandingPage from './landing-page';

jest.mock('./landing.css', () => ({}));
jest.mock('../../../shared/components/tours-shared.css', () => ({}));
let client = fakeClient({});
jest.mock('../../../shared/api/tours-client', () => ({ toursClient: () => client }));

const route = { id: 'tours.index', path: '/tours/upcoming', title: 'Tours' };
/** The API's answer for the two tours that had started before the build. */
const DEPARTED = [
  departure('reformation-europe', '2026-09-06', 'DEPARTED', 4),
  departure('waldensian-valleys', '2026-06-14', 'DEPARTED', 0),
];
let data: LandingPageData;
beforeAll(async () => {
  jest.useFakeTimers({
    now: new Date('2026-11-25T09:00:00Z'),
    doNotFake: ['nextTick', 'setImmediate', 'setTimeout'],
  });
  data = await builtPage<LandingPageData>('/tours/upcoming');
  jest.useRealTimers();
});
beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());
/** Text as read aloud: whitespace collapsed. */
const textOf = (element: Element | null | undefined) =>
  (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

const page = () => (
  <MemoryRouter initialEntries={['/tours/upcoming']}>
    <LandingPage data={data} params={{}} route={route} />
  </MemoryRouter>
);

const card = (title: string) => screen.getByRole('article', { name: title });

describe('/tours/upcoming', () => {
  it('prerenders the about text, gallery, the years with their tours, prices and the interest link', () => {
    const html = renderToString(page()).replace(/<!-- -->/g, '');
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain('<h1>Heritage Tours</h1>');
    expect(html).toContain('Groups are limited to twenty-eight travellers');
    expect(html).toContain('Tours in 2026</h2>');
    expect(html).toContain('Tours in 2027</h2>');
    expect(html).toContain('Geneva to Prague in the footsteps of the reformers');
    expect(html).toContain('US$2,490.00 per person');
    expect(html).toContain('9 May 2027');
    expect(html).toContain('href="/tours/participation-interest"');
    // Tours that started before the build: departed, no booking link.
    expect(html).toContain('Departed');
    expect(html).not.toContain('href="/tours/waldensian-valleys/booking"');
    expect(html).toContain('href="/tours/britains-reformers/booking"');
  });

  it('shows live seats and the few-seats and full badges once the API answers', async () => {
    client = fakeClient({
      departures: [
        departure('britains-reformers', '2027-05-09', 'OPEN', 3),
        departure('pioneers-of-new-england', '2027-09-19', 'FULL', 0),
        ...DEPARTED,
      ],
    });
    render(page());
    await settle();
    const britain = card("Britain's Reformers");
    expect(textOf(britain)).toContain('Few seats left 3 of 28 seats left');
    expect(
      within(britain).getByRole('link', { name: "Book Britain's Reformers" }).getAttribute('href'),
    ).toBe('/tours/britains-reformers/booking');
    const pioneers = card('Pioneers of New England');
    expect(textOf(pioneers)).toContain('Full — join the waitlist');
    expect(within(pioneers).queryAllByRole('link', { name: /^Book/ })).toEqual([]);
    expect(
      within(pioneers)
        .getByRole('link', { name: /Join the waitlist/ })
        .getAttribute('href'),
    ).toBe('/tours/pioneers-of-new-england#book');
    const europe = card('Reformation Europe');
    expect(textOf(europe)).toContain('Departed');
    expect(within(europe).queryAllByRole('link', { name: /^Book/ })).toEqual([]);
    expect(client.asked[0]).toEqual({
      tourUids: [
        'waldensian-valleys',
        'reformation-europe',
        'britains-reformers',
        'pioneers-of-new-england',
      ],
    });
  });

  it('lists the tours that can be booked first, and the departed ones after them', () => {
    render(page());
    const years = screen
      .getAllByRole('heading', { level: 2, name: /^Tours in/ })
      .map((h) => textOf(h));
    expect(years).toEqual(['Tours in 2027', 'Tours in 2026']);
    const titles = screen.getAllByRole('article').map((a) => textOf(a.querySelector('h3')));
    expect(titles.indexOf("Britain's Reformers")).toBeLessThan(
      titles.indexOf('The Waldensian Valleys'),
    );
  });

  it('says nothing aloud when the seats arrive: no card status is a live region', async () => {
    client = fakeClient({
      departures: [departure('britains-reformers', '2027-05-09', 'OPEN', 28), ...DEPARTED],
    });
    const { container } = render(page());
    await settle();
    expect(textOf(card("Britain's Reformers"))).toContain('28 of 28 seats left');
    expect(container.querySelectorAll('[aria-live], [role="status"], [role="alert"]')).toHaveLength(
      0,
    );
  });

  it('keeps the content figures when the API fails', async () => {
    client = fakeClient({ fail: true });
    render(page());
    await settle();
    expect(console.warn).toHaveBeenCalled();
    expect(
      within(card("Britain's Reformers")).getAllByRole('link', { name: /^Book/ }),
    ).toHaveLength(1);
    expect(textOf(card('The Waldensian Valleys'))).toContain('Departed');
  });

  it('says so when there is no landing data', () => {
    render(
      <MemoryRouter>
        <LandingPage data={null} params={{}} route={route} />
      </MemoryRouter>,
    );
    expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe('Tours');
  });
});
