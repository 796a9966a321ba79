// Feed dates to UTC without the server's zone: RFC 822 with English or common Portuguese, Spanish, French, German, Italian and Dutch names, and ISO 8601; a date without a zone is UTC; fractional seconds kept to the millisecond.

/** Month number (1..12) by the first letters of the name, accents removed, in the languages feeds use. */
const MONTHS: Readonly<Record<string, number>> = {
  jan: 1,
  ene: 1,
  gen: 1,
  fev: 2,
  feb: 2,
  mar: 3,
  mrz: 3,
  mrt: 3,
  maa: 3,
  apr: 4,
  abr: 4,
  avr: 4,
  may: 5,
  mai: 5,
  mag: 5,
  mei: 5,
  jun: 6,
  giu: 6,
  jul: 7,
  lug: 7,
  aug: 8,
  ago: 8,
  aou: 8,
  sep: 9,
  set: 9,
  oct: 10,
  out: 10,
  okt: 10,
  ott: 10,
  nov: 11,
  dec: 12,
  dez: 12,
  dic: 12,
};

/** Zone abbreviations seen in feeds, as minutes east of UTC. */
const ZONES: Readonly<Record<string, number>> = {
  UT: 0,
  UTC: 0,
  GMT: 0,
  Z: 0,
  WET: 0,
  BST: 60,
  WEST: 60,
  CET: 60,
  MEZ: 60,
  CEST: 120,
  MESZ: 120,
  EET: 120,
  EEST: 180,
  EST: -300,
  EDT: -240,
  CST: -360,
  CDT: -300,
  MST: -420,
  MDT: -360,
  PST: -480,
  PDT: -420,
  BRT: -180,
};

function monthNumber(name: string): number | undefined {
  const key = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  // French juin / juillet share their first three letters.
  if (key.startsWith('jui')) return key[3] === 'n' ? 6 : key[3] === 'l' ? 7 : undefined;
  return MONTHS[key.slice(0, 3)];
}

/** Minutes east of UTC for "+0200", "-03:00", "GMT", …; 0 when absent; undefined when unknown. */
function zoneOffset(zone: string | undefined): number | undefined {
  if (!zone) return 0;
  const numeric = /^([+-])(\d{2}):?(\d{2})$/.exec(zone);
  if (numeric) {
    const [hours, mins] = [Number(numeric[2]), Number(numeric[3])];
    // "+2400" or "+0560" is no offset: the date is not read rather than moved by a made-up amount.
    if (hours > 23 || mins > 59) return undefined;
    const minutes = hours * 60 + mins;
    return numeric[1] === '-' ? -minutes : minutes;
  }
  return ZONES[zone.toUpperCase()];
}

/**
 * Milliseconds of a fraction of a second written after "." or ",": "001" is 1, "5" is 500; digits
 * past the millisecond (a Date's precision) are dropped, not rounded, so a time never moves to the
 * next second.
 */
function fractionMs(digits: string | undefined): number {
  return digits ? Number(digits.slice(0, 3).padEnd(3, '0')) : 0;
}

/** Milliseconds since the epoch for these UTC fields, or undefined when a field is out of range. */
function utcTime(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
  ms: number,
  offsetMinutes: number,
): number | undefined {
  // (A day out of 1..31 is caught below, as a day its month does not have.)
  if (month < 1 || month > 12) return undefined;
  if (hour > 24 || minute > 59 || second > 60) return undefined;
  // 24:00 (ISO 8601's end of a day) is the next midnight; any later time past 24 is no time.
  if (hour === 24 && (minute > 0 || second > 0 || ms > 0)) return undefined;
  const local = new Date(0);
  local.setUTCFullYear(year, month - 1, day);
  // 31 April rolls over to 1 May: a day the month does not have is not a date (checked before
  // the time, so that 31 April 24:00 is not read as 2 May).
  if (local.getUTCDate() !== day) return undefined;
  local.setUTCHours(hour, minute, Math.min(second, 59), ms);
  return local.getTime() - offsetMinutes * 60_000;
}

const RFC822 =
  /^(?:[\p{L}.]+,?\s+)?(\d{1,2})\.?\s+([\p{L}]+)\.?,?\s+(\d{2}|\d{4})(?:\s+|,\s*|\s+-\s+)(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?(?:\s*([+-]\d{2}:?\d{2}|[A-Za-z]{1,5}))?$/u;
const ISO8601 =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T\s](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?\s*(Z|[+-]\d{2}:?\d{2})?)?$/i;

function rfc822(value: string): number | undefined {
  const m = RFC822.exec(value);
  if (!m) return undefined;
  const month = monthNumber(m[2] ?? '');
  const offset = zoneOffset(m[8]);
  if (month === undefined || offset === undefined) return undefined;
  let year = Number(m[3]);
  if ((m[3] ?? '').length === 2) year += year < 50 ? 2000 : 1900;
  const [day, hour, minute, second] = [m[1], m[4], m[5], m[6]].map((n) => Number(n ?? 0));
  return utcTime(year, month, day!, hour!, minute!, second!, fractionMs(m[7]), offset);
}

function iso8601(value: string): number | undefined {
  const m = ISO8601.exec(value);
  if (!m) return undefined;
  const offset = zoneOffset(m[8]?.toUpperCase());
  if (offset === undefined) return undefined;
  return utcTime(
    Number(m[1]),
    Number(m[2]),
    Number(m[3]),
    Number(m[4] ?? 0),
    Number(m[5] ?? 0),
    Number(m[6] ?? 0),
    fractionMs(m[7]),
    offset,
  );
}

/** The instant a feed date names, or undefined when it is missing or cannot be read. */
export function parseFeedDate(value: string): Date | undefined {
  // No date is longer than this; anything longer is not read (and costs no regex time).
  if (value.length > 200) return undefined;
  const trimmed = value.replace(/\s+/g, ' ').trim();
  if (!trimmed) return undefined;
  const time = iso8601(trimmed) ?? rfc822(trimmed);
  return time === undefined || !Number.isFinite(time) ? undefined : new Date(time);
}
