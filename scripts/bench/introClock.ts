// Benchmark of the intro's clock on the built site in Chromium, in real time from navigation
// start: first paint, the app live, each intro word visible and the overlay gone, on an
// unthrottled desktop and on the phone profile (4x CPU, 150 ms RTT, 1.6 Mbps down); the median
// of BENCH_INTRO_RUNS runs (default 3) per profile. Prints the same table as issue 15's.
import { launchChromium } from '../harness/chromium.ts';
import {
  applyProfile,
  DESKTOP,
  PHONE,
  readIntroTimings,
  watchIntro,
  type IntroTimings,
} from '../harness/introTiming.ts';

function median(values: (number | null)[]): number | null {
  const known = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  return known.length === 0 ? null : (known[Math.floor(known.length / 2)] ?? null);
}

const seconds = (value: number | null) =>
  value === null ? 'never' : `${(value / 1000).toFixed(2)} s`;

export async function benchIntroClock(
  siteUrl: string,
  runs = Number(process.env.BENCH_INTRO_RUNS ?? 3),
) {
  const browser = await launchChromium();
  try {
    const rows = [];
    for (const profile of [DESKTOP, PHONE]) {
      const measured: IntroTimings[] = [];
      for (let run = 0; run < runs; run += 1) {
        const context = await browser.newContext({ viewport: { width: 412, height: 915 } });
        const page = await context.newPage();
        await applyProfile(context, page, profile);
        await watchIntro(page);
        await page.goto(siteUrl);
        measured.push(await readIntroTimings(page));
        await context.close();
      }
      const words = measured[0]?.wordsMs.map((_, i) =>
        median(measured.map((m) => m.wordsMs[i] ?? null)),
      );
      rows.push({
        profile: profile.name,
        firstPaintS: seconds(median(measured.map((m) => m.firstPaintMs))),
        hydratedS: seconds(median(measured.map((m) => m.hydratedMs))),
        wordsS: (words ?? []).map(seconds),
        overlayGoneS: seconds(median(measured.map((m) => m.overlayGoneMs))),
      });
    }
    return rows;
  } finally {
    await browser.close();
  }
}

/** The rows as a Markdown table, as the issue printed it. */
export function introClockTable(rows: Awaited<ReturnType<typeof benchIntroClock>>): string {
  const header = 'profile,first paint,hydrated,word 1,word 2,word 3,overlay gone'.split(',');
  const lines = rows.map((row) =>
    [row.profile, row.firstPaintS, row.hydratedS, ...row.wordsS, row.overlayGoneS].join(' | '),
  );
  return [header.join(' | '), header.map(() => '---').join(' | '), ...lines]
    .map((line) => `| ${line} |`)
    .join('\n');
}
