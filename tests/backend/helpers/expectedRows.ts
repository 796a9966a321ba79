// Test helper: the rows the real-world defect fixtures must give (by fixture, then by link), checked under Node and Deno (denoCorpus), and the fractional-seconds one through the database (realFeeds).

/** The stored fields these fixtures are about. */
export interface ExpectedRow {
  title: string;
  summary: string;
  source: string;
  published_at: string;
}

const gnRedirect = (url: string) =>
  `http://news.google.com/news/url?sa=t&fd=R&ct2=us&usg=AFQjCNHq7Vd2&url=${url}`;
const gnArticle = (id: string) => `https://news.google.com/rss/articles/${id}?oc=5`;

export const EXPECTED_ROWS: Readonly<Record<string, Readonly<Record<string, ExpectedRow>>>> = {
  // 1. The old Google News layout: the snippet inside <font> is kept, the headline and outlets are not.
  'google-news-old-layout.xml': {
    [gnRedirect('http://www.riverside-gazette.example/transport/bridge-tolls-spring')]: {
      title: 'Harbour bridge tolls to rise in spring',
      summary:
        "Drivers will pay forty cents more from March, the transport board said on Monday, the first rise since the bridge opened in 2009 & the board's third review in as many years ...",
      source: 'Riverside Gazette',
      published_at: '2014-01-14T09:30:00.000Z',
    },
    [gnRedirect('http://www.coastline-daily.example/2014/01/night-ferry-timetable')]: {
      title: 'Night ferry timetable extended',
      summary: '',
      source: 'Coastline Daily',
      published_at: '2014-01-13T18:05:00.000Z',
    },
  },
  // 2. Items without <source> in an aggregator feed: the outlet from the headline's suffix or the description.
  'google-news-missing-source.xml': {
    [gnArticle('CBMiQkFVX3lxTE5oR3VsbFJvY2s')]: {
      title: 'Lighthouse keepers return to Gull Rock',
      summary: '',
      source: 'Valley Courier',
      published_at: '2026-11-22T08:00:00.000Z',
    },
    [gnArticle('CBMiOkFVX3lxTE5pZ2h0TWFya2V0')]: {
      title: 'Council votes to keep the night market',
      summary: '',
      source: 'Metro Ledger',
      published_at: '2026-11-22T07:30:00.000Z',
    },
    [gnArticle('CBMiNkFVX3lxTFRpZGVUYWJsZXM')]: {
      title: 'Tide tables - and why they matter',
      summary: '',
      source: 'Harbor Notes',
      published_at: '2026-11-22T07:00:00.000Z',
    },
    [gnArticle('CBMiMkFVX3lxTFNub3dQYXNz')]: {
      title: 'Snow closes the upper pass road',
      summary: '',
      source: 'Alpine Post & Times',
      published_at: '2026-11-22T06:45:00.000Z',
    },
  },
  // 2, the other side: a publisher's " - " is part of its headline, and the feed's title stays the source.
  'publisher-dash-titles.xml': {
    'https://harbor-notes.example/2026/11/ferry-strike-day-two': {
      title: 'Ferry strike - day two',
      summary: 'No boats left the quay before noon.',
      source: 'Harbor Notes',
      published_at: '2026-11-21T16:00:00.000Z',
    },
    'https://harbor-notes.example/2026/11/night-market-pictures': {
      title: 'Night market returns - in pictures',
      summary: 'Lanterns, noodles and a brass band on the old fish quay.',
      source: 'Harbor Notes',
      published_at: '2026-11-21T12:00:00.000Z',
    },
    'https://harbor-notes.example/2026/11/weekend-guide': {
      title: 'Weekend guide',
      summary: 'Three walks, two concerts and a boat race.',
      source: 'Harbor Notes',
      published_at: '2026-11-20T09:00:00.000Z',
    },
  },
  // 3. Markup escaped once more than the field's own escaping is read once more, never twice.
  'reddit-atom-escaped.xml': {
    'https://www.threads.example/r/tidewatchers/comments/k1spring/spring_tide/': {
      title: 'Spring tide reaches the second step',
      summary:
        'The water came over the second step of the harbour wall at nine & the gulls were not impressed. submitted by /u/quaywatcher',
      source: 'Tide watchers',
      published_at: '2026-11-22T09:12:30.000Z',
    },
    'https://www.threads.example/r/tidewatchers/comments/k2bold/bold_tags/': {
      title: 'Why does my tide app show <b> in every title?',
      summary: 'Mine shows <b> around every high-water time. submitted by /u/gaugereader',
      source: 'Tide watchers',
      published_at: '2026-11-22T08:40:00.000Z',
    },
    'https://www.threads.example/r/tidewatchers/comments/k3wall/wall_repairs/': {
      title: 'Harbour wall repairs finished',
      summary: 'Two new stones, same old gulls.',
      source: 'Tide watchers',
      published_at: '2026-11-22T08:00:00.000Z',
    },
  },
  // 4. Fractional seconds kept, on every date path.
  'dates-fractional.xml': Object.fromEntries(
    [
      ['iso-ms', 'ISO with milliseconds and an offset', '2016-06-01T15:35:00.001Z'],
      ['iso-us', 'ISO with microseconds in UTC', '2016-06-01T15:40:00.123Z'],
      ['iso-comma', 'ISO with a comma and a space', '2016-06-01T15:45:00.500Z'],
      ['rfc-ms', 'RFC 822 with milliseconds', '2016-06-01T15:50:00.250Z'],
      ['rfc-pt', 'Portuguese RFC 822 with a comma', '2016-06-01T15:55:00.750Z'],
      ['rfc-whole', 'RFC 822 in whole seconds', '2016-06-01T16:00:00.000Z'],
    ].map(([path, title, date]) => [
      `https://tide-gauge.example/${path}`,
      { title: title!, summary: '', source: 'Tide gauge bulletins', published_at: date! },
    ]),
  ),
  // 5. A leading repeat of the outlet goes only before ": ", " - ", " | "; of the headline only at a word's end.
  'source-prefix-summary.xml': Object.fromEntries(
    [
      [
        'week-in-pictures',
        'Week in pictures',
        "The Lantern's picture desk brings you the week's best photographs from the valley.",
        '18',
      ],
      [
        'festival-of-light',
        'Festival of light',
        'The Lanterns of Old Town were lit for the festival on Saturday.',
        '17',
      ],
      [
        'bridge-closure',
        'Bridge closure',
        'The Lantern reports that the old bridge will close for a week.',
        '16',
      ],
      ['letters', "Readers' letters", 'Readers write about the new bus timetable.', '15'],
      ['market-report', 'Market report', 'Prices at the Saturday market held steady.', '14'],
      ['council-diary', 'Council diary', 'The council meets on Thursday at seven.', '13'],
      [
        'ferry-timetable',
        'Ferry timetable',
        'Ferry timetables for the winter are out on Monday.',
        '12',
      ],
      ['ferry-fares', 'Ferry fares', 'Tickets cost a pound more from January.', '11'],
    ].map(([path, title, summary, hour]) => [
      `https://the-lantern.example/${path}`,
      {
        title: title!,
        summary: summary!,
        source: 'The Lantern',
        published_at: `2026-11-21T${hour}:00:00.000Z`,
      },
    ]),
  ),
  // 6. Prefixed RSS 1.0 labelled ISO-8859-1 in windows-1252, C1 references, dcterms dates, dc:title.
  'rss10-prefixed-latin1.xml': {
    'https://www.quayside-notes.example/2026/11/ferry-fares': {
      title: '“Fair fares” – the ferry board’s plan',
      summary:
        'A return ticket rises to 4 € from January… the board says it’s the first rise in six years.',
      source: 'Quayside Notes',
      published_at: '2026-11-21T15:40:00.000Z',
    },
    'https://www.quayside-notes.example/2026/11/pier-lights': {
      title: 'Pier lights switched on',
      summary: 'Forty new lamps line the north pier.',
      source: 'Quayside Notes',
      published_at: '2026-11-20T00:00:00.000Z',
    },
  },
  // 7. Atom 0.3: base64 and escaped fields, issued/modified dates, links under xml:base.
  'atom03-base64-xmlbase.xml': {
    'https://www.tidewatch.example/blog/2026/11/spring-tide': {
      title: 'Spring tide reaches the harbour steps',
      summary: 'The water reached the third step at 9:12 & stayed there for an hour.',
      source: 'Tide Watch',
      published_at: '2026-11-21T09:15:00.000Z',
    },
    'https://data.tidewatch.example/gauges/latest': {
      title: 'Gauge readings online',
      summary: 'Every gauge now reports every ten minutes.',
      source: 'Tide Watch',
      published_at: '2026-11-20T17:30:00.000Z',
    },
  },
};

/** The expected fields of some rows, by link. */
export function expectedFields(
  rows: readonly (ExpectedRow & { link: string })[],
): Record<string, ExpectedRow> {
  return Object.fromEntries(
    rows.map(({ link, title, summary, source, published_at }) => [
      link,
      { title, summary, source, published_at },
    ]),
  );
}
