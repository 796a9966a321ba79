// What one doctor check reports (ok, warn, FAIL or skip, what it saw, what to do and which README section to read), and the README sections it names.

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
  /** The README section to read (warn and FAIL). */
  readme?: string;
  /** An anonymous write was accepted: visitors can change the table. */
  critical?: boolean;
  /** How long the check took (ms). */
  ms: number;
}

/** A check's outcome before the runner stamps its id, title and time. */
export type Finding = Pick<CheckResult, 'status' | 'message' | 'fix' | 'readme' | 'critical'>;

/** README headings the findings point to. */
export const README = {
  configuration: 'Configuration',
  site: 'Deploying › The site (any static host)',
  backend: 'Deploying › The Supabase backend',
  doctor: 'Deploying › Checking a deployment: npm run doctor',
  market: 'Rebranding › Live market strip',
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
