import { launchChromium } from './scripts/harness/chromium.ts';
import { previewSite } from './scripts/harness/buildSite.ts';
const server = await previewSite('/tmp/probe/dist');
const browser = await launchChromium();
const css = process.argv[2] ?? '';
for (const vp of [{ width: 1280, height: 800 }, { width: 320, height: 568 }, { width: 568, height: 320 }]) {
  const ctx = await browser.newContext({ viewport: vp });
  const page = await ctx.newPage();
  await page.goto(server.url + '?fx-renderer=none');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.evaluate(() => (document.querySelector('.intro button') as HTMLButtonElement | null)?.click());
  await page.getByTestId('intro').waitFor({ state: 'detached' });
  if (css) await page.addStyleTag({ content: css });
  const out: any = await page.evaluate(`(async () => {
    const shifts = [];
    new PerformanceObserver((list) => { for (const e of list.getEntries()) shifts.push(\`\${e.value} \${e.sources.map((s) => s.node?.nodeName + ' ' + s.node?.textContent?.slice(0,12)).join('; ')}\`); }).observe({ type: 'layout-shift' });
    const meter = document.querySelector('.meter');
    meter.classList.remove('meter--hidden');
    const el = document.querySelector('.meter__value');
    const t = new Text('1%'); el.replaceChildren(t);
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    await frame();
    const widths = [];
    for (const v of ['1%', '57%', '100%', '8%', '99%', '1%']) { t.data = v; await frame(); widths.push(\`\${v}:\${meter.getBoundingClientRect().width.toFixed(1)}/\${(el).getBoundingClientRect().width.toFixed(1)}\`); }
    await frame();
    return { widths, shifts };
})()`);
  await page.screenshot({ path: `/tmp/probe/bar-${vp.width}.png`, clip: { x: vp.width - 320, y: 0, width: 320, height: 70 } });
  console.log(vp.width, out.widths.join(' '), '\n  ', out.shifts.join('\n   '));
  await ctx.close();
}
await browser.close(); await server.close();
