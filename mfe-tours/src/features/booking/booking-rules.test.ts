import { fieldKey, refusal } from './api/booking-api';
import {
  ageOn,
  countdownAnnouncement,
  formatCountdown,
  guessRooms,
  parseIsoDate,
  roomErrors,
  roomInputs,
  sitePath,
} from './booking-rules';

describe('booking rules', () => {
  it('guesses doubles for pairs and a single for the odd one out', () => {
    expect(guessRooms(1)).toEqual({ rooms: [{ occupancy: 'SINGLE' }], roomOf: [0] });
    expect(guessRooms(2)).toEqual({ rooms: [{ occupancy: 'DOUBLE' }], roomOf: [0, 0] });
    expect(guessRooms(5)).toEqual({
      rooms: [{ occupancy: 'DOUBLE' }, { occupancy: 'DOUBLE' }, { occupancy: 'SINGLE' }],
      roomOf: [0, 0, 1, 1, 2],
    });
    const { rooms, roomOf } = guessRooms(3);
    expect(roomErrors(rooms, roomOf, 3)).toEqual({});
    expect(roomInputs(rooms, roomOf)).toEqual([
      { occupancy: 'DOUBLE', travellers: [0, 1] },
      { occupancy: 'SINGLE', travellers: [2] },
    ]);
  });

  it('counts ages on a date and refuses dates that do not exist', () => {
    expect(ageOn(parseIsoDate('2009-05-10')!, parseIsoDate('2027-05-09')!)).toBe(17);
    expect(ageOn(parseIsoDate('2009-05-09')!, parseIsoDate('2027-05-09')!)).toBe(18);
    expect(parseIsoDate('2027-02-29')).toBeNull();
    expect(parseIsoDate('9 May 2027')).toBeNull();
  });

  it('shows mm:ss and speaks only at 5 and 1 minutes left', () => {
    expect(formatCountdown(15 * 60_000)).toBe('15:00');
    expect(formatCountdown(61_500)).toBe('01:02');
    expect(formatCountdown(-5)).toBe('00:00');
    expect(countdownAnnouncement(6 * 60_000)).toBe('');
    expect(countdownAnnouncement(5 * 60_000)).toMatch(/^Five minutes left/);
    expect(countdownAnnouncement(4 * 60_000 + 59_000)).toBe(countdownAnnouncement(2 * 60_000));
    expect(countdownAnnouncement(60_000)).toMatch(/^One minute left/);
    expect(countdownAnnouncement(0)).toBe('');
  });

  it('turns an absolute API link into a path on this site', () => {
    expect(sitePath('https://history.example/tours/booking-confirmed?ref=TB-1&token=a%2Fb')).toBe(
      '/tours/booking-confirmed?ref=TB-1&token=a%2Fb',
    );
    expect(sitePath('/api/x.ics?token=t')).toBe('/api/x.ics?token=t');
  });

  it('names the form field of an API error path', () => {
    expect(fieldKey(['input', 'travellers', '1', 'dateOfBirth'])).toBe('travellers.1.dateOfBirth');
    expect(fieldKey(['input', 'contact', 'phone'], 2)).toBe('travellers.2.phone');
    expect(fieldKey(['input', 'card', 'expYear'])).toBe('cardExpiry');
    expect(fieldKey(['input', 'rooms', '0', 'travellers'])).toBe('rooms.0');
    expect(fieldKey(['input', 'doubleRooms'])).toBe('rooms');
    expect(fieldKey(['input', 'acceptPolicy'])).toBe('acceptPolicy');
    expect(fieldKey(null)).toBeNull();
    expect(
      refusal(
        [
          {
            field: ['input', 'singleRooms'],
            code: 'ROOMS_SOLD_OUT',
            message: 'No single rooms left.',
          },
        ],
        'x',
      ),
    ).toEqual({
      code: 'ROOMS_SOLD_OUT',
      message: 'No single rooms left.',
      fieldErrors: { rooms: 'No single rooms left.' },
    });
  });
});
