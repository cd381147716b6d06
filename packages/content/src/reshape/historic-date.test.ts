import {
  formatHistoricDate,
  formatHistoricRange,
  parseHistoricDate,
  signedYear,
} from './historic-date';

const d = (date: string, era: 'AD' | 'BC' = 'AD') => {
  const parsed = parseHistoricDate(date, era);
  if (!parsed) throw new Error(`bad fixture ${date}`);
  return parsed;
};

describe('historic dates', () => {
  it('parses stored dates with their era and rejects malformed ones', () => {
    expect(parseHistoricDate('0586-01-01', 'BC')).toEqual({
      year: 586,
      month: 1,
      day: 1,
      era: 'BC',
    });
    expect(parseHistoricDate('1517-10-31', null)).toEqual({
      year: 1517,
      month: 10,
      day: 31,
      era: 'AD',
    });
    expect(parseHistoricDate('1517-13-01', 'AD')).toBeNull();
    expect(parseHistoricDate('0000-01-01', 'AD')).toBeNull();
    expect(parseHistoricDate(null, 'AD')).toBeNull();
    expect(parseHistoricDate('31/10/1517', 'AD')).toBeNull();
  });

  it('formats by accuracy', () => {
    expect(formatHistoricDate(d('0586-01-01', 'BC'))).toBe('586 BC');
    expect(formatHistoricDate(d('1517-10-31'), 'Display specific date')).toBe('31 October 1517');
    expect(formatHistoricDate(d('1517-10-31'), 'Display year only')).toBe('1517');
    expect(formatHistoricDate(d('0070-08-09', 'BC'), 'Display specific date')).toBe(
      '9 August 70 BC',
    );
  });

  it('formats ranges within and across eras', () => {
    expect(formatHistoricRange(d('1517-10-31'), d('1521-04-18'))).toBe('1517–1521');
    expect(formatHistoricRange(d('0586-01-01', 'BC'), d('0539-01-01', 'BC'))).toBe('586–539 BC');
    expect(formatHistoricRange(d('0004-01-01', 'BC'), d('0030-01-01'))).toBe('4 BC–AD 30');
    expect(formatHistoricRange(d('1517-10-31'), d('1521-01-03'), 'Display specific date')).toBe(
      '31 October 1517 – 3 January 1521',
    );
    expect(formatHistoricRange(d('1517-01-01'), d('1517-06-01'))).toBe('1517');
    expect(formatHistoricRange(d('1517-10-31'), null, 'Display specific date')).toBe(
      '31 October 1517',
    );
  });

  it('gives BC years a negative sort key', () => {
    expect(signedYear(d('0586-01-01', 'BC'))).toBe(-586);
    expect(signedYear(d('1517-01-01'))).toBe(1517);
  });
});
