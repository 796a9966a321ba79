// The studio's calls to its dev-server endpoints (buildtime/studioServer.ts): the files under
// assets/ for the texture pickers, and Save, which answers either the saved fields or every
// problem the schema found (and then wrote nothing).
import type { FieldPath } from './devOverrides.ts';

const API = '/__studio';

export type SaveResult = { ok: true; saved: string[] } | { ok: false; problems: string[] };

/** Every file served from assets/ ('/art/rocket.svg', …). */
export async function fetchAssetFiles(): Promise<string[]> {
  const response = await fetch(`${API}/assets`);
  if (!response.ok) throw new Error(`the dev server answered ${response.status}`);
  return ((await response.json()) as { files: string[] }).files;
}

/** Ask the dev server to write `changes` into src/config/effects.ts. */
export async function saveChanges(changes: ReadonlyMap<FieldPath, unknown>): Promise<SaveResult> {
  let response: Response;
  try {
    response = await fetch(`${API}/save`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ changes: Object.fromEntries(changes) }),
    });
  } catch (error) {
    return { ok: false, problems: [`the dev server did not answer: ${(error as Error).message}`] };
  }
  const body = (await response.json().catch(() => ({}))) as {
    saved?: string[];
    problems?: string[];
  };
  if (response.ok && body.saved) return { ok: true, saved: body.saved };
  return { ok: false, problems: body.problems ?? [`the dev server answered ${response.status}`] };
}
