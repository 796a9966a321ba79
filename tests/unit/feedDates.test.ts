// Feed dates to UTC (supabase/functions/_shared/dates.ts): every zone name with its sign, numeric
// offsets, two-digit years, month names, fractions, the other forms feed readers read (asctime,
// Date.toString(), reduced ISO 8601, Perforce, Korean), and what is no date.
import { describe, expect, it } from 'vitest';
import { parseFeedDate } from '../../supabase/functions/_shared/dates.ts';

const iso = (value: string) => parseFeedDate(value)?.toISOString();
/** "name value" pairs, separated by commas or lines. */
const table = (text: string) => list(text, /\s*[,\n]\s*/).map((pair) => pair.split(' '));
/** Values separated by "|" or lines. */
function list(text: string, by = /\s*[|\n]\s*/) {
  return text.trim().split(by);
}

// Minutes east of UTC, as the world defines them (not a setting of this project).
const zones = table(`
  UT 0, UTC 0, GMT 0, Z 0, WET 0, BST 60, WEST 60, CET 60, MEZ 60, CEST 120, MESZ 120
  EET 120, EEST 180, EST -300, EDT -240, CST -360, CDT -300, MST -420, MDT -360, PST -480
  PDT -420, BRT -180, MET 60, MEST 120, MSK 180, HKT 480, SGT 480, AWST 480, JST 540
  KST 540, ACST 570, AEST 600, AEDT 660, NZST 720, NZDT 780, NST -210, NDT -150, ADT -180
  AT -240, AST -240, ET -300, CT -360, MT -420, PT -480, AKDT -480, AKST -540, HST -600
  Etc/GMT 0, Etc/UTC 0, GMT-01:01 -61, UTC+0530 330
`).map(([zone, east]) => [zone!, Number(east)] as const);
const noonUtc = Date.UTC(2025, 4, 31, 12, 0, 0);

it.each(zones)('%s is %i minutes east of UTC', (zone, east) => {
  const expected = new Date(noonUtc - east * 60_000).toISOString();
  expect(iso(`Sat, 31 May 2025 12:00:00 ${zone}`)).toBe(expected);
  // Case does not matter.
  expect(iso(`Sat, 31 May 2025 12:00:00 ${zone.toLowerCase()}`)).toBe(expected);
});

describe('numeric offsets, years, months, days, times and the other forms feed readers read', () => {
  it.each([
    // RFC 822 offsets, with or without a colon; ISO 8601's.
    ['Sat, 31 May 2025 12:00:00 +0000', '2025-05-31T12:00:00.000Z'],
    ['Sat, 31 May 2025 12:00:00 +0530', '2025-05-31T06:30:00.000Z'],
    ['Sat, 31 May 2025 12:00:00 +05:30', '2025-05-31T06:30:00.000Z'],
    ['Sat, 31 May 2025 12:00:00 -0330', '2025-05-31T15:30:00.000Z'],
    ['Sat, 31 May 2025 12:00:00 -03:30', '2025-05-31T15:30:00.000Z'],
    ['Sat, 31 May 2025 12:00:00 +1400', '2025-05-30T22:00:00.000Z'],
    ['Sat, 31 May 2025 12:00:00 -1200', '2025-06-01T00:00:00.000Z'],
    ['2025-05-31T12:00:00+05:30', '2025-05-31T06:30:00.000Z'],
    ['2025-05-31T12:00:00+0530', '2025-05-31T06:30:00.000Z'],
    ['2025-05-31T12:00:00-07:00', '2025-05-31T19:00:00.000Z'],
    ['2025-05-31T12:00:00+23:59', '2025-05-30T12:01:00.000Z'],
    ['2025-05-31T12:00:00z', '2025-05-31T12:00:00.000Z'],
    ['2025-05-31T12:00:00Z', '2025-05-31T12:00:00.000Z'],
    ['2025-05-31 12:00:00 +02:00', '2025-05-31T10:00:00.000Z'],
    ['2025-05-31T12:00', '2025-05-31T12:00:00.000Z'],
    ['2025-05-31', '2025-05-31T00:00:00.000Z'],
    // No zone: UTC.
    ['Sat, 31 May 2025 12:00:00', '2025-05-31T12:00:00.000Z'],
    ['2025-05-31T12:00:00', '2025-05-31T12:00:00.000Z'],
    // Two-digit years from 1950 to 2049; four-digit years as written.
    ['01 Jan 00 00:00 GMT', '2000-01-01T00:00:00.000Z'],
    ['01 Jan 25 00:00 GMT', '2025-01-01T00:00:00.000Z'],
    ['01 Jan 49 00:00 GMT', '2049-01-01T00:00:00.000Z'],
    ['01 Jan 50 00:00 GMT', '1950-01-01T00:00:00.000Z'],
    ['01 Jan 99 00:00 GMT', '1999-01-01T00:00:00.000Z'],
    ['01 Jan 0049 00:00 GMT', '0049-01-01T00:00:00.000Z'],
    // The separators and weekday forms feeds write, and those RFC 822 allows around its fields.
    ['Sat, 3 May 2025 10:05 GMT', '2025-05-03T10:05:00.000Z'],
    ['sáb., 3. mai. 2025, 10:05 GMT', '2025-05-03T10:05:00.000Z'],
    ['3 May 2025 - 10:05 +0000', '2025-05-03T10:05:00.000Z'],
    ['  Sat,\n 3   May 2025 10:05:00 GMT  ', '2025-05-03T10:05:00.000Z'],
    ['Sat 3 May 2025 9:05 GMT', '2025-05-03T09:05:00.000Z'],
    ['3 May, 2025 09:05 GMT', '2025-05-03T09:05:00.000Z'],
    ['3 May 2025,09:05 GMT', '2025-05-03T09:05:00.000Z'],
    ['3 May 2025 09:05GMT', '2025-05-03T09:05:00.000Z'],
    ['3 May 2025 09:05 +01:00', '2025-05-03T08:05:00.000Z'],
    // Days that exist: a leap day, the year's ends; a leap second is the last second of its
    // minute; 24:00 is the end of the day, the next day's midnight.
    ['2024-02-29T00:00:00Z', '2024-02-29T00:00:00.000Z'],
    ['2025-12-31T23:59:59Z', '2025-12-31T23:59:59.000Z'],
    ['2025-01-01T00:00:00Z', '2025-01-01T00:00:00.000Z'],
    ['2025-01-31T00:00:00Z', '2025-01-31T00:00:00.000Z'],
    ['2016-12-31T23:59:60Z', '2016-12-31T23:59:59.000Z'],
    ['2025-04-30T24:00:00Z', '2025-05-01T00:00:00.000Z'],
    ['30 Apr 2025 24:00 GMT', '2025-05-01T00:00:00.000Z'],
    // Fractions of a second to the millisecond, cut and never rounded.
    ['2025-05-31T12:00:00.5Z', '2025-05-31T12:00:00.500Z'],
    ['2025-05-31T12:00:00,25Z', '2025-05-31T12:00:00.250Z'],
    ['2025-05-31T12:00:00.001Z', '2025-05-31T12:00:00.001Z'],
    ['2025-05-31T12:00:59.9999Z', '2025-05-31T12:00:59.999Z'],
    ['Sat, 31 May 2025 12:00:00.75 GMT', '2025-05-31T12:00:00.750Z'],
    ['3 May 2025 09:05:00,25 GMT', '2025-05-03T09:05:00.250Z'],
    // 200 characters are still read (181 more: no date, below).
    [`2025-05-31T12:00:00Z${' '.repeat(180)}`, '2025-05-31T12:00:00.000Z'],
    // The other forms feed readers read.
    // RFC 822 loosened: no space after the comma, no time, full names, RFC 850's hyphens, a comment.
    ['Fri,24 Nov 2023 18:28:36 -0000', '2023-11-24T18:28:36.000Z'],
    ['Thu, 01 Jan 2004', '2004-01-01T00:00:00.000Z'],
    ['Mon, 26 January 2004 16:31:00 PT', '2004-01-27T00:31:00.000Z'],
    ['Sunday, 04-Jan-04 16:29:06 GMT', '2004-01-04T16:29:06.000Z'],
    ['Tue, 10 Jun 2003 04:00:00 +0000 (UTC)', '2003-06-10T04:00:00.000Z'],
    ['Tue, 10 Jun 2003 04:00:00 +0000(UTC)', '2003-06-10T04:00:00.000Z'],
    ['Thu, 01 Jan 0100 00:00:01 +0100', '0099-12-31T23:00:01.000Z'],
    ['Κυρ, 11 Ιούλ 2004 12:00:00 EST', '2004-07-11T17:00:00.000Z'],
    // Month first: Date.toString() and US writers, a 12-hour clock.
    [
      'Thu Aug 30 2012 17:26:16 GMT+0200 (Central European Summer Time)',
      '2012-08-30T15:26:16.000Z',
    ],
    ['Thu,Aug 30 2012 17:26:16 +0200', '2012-08-30T15:26:16.000Z'],
    ['January 4th, 2004 4:29 p.m. EST', '2004-01-04T21:29:00.000Z'],
    ['Jan 4 2004 12:05 AM', '2004-01-04T00:05:00.000Z'],
    ['Jan 4 2004 12:05 PM', '2004-01-04T12:05:00.000Z'],
    ['Jan 4 2004 1:05 PM', '2004-01-04T13:05:00.000Z'],
    ['Jan 4 2004', '2004-01-04T00:00:00.000Z'],
    // asctime, and with a zone before the year (Twitter).
    ['Sun Jan  4 16:29:06 2004', '2004-01-04T16:29:06.000Z'],
    ['Sun Jul 15 01:16:00 +0000 2012', '2012-07-15T01:16:00.000Z'],
    // Perforce.
    ['Fri, 2006/09/15 08:19:53 EDT', '2006-09-15T12:19:53.000Z'],
    ['2006/9/5', '2006-09-05T00:00:00.000Z'],
    // W3C-DTF and ISO 8601, reduced and basic.
    ['2003-12', '2003-12-01T00:00:00.000Z'],
    ['2003', '2003-01-01T00:00:00.000Z'],
    ['2003-335', '2003-12-01T00:00:00.000Z'],
    ['2004-366T10:14:55Z', '2004-12-31T10:14:55.000Z'],
    ['2003335', '2003-12-01T00:00:00.000Z'],
    ['03-335', '2003-12-01T00:00:00.000Z'],
    ['20031231T101455.5-0800', '2003-12-31T18:14:55.500Z'],
    ['20031231T1014Z', '2003-12-31T10:14:00.000Z'],
    ['20031231', '2003-12-31T00:00:00.000Z'],
    ['03-12-31', '2003-12-31T00:00:00.000Z'],
    ['991231', '1999-12-31T00:00:00.000Z'],
    ['-03-12', '2003-12-01T00:00:00.000Z'],
    ['-0312', '2003-12-01T00:00:00.000Z'],
    ['2003-012-31T10:14:55+00:00', '2003-12-31T10:14:55.000Z'],
    ['2004-07-08 23:56:58 -00:20', '2004-07-09T00:16:58.000Z'],
    ['2004-07-08 \n 23:56:58', '2004-07-08T23:56:58.000Z'],
    ['2004-01-04t16:29:06+09', '2004-01-04T07:29:06.000Z'],
    ['2004-július-13T9:15-05:00', '2004-07-13T14:15:00.000Z'],
    ['2004-augusztus-13', '2004-08-13T00:00:00.000Z'],
    // Korean blogs: Korea's time unless a zone is given.
    ['2004년 05월 28일  01:31:15', '2004-05-27T16:31:15.000Z'],
    ['2004년 5월 28일', '2004-05-27T15:00:00.000Z'],
    ['2004-05-25 오후 11:23:17', '2004-05-25T14:23:17.000Z'],
    ['2004-05-25 오전 12:23', '2004-05-24T15:23:00.000Z'],
  ])('%j is %s', (value, expected) => {
    expect(iso(value)).toBe(expected);
  });

  it('reads month names in English and the other languages feeds use', () => {
    const months = table(`
      Jan 1, enero 1, gennaio 1, fév 2, Feb 2, März 3, Mrz 3, mrt 3, maart 3, Mar 3, Apr 4
      abril 4, avril 4, May 5, Mai 5, maggio 5, mei 5, June 6, juin 6, giugno 6, July 7
      juillet 7, luglio 7, Aug 8, agosto 8, août 8, Sep 9, setembro 9, Oct 10, outubro 10
      Okt 10, ottobre 10, Nov 11, Dec 12, dezembro 12, dic 12, maj 5, szeptember 9, Ιαν 1
      Φεβ 2, Μάρ 3, Απρ 4, Μαΐου 5, Ιούν 6, Ιούλ 7, Αύγ 8, Σεπ 9, Οκτ 10, Νοέ 11, Δεκ 12
    `);
    for (const [name, month] of months) {
      expect(parseFeedDate(`3 ${name} 2025 10:00 GMT`)?.getUTCMonth(), name).toBe(
        Number(month) - 1,
      );
    }
  });

  it.each([
    ...list(`
    1 31 May 2025 12:00 GMT | Sat, 31 May 2025 12:00:00 GMT extra | 31 May 5 12:00 GMT
    31 May 202 12:00 GMT | 31 May 2025 123:00 GMT | 31 May 2025 12:0 GMT
    31 May 2025 12:00:0 GMT | 31 May 2025 12:00:00. GMT | 31 May 2025 12:00 GMTPLUS
    31 May 2025 12:00 +5 | 12025-05-31T12:00:00Z | 2025-05-31T12:00:00Z extra
    2025-5-31T12:00:00Z | 2025-05-31T12:00:00+5 | 2025-05-31T12 | 2025-05-31X12:00:00Z
    2025-05-31T12:00:00+2400 | 2025-05-31T12:00:00+05:60 | Sat, 31 May 2025 12:00:00 -9999
    01 Jan 123 00:00 GMT | 01 Jan 20255 00:00 GMT | yesterday
    3 Juix 2025 10:00 GMT | 3 Ιουx 2025 10:00 GMT | 3 Foo 2025 10:00 GMT
    Sat, 31 May 2025 12:00:00 XYZ | Sat, 31 May 2025 12:00:00 A
    Sun, 16 Dec 2012 1:2:3:4 GMT | Sun, Dec x 2012 11:47:32 GMT
    Sun, 16 Dec 2012 11:47:32 +00:zz | Sun, 99 Jun 2009 12:00:00 GMT
    Thu, 01 Jan 2004 GMT | Jan 4 2004 13:05 PM | Jan 4 2004 0:05 AM | 2004-05-25 오후 13:23
    Chapter 11, 2004 | 2003-366 | 2003-000 | 22013 | 03335 | 013 | 2013-01-27-01
    2013-01-28T11:30:00-06:00Textra | 2013-xx-27 | #2003-12-31 | 2003-12-31 101455
    2003-12-31T10:14:55+5 | le vingt novembre | 2016-06-01T08:35:00.Z
  `),
    '',
    '   ',
    `2025-05-31T12:00:00Z${' '.repeat(181)}`,
  ])('%j is no date', (value) => {
    expect(parseFeedDate(value)).toBeUndefined();
  });

  it.each(
    list(`
    2025-00-10T00:00:00Z | 2025-13-10T00:00:00Z | 2025-01-00T00:00:00Z
    2025-01-32T00:00:00Z | 2025-04-31T00:00:00Z | 2025-02-29T00:00:00Z
    2025-01-10T25:00:00Z | 2025-01-10T10:60:00Z | 2025-01-10T10:00:61Z
    31 Apr 2025 10:00 GMT | 0 Jan 2025 10:00 GMT | 32 Jan 2025 10:00 GMT
    31 Apr 2025 24:00 GMT | 2025-04-31T24:00:00Z | 2025-01-10T24:30:00Z
    2025-01-10T24:00:01Z | 2025-01-10T24:00:00.001Z
  `),
  )('%s does not exist', (value) => {
    expect(parseFeedDate(value)).toBeUndefined();
  });
});
