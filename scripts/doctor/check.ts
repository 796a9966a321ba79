// What one doctor check reports (ok, warn, FAIL or skip, what it saw, what to do and which guide section to read), and the sections of docs/ it names.

export type CheckStatus = 'ok' | 'warn' | 'FAIL' | 'skip';

export interface CheckResult {
  /** Stable name for scripts reading --json, e.g. 'anon-insert'. */
  id: string;
  /** What is checked, as the line shows it. */
  title: string;
  status: CheckStatus;
  /** What the check saw. */
  message: string;
  /** What to do about it (warn and FAIL). */
  fix?: string;
  /** The guide section to read (warn and FAIL): a file of docs/ and a heading. */
  readme?: string;
  /** An anonymous write was accepted: visitors can change the table. */
  critical?: boolean;
  /** How long the check took (ms). */
  ms: number;
}

/** A check's outcome before the runner stamps its id, title and time. */
export type Finding = Pick<CheckResult, 'status' | 'message' | 'fix' | 'readme' | 'critical'>;

/** The guide sections the findings point to (docs/deploy.md and docs/rebrand.md). */
export const GUIDE = {
  configuration: 'docs/deploy.md › Configuration',
  site: 'docs/deploy.md › The site (any static host)',
  backend: 'docs/deploy.md › The Supabase backend',
  doctor: 'docs/deploy.md › Checking a deployment: npm run doctor',
  market: 'docs/rebrand.md › Live market strip',
} as const;

export const ok = (message: string): Finding => ({ status: 'ok', message });
export const skip = (message: string): Finding => ({ status: 'skip', message });
export const warn = (message: string, fix: string, readme: string): Finding => ({
  status: 'warn',
  message,
  fix,
  readme,
});
export const fail = (message: string, fix: string, readme: string): Finding => ({
  status: 'FAIL',
  message,
  fix,
  readme,
});
