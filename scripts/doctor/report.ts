// The doctor's report as text (one line per check: status, what, what was seen, what to do and the guide section) or as JSON for CI.
import type { DoctorReport } from './run.ts';

export function reportText(report: DoctorReport): string {
  const width = Math.max(...report.checks.map((check) => check.title.length));
  const lines = report.checks.map((check) => {
    const advice = check.fix ? ` → ${check.fix} (read ${check.readme})` : '';
    return `${check.status.padEnd(4)}  ${check.title.padEnd(width)}  ${check.message}${advice}`;
  });
  const count = (status: string) => report.checks.filter((check) => check.status === status).length;
  const site = report.siteUrl ? `, site ${report.siteUrl}` : '';
  return [
    `npm run doctor: ${report.supabaseUrl || '(no VITE_SUPABASE_URL)'}${site}`,
    '',
    ...lines,
    '',
    `${count('ok')} ok, ${count('warn')} warn, ${count('FAIL')} FAIL, ${count('skip')} skipped in ${(report.ms / 1000).toFixed(1)} s`,
    '',
  ].join('\n');
}

export function reportJson(report: DoctorReport): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}
