// Feed dates to UTC (supabase/functions/_shared/dates.ts): every zone abbreviation with its sign,
// numeric offsets, two-digit years, month names, fractions, and the dates that do not exist.
import { describe, expect, it } from 'vitest';
import { parseFeedDate } from '../../supabase/functions/_shared/dates.ts';

const iso = (value: string) => parseFeedDate(value)?.toISOString();

describe('zone abbreviations', () => {
  // Minutes east of UTC, as the world defines them (not a setting of this project).
  const zones: [string, number][] = [
    ['UT', 0],
    ['UTC', 0],
    ['GMT', 0],
    ['Z', 0],
    ['WET', 0],
    ['BST', 60],
    ['WEST', 60],
    ['CET', 60],
    ['MEZ', 60],
    ['CEST', 120],
    ['MESZ', 120],
    ['EET', 120],
    ['EEST', 180],
    ['EST', -300],
    ['EDT', -240],
    ['CST', -360],
    ['CDT', -300],
    ['MST', -420],
    ['MDT', -360],
    ['PST', -480],
    ['PDT', -420],
    ['BRT', -180],
  ];
  const noonUtc = Date.UTC(2025, 4, 31, 12, 0, 0);

  it.each(zones)('%s is %i minutes east of UTC', (zone, east) => {
    const expected = new Date(noonUtc - east * 60_000).toISOString();
    expect(iso(`Sat, 31 May 2025 12:00:00 ${zone}`)).toBe(expected);
    // Case does not matter.
    expect(iso(`Sat, 31 May 2025 12:00:00 ${zone.toLowerCase()}`)).toBe(expected);
  });

  it('reads an unknown abbreviation as no date at all', () => {
    expect(parseFeedDate('Sat, 31 May 2025 12:00:00 XYZ')).toBeUndefined();
    expect(parseFeedDate('Sat, 31 May 2025 12:00:00 A')).toBeUndefined();
  });
});

describe('numeric offsets', () => {
  it.each([
    ['+0000', '2025-05-31T12:00:00.000Z'],
    ['+0530', '2025-05-31T06:30:00.000Z'],
    ['+05:30', '2025-05-31T06:30:00.000Z'],
    ['-0330', '2025-05-31T15:30:00.000Z'],
    ['-03:30', '2025-05-31T15:30:00.000Z'],
    ['+1400', '2025-05-30T22:00:00.000Z'],
    ['-1200', '2025-06-01T00:00:00.000Z'],
  ])('RFC 822 %s', (offset, expected) => {
    expect(iso(`Sat, 31 May 2025 12:00:00 ${offset}`)).toBe(expected);
  });

  it.each([
    ['2025-05-31T12:00:00+05:30', '2025-05-31T06:30:00.000Z'],
    ['2025-05-31T12:00:00+0530', '2025-05-31T06:30:00.000Z'],
    ['2025-05-31T12:00:00-07:00', '2025-05-31T19:00:00.000Z'],
    ['2025-05-31T12:00:00z', '2025-05-31T12:00:00.000Z'],
    ['2025-05-31T12:00:00Z', '2025-05-31T12:00:00.000Z'],
    ['2025-05-31 12:00:00 +02:00', '2025-05-31T10:00:00.000Z'],
    ['2025-05-31T12:00', '2025-05-31T12:00:00.000Z'],
    ['2025-05-31', '2025-05-31T00:00:00.000Z'],
  ])('ISO 8601 %s', (value, expected) => {
    expect(iso(value)).toBe(expected);
  });

  it('refuses offsets that are not a time of day', () => {
    expect(parseFeedDate('2025-05-31T12:00:00+2400')).toBeUndefined();
    expect(parseFeedDate('2025-05-31T12:00:00+05:60')).toBeUndefined();
    expect(parseFeedDate('Sat, 31 May 2025 12:00:00 -9999')).toBeUndefined();
    expect(iso('2025-05-31T12:00:00+23:59')).toBe('2025-05-30T12:01:00.000Z');
  });

  it('reads a date without a zone as UTC', () => {
    expect(iso('Sat, 31 May 2025 12:00:00')).toBe('2025-05-31T12:00:00.000Z');
    expect(iso('2025-05-31T12:00:00')).toBe('2025-05-31T12:00:00.000Z');
  });
});

describe('years, months, days and times', () => {
  it.each([
    ['00', 2000],
    ['25', 2025],
    ['49', 2049],
    ['50', 1950],
    ['99', 1999],
  ])('two-digit year %s is %i', (yy, year) => {
    expect(parseFeedDate(`01 Jan ${yy} 00:00 GMT`)?.getUTCFullYear()).toBe(year);
  });

  it('reads four-digit years as written, and no other length', () => {
    expect(iso('01 Jan 0049 00:00 GMT')).toBe('0049-01-01T00:00:00.000Z');
    expect(parseFeedDate('01 Jan 123 00:00 GMT')).toBeUndefined();
    expect(parseFeedDate('01 Jan 20255 00:00 GMT')).toBeUndefined();
  });

  it('reads month names in English and the other languages feeds use', () => {
    const months: [string, number][] = [
      ['Jan', 1],
      ['enero', 1],
      ['gennaio', 1],
      ['fév', 2],
      ['Feb', 2],
      ['März', 3],
      ['Mrz', 3],
      ['mrt', 3],
      ['maart', 3],
      ['Mar', 3],
      ['Apr', 4],
      ['abril', 4],
      ['avril', 4],
      ['May', 5],
      ['Mai', 5],
      ['maggio', 5],
      ['mei', 5],
      ['June', 6],
      ['juin', 6],
      ['giugno', 6],
      ['July', 7],
      ['juillet', 7],
      ['luglio', 7],
      ['Aug', 8],
      ['agosto', 8],
      ['août', 8],
      ['Sep', 9],
      ['setembro', 9],
      ['Oct', 10],
      ['outubro', 10],
      ['Okt', 10],
      ['ottobre', 10],
      ['Nov', 11],
      ['Dec', 12],
      ['dezembro', 12],
      ['dic', 12],
    ];
    for (const [name, month] of months) {
      expect(parseFeedDate(`3 ${name} 2025 10:00 GMT`)?.getUTCMonth(), name).toBe(month - 1);
    }
    expect(parseFeedDate('3 Juix 2025 10:00 GMT')).toBeUndefined();
    expect(parseFeedDate('3 Foo 2025 10:00 GMT')).toBeUndefined();
  });

  it('accepts the separators and weekday forms feeds write', () => {
    const expected = '2025-05-03T10:05:00.000Z';
    expect(iso('Sat, 3 May 2025 10:05 GMT')).toBe(expected);
    expect(iso('sáb., 3. mai. 2025, 10:05 GMT')).toBe(expected);
    expect(iso('3 May 2025 - 10:05 +0000')).toBe(expected);
    expect(iso('  Sat,\n 3   May 2025 10:05:00 GMT  ')).toBe(expected);
  });

  it('accepts the forms RFC 822 allows around its fields', () => {
    const expected = '2025-05-03T09:05:00.000Z';
    expect(iso('Sat 3 May 2025 9:05 GMT')).toBe(expected);
    expect(iso('3 May, 2025 09:05 GMT')).toBe(expected);
    expect(iso('3 May 2025,09:05 GMT')).toBe(expected);
    expect(iso('3 May 2025 09:05GMT')).toBe(expected);
    expect(iso('3 May 2025 09:05:00,25 GMT')).toBe('2025-05-03T09:05:00.250Z');
    expect(iso('3 May 2025 09:05 +01:00')).toBe('2025-05-03T08:05:00.000Z');
  });

  it.each([
    ['1 31 May 2025 12:00 GMT'],
    ['Sat, 31 May 2025 12:00:00 GMT extra'],
    ['31 May 5 12:00 GMT'],
    ['31 May 202 12:00 GMT'],
    ['31 May 2025 123:00 GMT'],
    ['31 May 2025 12:0 GMT'],
    ['31 May 2025 12:00:0 GMT'],
    ['31 May 2025 12:00:00. GMT'],
    ['31 May 2025 12:00 GMTPLUS'],
    ['31 May 2025 12:00 +5'],
    ['12025-05-31T12:00:00Z'],
    ['2025-05-31T12:00:00Z extra'],
    ['2025-5-31T12:00:00Z'],
    ['2025-05-31T12:00:00+5'],
    ['2025-05-31T12'],
    ['2025-05-31X12:00:00Z'],
  ])('%s is no date', (value) => {
    expect(parseFeedDate(value)).toBeUndefined();
  });

  it.each([
    ['2025-00-10T00:00:00Z'],
    ['2025-13-10T00:00:00Z'],
    ['2025-01-00T00:00:00Z'],
    ['2025-01-32T00:00:00Z'],
    ['2025-04-31T00:00:00Z'],
    ['2025-02-29T00:00:00Z'],
    ['2025-01-10T25:00:00Z'],
    ['2025-01-10T10:60:00Z'],
    ['2025-01-10T10:00:61Z'],
    ['31 Apr 2025 10:00 GMT'],
    ['0 Jan 2025 10:00 GMT'],
    ['32 Jan 2025 10:00 GMT'],
    ['31 Apr 2025 24:00 GMT'],
    ['2025-04-31T24:00:00Z'],
    ['2025-01-10T24:30:00Z'],
    ['2025-01-10T24:00:01Z'],
    ['2025-01-10T24:00:00.001Z'],
  ])('%s does not exist', (value) => {
    expect(parseFeedDate(value)).toBeUndefined();
  });

  it.each([
    ['2024-02-29T00:00:00Z', '2024-02-29T00:00:00.000Z'],
    ['2025-12-31T23:59:59Z', '2025-12-31T23:59:59.000Z'],
    ['2025-01-01T00:00:00Z', '2025-01-01T00:00:00.000Z'],
    ['2025-01-31T00:00:00Z', '2025-01-31T00:00:00.000Z'],
    // A leap second is read as the last second of its minute.
    ['2016-12-31T23:59:60Z', '2016-12-31T23:59:59.000Z'],
    // 24:00 is the end of the day: the next day's midnight.
    ['2025-04-30T24:00:00Z', '2025-05-01T00:00:00.000Z'],
    ['30 Apr 2025 24:00 GMT', '2025-05-01T00:00:00.000Z'],
  ])('%s exists', (value, expected) => {
    expect(iso(value)).toBe(expected);
  });

  it('keeps fractions of a second to the millisecond, cut and never rounded', () => {
    expect(iso('2025-05-31T12:00:00.5Z')).toBe('2025-05-31T12:00:00.500Z');
    expect(iso('2025-05-31T12:00:00,25Z')).toBe('2025-05-31T12:00:00.250Z');
    expect(iso('2025-05-31T12:00:00.001Z')).toBe('2025-05-31T12:00:00.001Z');
    expect(iso('2025-05-31T12:00:59.9999Z')).toBe('2025-05-31T12:00:59.999Z');
    expect(iso('Sat, 31 May 2025 12:00:00.75 GMT')).toBe('2025-05-31T12:00:00.750Z');
  });

  it('reads nothing from empty, overlong or shapeless values', () => {
    expect(parseFeedDate('')).toBeUndefined();
    expect(parseFeedDate('   ')).toBeUndefined();
    expect(parseFeedDate('yesterday')).toBeUndefined();
    expect(parseFeedDate(`2025-05-31T12:00:00Z${' '.repeat(181)}`)).toBeUndefined();
    // 200 characters is still read.
    expect(iso(`2025-05-31T12:00:00Z${' '.repeat(180)}`)).toBe('2025-05-31T12:00:00.000Z');
  });
});
