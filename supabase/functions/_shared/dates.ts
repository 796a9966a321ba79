// Feed dates to UTC without the server's zone, in the forms feed readers read: RFC 822 (and its loose variants), asctime, JavaScript's Date.toString(), W3C-DTF / ISO 8601 with reduced forms, Perforce, Korean; month names in English and the languages feeds use; a date without a zone is UTC.

/**
 * Month number (1..12) by the first three letters of the name, accents removed, in English,
 * Portuguese, Spanish, French, German, Italian, Dutch, Hungarian and Greek.
 */
const MONTHS: Readonly<Record<string, number>> = {
  jan: 1,
  ene: 1,
  gen: 1,
  ιαν: 1,
  fev: 2,
  feb: 2,
  φεβ: 2,
  mar: 3,
  mrz: 3,
  mrt: 3,
  maa: 3,
  μαρ: 3,
  apr: 4,
  abr: 4,
  avr: 4,
  απρ: 4,
  may: 5,
  mai: 5,
  mag: 5,
  mei: 5,
  maj: 5,
  μαι: 5,
  jun: 6,
  giu: 6,
  jul: 7,
  lug: 7,
  aug: 8,
  ago: 8,
  aou: 8,
  αυγ: 8,
  sep: 9,
  set: 9,
  sze: 9,
  σεπ: 9,
  oct: 10,
  out: 10,
  okt: 10,
  ott: 10,
  οκτ: 10,
  nov: 11,
  νοε: 11,
  dec: 12,
  dez: 12,
  dic: 12,
  δεκ: 12,
};

/** Names whose first three letters are June's and July's alike (French juin / juillet, Greek Ιούν / Ιούλ): the fourth letter tells. */
const JUNE_OR_JULY: Readonly<Record<string, string>> = { jui: 'nl', ιου: 'νλ' };

/**
 * Zone names seen in feeds, as minutes east of UTC. North American names without S or D (ET, PT)
 * are read as standard time, as feed readers do; AT is Atlantic, MET/MEST Middle European.
 */
const ZONES: Readonly<Record<string, number>> = {
  UT: 0,
  UTC: 0,
  GMT: 0,
  Z: 0,
  WET: 0,
  BST: 60,
  WEST: 60,
  CET: 60,
  MET: 60,
  MEZ: 60,
  CEST: 120,
  MEST: 120,
  MESZ: 120,
  EET: 120,
  EEST: 180,
  MSK: 180,
  HKT: 480,
  SGT: 480,
  AWST: 480,
  JST: 540,
  KST: 540,
  ACST: 570,
  AEST: 600,
  AEDT: 660,
  NZST: 720,
  NZDT: 780,
  NST: -210,
  NDT: -150,
  ADT: -180,
  BRT: -180,
  AT: -240,
  AST: -240,
  EDT: -240,
  ET: -300,
  EST: -300,
  CDT: -300,
  CT: -360,
  CST: -360,
  MDT: -360,
  MT: -420,
  MST: -420,
  PDT: -420,
  PT: -480,
  PST: -480,
  AKDT: -480,
  AKST: -540,
  HST: -600,
};

function monthNumber(name: string): number | undefined {
  // A month written as a number ("12", "012") is that number.
  const written = Number(name);
  if (written) return written;
  const key = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  const [june, july] = JUNE_OR_JULY[key.slice(0, 3)] ?? [];
  if (june) return key[3] === june ? 6 : key[3] === july ? 7 : undefined;
  return MONTHS[key.slice(0, 3)];
}

/** Minutes east of UTC for "+0200", "-03:00", "GMT-01:01", "EST", "Etc/GMT", …; 0 when absent; undefined when unknown. */
function zoneOffset(zone: string | undefined): number | undefined {
  if (!zone) return 0;
  // The zone patterns give a sign only in "±hh", "±hhmm", "±hh:mm", after "GMT" or "UTC" or alone.
  const numeric = /([+-])(\d{2}):?(\d{2})?/.exec(zone);
  if (numeric) {
    const [hours, mins] = [Number(numeric[2]), Number(numeric[3] ?? 0)];
    // "+2400" or "+0560" is no offset: the date is not read rather than moved by a made-up amount.
    if (hours > 23 || mins > 59) return undefined;
    const minutes = hours * 60 + mins;
    return numeric[1] === '-' ? -minutes : minutes;
  }
  return ZONES[zone.toUpperCase().replace('ETC/', '')];
}

/**
 * Milliseconds of a fraction of a second written after "." or ",": "001" is 1, "5" is 500; digits
 * past the millisecond (a Date's precision) are dropped, not rounded, so a time never moves to the
 * next second.
 */
function fractionMs(digits: string | undefined): number {
  return digits ? Number(digits.slice(0, 3).padEnd(3, '0')) : 0;
}

/** A year as written: four digits as they are, two digits in 1950..2049. */
function fullYear(digits: string): number {
  const year = Number(digits);
  if (digits.length > 2) return year;
  return year + (year < 50 ? 2000 : 1900);
}

/** The 24-hour hour of a 12-hour clock's "PM" / "오후" (afternoon) or "AM" / "오전"; undefined for an hour no 12-hour clock shows. */
function hour24(hour: number, meridiem: string | undefined): number | undefined {
  if (!meridiem) return hour;
  if (hour < 1 || hour > 12) return undefined;
  return (hour % 12) + (/[pP]|오후/.test(meridiem) ? 12 : 0);
}

/** The fields a date form names: the named groups of its pattern. */
interface Fields {
  year?: string;
  month?: string;
  day?: string;
  /** Day of the year, 1..366 (ISO 8601 ordinal dates). */
  ordinal?: string;
  hour?: string;
  minute?: string;
  second?: string;
  fraction?: string;
  meridiem?: string;
  zone?: string;
}

/** Milliseconds since the epoch for these fields, or NaN when one is unknown or out of range. */
function utcTime(fields: Fields, defaultZone?: string): number {
  const month = fields.ordinal ? 1 : monthNumber(fields.month ?? '1');
  const day = Number(fields.ordinal ?? fields.day ?? 1);
  const hour = hour24(Number(fields.hour ?? 0), fields.meridiem);
  const minute = Number(fields.minute ?? 0);
  const second = Number(fields.second ?? 0);
  const ms = fractionMs(fields.fraction);
  const offset = zoneOffset(fields.zone ?? defaultZone);
  // An unknown month, hour or zone (undefined) makes the time NaN below. A day out of its
  // month's range is caught below too, as a day its month does not have.
  if (month! < 1 || month! > 12) return NaN;
  if (hour! > 24 || minute > 59 || second > 60) return NaN;
  // 24:00 (ISO 8601's end of a day) is the next midnight; any later time past 24 is no time.
  if (hour === 24 && (minute > 0 || second > 0 || ms > 0)) return NaN;
  const local = new Date(0);
  const year = fullYear(fields.year!);
  local.setUTCFullYear(year, month! - 1, day);
  // 31 April rolls over to 1 May, day 366 of 2003 to 2004: a day the month (or year) does not
  // have is not a date (checked before the time, so that 31 April 24:00 is not read as 2 May).
  if (fields.ordinal ? local.getUTCFullYear() !== year : local.getUTCDate() !== day) return NaN;
  local.setUTCHours(hour!, minute, Math.min(second, 59), ms);
  return local.getTime() - offset! * 60_000;
}

/** Pieces the forms share. A weekday is any word (its name is not checked), with or without a comma. */
const WEEKDAY = String.raw`(?:[\p{L}.]+\s*,\s*|[\p{L}.]+\s+)?`;
const TIME = String.raw`(?<hour>\d{1,2}):(?<minute>\d{2})(?::(?<second>\d{2})(?:[.,](?<fraction>\d+))?)?(?:\s*(?<meridiem>[AP]\.?M\.?))?`;
const ZONE = String.raw`(?<zone>(?:GMT|UTC)?[+-]\d{2}:?\d{2}|Etc\/[A-Z]+|[A-Z]{1,5})`;
/** An optional time after the date, then an optional zone. */
const AT_TIME = String.raw`(?:(?:\s+|,\s*|\s+-\s+)${TIME}(?:\s*${ZONE})?)?`;

const forms = (...sources: string[]) => sources.map((source) => new RegExp(`^${source}$`, 'iu'));

/** Forms that name the month with a word or a slash-separated number, each read whole. */
const WORDY_FORMS = forms(
  // RFC 822 and its variants: "Sat, 31 May 2025 12:00:00 GMT", "Fri,24 Nov 2023 …", "31-May-25".
  String.raw`${WEEKDAY}(?<day>\d{1,2})\.?(?:\s+|-)(?<month>\p{L}+)\.?,?(?:\s+|-)(?<year>\d{4}|\d{2})${AT_TIME}`,
  // Month first, as Date.toString() and US writers put it: "Thu Aug 30 2012 17:26:16 GMT+0200",
  // "January 4, 2004 4:29 PM EST".
  String.raw`${WEEKDAY}(?<month>\p{L}+)\.?\s+(?<day>\d{1,2})(?:st|nd|rd|th)?,?\s+(?<year>\d{4})${AT_TIME}`,
  // asctime, with a zone before the year as Twitter writes it: "Sun Jan  4 16:29:06 2004".
  String.raw`${WEEKDAY}(?<month>\p{L}+)\s+(?<day>\d{1,2})\s+${TIME}(?:\s+${ZONE})?\s+(?<year>\d{4})`,
  // Perforce: "Fri, 2006/09/15 08:19:53 EDT".
  String.raw`${WEEKDAY}(?<year>\d{4})\/(?<month>\d{1,2})\/(?<day>\d{1,2})${AT_TIME}`,
);

/** Korean blogs' forms, in Korea's time unless a zone is given: "2004년 05월 28일 01:31:15", "2004-05-25 오후 11:23:17". */
const KOREAN_FORMS = forms(
  String.raw`(?<year>\d{4})년\s*(?<month>\d{1,2})월\s*(?<day>\d{1,2})일(?:\s+(?<hour>\d{1,2}):(?<minute>\d{2})(?::(?<second>\d{2}))?)?`,
  String.raw`(?<year>\d{4})-(?<month>\d{2})-(?<day>\d{2})\s+(?<meridiem>오전|오후)\s+(?<hour>\d{1,2}):(?<minute>\d{2})(?::(?<second>\d{2}))?`,
);

/**
 * The date of W3C-DTF and ISO 8601, complete or reduced: 2003-12-31, 20031231, 2003-12, 2003,
 * ordinal days (2003-335, 2003335, 03-335), two-digit years (03-12-31, 031231, -03-12, -0312), a
 * month written with three digits (2003-012-31, as Google once wrote it) or as a name (Hungarian
 * 2004-július-13). "03335" is not read: five bare digits are as likely a count as a date.
 */
const ISO_DATES = forms(
  String.raw`(?<year>\d{4})-(?<month>0?\d{2}|\p{L}+)-(?<day>\d{2})`,
  String.raw`(?<year>\d{4})(?<month>\d{2})(?<day>\d{2})`,
  String.raw`(?<year>\d{4})(?:-(?<month>\d{2}))?`,
  String.raw`(?<year>\d{4}|\d{2}(?=-))-?(?<ordinal>\d{3})`,
  String.raw`(?<year>\d{2})-?(?<month>\d{2})-?(?<day>\d{2})`,
  String.raw`-(?<year>\d{2})-?(?<month>\d{2})`,
);
const ISO_ZONE = String.raw`(?<zone>Z|[+-]\d{2}(?::?\d{2})?)`;
/** The time after the date: extended (10:14:55.5, 9:15) after "T" or a space, basic (101455) after "T" only. */
const ISO_TIMES = [
  forms(
    String.raw`(?<hour>\d{1,2}):(?<minute>\d{2})(?::(?<second>\d{2})(?:[.,](?<fraction>\d+))?)?(?:\s*${ISO_ZONE})?`,
  ),
  forms(
    String.raw`(?<hour>\d{2})(?<minute>\d{2})(?<second>\d{2})?(?:[.,](?<fraction>\d+))?${ISO_ZONE}?`,
  ),
].flat();

function firstMatch(patterns: readonly RegExp[], value: string): Fields | undefined {
  for (const pattern of patterns) {
    const groups = pattern.exec(value)?.groups;
    if (groups) return groups;
  }
  return undefined;
}

function iso8601(value: string): number | undefined {
  // The date, then "T" (or a space) and a time that starts with a digit.
  const parts = /^(?<date>[\d\p{L}-]+?)(?:(?<separator>[Tt ])(?<time>\d.*))?$/u.exec(value)?.groups;
  const date = parts && firstMatch(ISO_DATES, parts.date!);
  if (!date) return undefined;
  if (parts!.time === undefined) return utcTime(date);
  const times = parts!.separator === ' ' ? ISO_TIMES.slice(0, 1) : ISO_TIMES;
  const time = firstMatch(times, parts!.time);
  return time && utcTime({ ...date, ...time });
}

function wordy(value: string): number | undefined {
  const fields = firstMatch(WORDY_FORMS, value);
  if (fields) return utcTime(fields);
  const korean = firstMatch(KOREAN_FORMS, value);
  return korean && utcTime(korean, 'KST');
}

/** The instant a feed date names, or undefined when it is missing or cannot be read. */
export function parseFeedDate(value: string): Date | undefined {
  // No date is longer than this; anything longer is not read (and costs no regex time).
  if (value.length > 200) return undefined;
  // A trailing comment names the zone again in words: "GMT+0200 (Central European Summer Time)".
  const trimmed = value
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\s*\([^()]*\)$/, '');
  const time = iso8601(trimmed) ?? wordy(trimmed);
  return Number.isFinite(time) ? new Date(time!) : undefined;
}
