// Test helper: a built site in miniature for the doctor's page checks, in a temporary folder: a
// page linking a hashed stylesheet and script, the files, and the build's own _headers.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { headersFile, HEADER_RULES } from '../../../buildtime/securityHeaders.ts';

export const MINI_SITE_PAGE =
  '<!doctype html><html><head><link rel="stylesheet" href="/assets/index-Bq3x.css"></head>' +
  '<body><script type="module" src="/assets/index-C9f2.js"></script></body></html>';

export async function miniSite(
  options: { rules?: typeof HEADER_RULES; page?: string } = {},
): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'doctor-site-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), options.page ?? MINI_SITE_PAGE);
  await writeFile(path.join(dir, 'assets/index-C9f2.js'), 'console.log(1);\n');
  await writeFile(path.join(dir, 'assets/index-Bq3x.css'), 'body{}\n');
  await writeFile(path.join(dir, '_headers'), headersFile(options.rules ?? HEADER_RULES));
  return dir;
}
