/** @jest-environment jsdom */
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { InterestPageData } from '../../../shared/content/tour-view';
import { fireEvent, render, screen } from '@testing-library/react';
import { settle } from '../../../shared/components/test-support';
import { fakeClient } from '../../../shared/forms/fake-client';
import InterestPage from './interest-page';

jest.mock('../../../shared/forms/tours-forms.css', () => ({}));
let client = fakeClient(() => null);
jest.mock('../../../shared/api/tours-client', () => ({ toursClient: () => client }));

const img = (n: number) => ({
  url: `https://images.example/${n}.jpg`,
  alt: `Picture ${n}`,
  width: 1600,
  height: 900,
});
const data: InterestPageData = {
  form: {
    title: 'Tour participation interest',
    ageRanges: ['18-39', '40-59', '60+'],
    locations: ['Wittenberg', 'Geneva', 'Boston'],
    images: [img(1)],
    galleryTitle: 'Past tours',
    gallery: [{ image: img(2), caption: 'Wartburg castle' }],
  },
  tours: [
    {
      uid: 'britains-reformers',
      title: "Britain's Reformers",
      subtitle: null,
      thumbnail: null,
      startsOn: '2027-05-10',
      priceFromUsd: 3900,
    },
    {
      uid: 'pioneers-of-new-england',
      title: 'Pioneers of New England',
      subtitle: null,
      thumbnail: null,
      startsOn: '2026-09-14',
      priceFromUsd: 3500,
    },
  ],
};
const route = {
  id: 'tours.participationInterest',
  path: '/tours/participation-interest',
  title: 'Participation interest',
};
const page = (url = '/tours/participation-interest') => (
  <MemoryRouter initialEntries={[url]}>
    <InterestPage params={{}} route={route} data={data} />
  </MemoryRouter>
);

function fill() {
  fireEvent.change(screen.getByLabelText('Age range'), { target: { value: '40-59' } });
  fireEvent.click(screen.getByLabelText('Geneva'));
  fireEvent.click(screen.getByLabelText(/^Pioneers of New England/));
  fireEvent.change(screen.getByLabelText('How many would travel (1–20)'), {
    target: { value: '2' },
  });
  fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Idelette de Bure' } });
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'idelette@example.org' } });
}

it('prerenders the form from tour_form with its images and gallery', () => {
  const html = renderToString(page());
  expect(html.match(/<h1/g)).toHaveLength(1);
  expect(html).toContain('Tour participation interest');
  expect(html).toContain('Picture 1');
  expect(html).toContain('Past tours');
  expect(html).toContain('Wartburg castle');
  expect(html).toContain('Boston');
});

it('checks the fields before sending and points each message at its field', () => {
  client = fakeClient(() => ({ received: true, userErrors: [] }));
  render(page());
  fireEvent.change(screen.getByLabelText('How many would travel (1–20)'), {
    target: { value: '25' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Register my interest' }));
  expect(client.calls).toHaveLength(0);
  expect(
    screen.getByRole('combobox', { name: 'Age range', description: 'Choose your age range.' }),
  ).toBeTruthy();
  expect(
    screen.getByRole('spinbutton', {
      name: 'How many would travel (1–20)',
      description: (d) => d.includes('1 to 20'),
    }),
  ).toBeTruthy();
  expect(screen.queryAllByRole('alert').map((a) => a.textContent)).toContain(
    'Choose at least one location or tour you are interested in.',
  );
  expect(document.activeElement).toBe(screen.getByLabelText('Age range'));
});

it('sends the entry and confirms it', async () => {
  client = fakeClient(() => ({ received: true, userErrors: [] }));
  render(page());
  fill();
  fireEvent.click(screen.getByRole('button', { name: 'Register my interest' }));
  await settle(3);
  expect(client.calls[0]).toEqual({
    field: 'tourInterestSubmit',
    variables: {
      input: {
        name: 'Idelette de Bure',
        email: 'idelette@example.org',
        phone: null,
        ageRange: '40-59',
        locations: ['Geneva'],
        tours: ['pioneers-of-new-england'],
        partySize: 2,
        message: null,
      },
    },
  });
  expect(document.body.textContent).toContain('Thank you: we have your details');
  expect(document.body.textContent).toContain(
    'We have sent a confirmation to idelette@example.org',
  );
  expect(document.activeElement?.textContent).toBe('Thank you: we have your details');
});

it('shows a server error on the field it names and keeps everything typed', async () => {
  client = fakeClient(() => ({
    received: false,
    userErrors: [
      {
        field: ['input', 'email'],
        code: 'INVALID',
        message: 'That e-mail address cannot receive mail.',
      },
    ],
  }));
  render(page());
  fill();
  fireEvent.change(screen.getByLabelText('Message (optional)'), {
    target: { value: 'We are a church group.' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Register my interest' }));
  await settle(3);
  expect(
    screen.getByRole('textbox', {
      name: 'E-mail',
      description: 'That e-mail address cannot receive mail.',
    }),
  ).toBeTruthy();
  expect(screen.getByLabelText<HTMLInputElement>('Message (optional)').value).toBe(
    'We are a church group.',
  );
  expect(screen.getByLabelText<HTMLInputElement>('Geneva').checked).toBe(true);
});

it('preselects the tour of ?tour=', () => {
  render(page('/tours/participation-interest?tour=britains-reformers'));
  expect(screen.getByLabelText<HTMLInputElement>(/^Britain's Reformers/).checked).toBe(true);
});
