// The deployed page's checks (VITE_SITE_URL): `/` and one of its /assets/ files answer with the headers the build's _headers lists (buildtime/securityHeaders.ts): the security headers on both, and each path's cache rule; and the page's link preview (./preview.ts).
import { Parser } from 'htmlparser2';
import { headersFor, SECURITY_HEADERS } from '../../../buildtime/securityHeaders.ts';
import { fail, ok, GUIDE, skip, warn, type Finding } from '../check.ts';
import type { Answer, Http } from '../http.ts';
import { checkPreview } from './preview.ts';

export interface SiteFindings {
  page: Finding;
  assets: Finding;
  preview: Finding;
}

/** The first /assets/ file the page links (script src, link href), as a path, or null. */
export function firstAssetPath(html: string, pageUrl: string): string | null {
  let found: string | null = null;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (found) return;
      const reference =
        name === 'script' ? attributes.src : name === 'link' ? attributes.href : undefined;
      if (!reference) return;
      try {
        const url = new URL(reference, pageUrl);
        if (url.origin === new URL(pageUrl).origin && url.pathname.startsWith('/assets/')) {
          found = url.pathname;
        }
      } catch {
        // not a URL: not an asset
      }
    },
  });
  parser.write(html);
  parser.end();
  return found;
}

const normalise = (value: string) => value.replace(/\s+/g, ' ').trim().toLowerCase();

/** What differs from the rules for `path`: security headers and the cache rule apart. */
export function headerProblems(
  answer: Answer,
  path: string,
): { security: string[]; cache: string[] } {
  const security: string[] = [];
  const cache: string[] = [];
  for (const [name, expected] of Object.entries(headersFor(path))) {
    const actual = answer.headers.get(name);
    const list = name in SECURITY_HEADERS ? security : cache;
    if (actual === null) list.push(`${name} missing`);
    else if (normalise(actual) !== normalise(expected)) {
      list.push(`${name} is "${actual}", not "${expected}"`);
    }
  }
  return { security, cache };
}

function judged(what: string, answer: Answer, path: string): Finding {
  const { security, cache } = headerProblems(answer, path);
  const fix =
    'serve dist/_headers (Netlify, Cloudflare Pages) or vercel.json (Vercel), or set the same headers on your host';
  if (security.length > 0) {
    return fail(`${what}: ${[...security, ...cache].join('; ')}`, fix, GUIDE.site);
  }
  if (cache.length > 0) return warn(`${what}: ${cache.join('; ')}`, fix, GUIDE.site);
  const rule = headersFor(path)['Cache-Control'];
  const count = Object.keys(SECURITY_HEADERS).length;
  return ok(`${what}: the ${count} security headers${rule ? ` and Cache-Control "${rule}"` : ''}`);
}

export async function checkSite(http: Http, siteUrl: string): Promise<SiteFindings> {
  const none = skip('VITE_SITE_URL is not set');
  if (siteUrl === '') return { page: none, assets: none, preview: none };
  let origin: string;
  try {
    origin = new URL(siteUrl).origin;
    if (!/^https?:$/.test(new URL(siteUrl).protocol)) throw new Error('not http(s)');
  } catch {
    const bad = fail(
      `VITE_SITE_URL is not an http(s) URL: ${siteUrl.slice(0, 80)}`,
      "set it to the site's public address, https://…",
      GUIDE.configuration,
    );
    return { page: bad, assets: skip('no page to read'), preview: skip('no page to read') };
  }
  const pageUrl = `${origin}/`;
  const page = await http.request(pageUrl, { redirect: 'follow' });
  if (!page.answered) {
    return {
      page: warn(
        `${pageUrl} is not reachable (${page.error}): its headers were not checked`,
        'deploy the site, or leave VITE_SITE_URL unset until it is',
        GUIDE.site,
      ),
      assets: skip('the page is not reachable'),
      preview: skip('the page is not reachable'),
    };
  }
  if (page.answer.status !== 200) {
    return {
      page: fail(
        `${pageUrl} answers HTTP ${page.answer.status}`,
        'upload dist/ to the host (index.html at the root)',
        GUIDE.site,
      ),
      assets: skip('the page did not answer 200'),
      preview: skip('the page did not answer 200'),
    };
  }
  const pageFinding = judged(`${pageUrl}`, page.answer, '/');
  const preview = await checkPreview(http, page.answer.text);
  const assetPath = firstAssetPath(page.answer.text, pageUrl);
  if (!assetPath) {
    return {
      page: pageFinding,
      assets: fail(
        `${pageUrl} links no /assets/ file: is it this site's build?`,
        'upload the whole of dist/, built with npm run build',
        GUIDE.site,
      ),
      preview,
    };
  }
  const asset = await http.request(`${origin}${assetPath}`);
  if (!asset.answered || asset.answer.status !== 200) {
    return {
      page: pageFinding,
      assets: fail(
        `${assetPath} ${asset.answered ? `answers HTTP ${asset.answer.status}` : `got no answer (${asset.error})`}`,
        'upload the whole of dist/, assets/ included',
        GUIDE.site,
      ),
      preview,
    };
  }
  return { page: pageFinding, assets: judged(assetPath, asset.answer, assetPath), preview };
}
