// Renders assets/art/og-image.png (1200x630, the link-preview image) from the site's own art and
// the content config, in headless Chromium. Run after rebranding: npx tsx scripts/makeOgImage.ts
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { content } from '../src/config/content.ts';
import { launchChromium } from './harness/chromium.ts';

const root = path.resolve(import.meta.dirname, '..');
const svg = (file: string) =>
  `data:image/svg+xml;base64,${readFileSync(path.join(root, 'assets/art', file)).toString('base64')}`;
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

const html = `<!doctype html><html><body style="margin:0;width:1200px;height:630px;overflow:hidden;
  background:#0b0b12 url('${svg('banner.svg')}') center bottom/1200px auto no-repeat;
  font-family:system-ui,sans-serif;color:#f4f4fa;display:flex;align-items:center;gap:40px;padding:0 80px;box-sizing:border-box">
  <img src="${svg('logo.svg')}" width="220" height="220" alt="">
  <div><div style="font-size:120px;font-weight:900;line-height:1;background:linear-gradient(90deg,#ff3b5c,#ffb020,#22d37a);
    -webkit-background-clip:text;color:transparent">${escape(content.title)}</div>
  <div style="font-size:40px;font-weight:800;color:#ffb020;margin-top:12px">${escape(content.ticker)}</div>
  <div style="font-size:30px;margin-top:16px;max-width:760px;background:rgba(11,11,18,.7)">${escape(content.slogan)}</div></div>
</body></html>`;

const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: path.join(root, 'assets/art/og-image.png') });
await browser.close();
console.log('wrote assets/art/og-image.png');
