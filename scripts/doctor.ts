// `npm run doctor`: checks a live deployment (the Supabase project, its functions, the market API and the deployed page) through the public APIs, as a visitor's browser reaches them; `--json` for CI. Exit code 1 on any FAIL.
import { reportJson, reportText } from './doctor/report.ts';
import { runDoctor } from './doctor/run.ts';
import { readTarget } from './doctor/target.ts';

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  process.stdout.write(
    'npm run doctor [-- --json]\n\nChecks the deployment named by VITE_SUPABASE_URL, VITE_SUPABASE_ANON_KEY, VITE_SITE_URL and\nVITE_MARKET_API_URL (environment or .env files, as the build reads them). Exit code 1 on any FAIL.\n',
  );
  process.exit(0);
}
const unknown = args.filter((arg) => arg !== '--json');
if (unknown.length > 0) {
  process.stderr.write(`npm run doctor: unknown argument ${unknown.join(' ')} (try --help)\n`);
  process.exit(2);
}

const report = await runDoctor(readTarget());
const text = args.includes('--json') ? reportJson(report) : reportText(report);
// Exit at once: a hanging host's sockets must not keep the process alive past the run's limit.
process.stdout.write(text, () => process.exit(report.ok ? 0 : 1));
