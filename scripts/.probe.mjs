import { spawn } from 'node:child_process';
const { chromium } = await import('playwright-core');
const child = spawn(process.execPath, ['e2e/support/start-stack.mjs'], { env: { ...process.env, E2E_PORT_BASE: '3900' }, stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise((r) => child.stdout.on('data', (c) => String(c).includes('[stack] up') && r()));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const path of process.argv.slice(2)) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const reqs = [];
  page.on('requestfinished', (r) => r.resourceType() === 'script' && reqs.push(r));
  await page.goto(`http://localhost:3900${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  let total = 0;
  console.log('==', path);
  for (const r of reqs) { const s = (await r.sizes()).responseBodySize; total += s; console.log(String(s).padStart(8), r.url().replace(/http:\/\/localhost:\d+/, '')); }
  console.log('total', total);
  await page.close();
}
await browser.close();
child.kill('SIGTERM');
process.exit(0);
