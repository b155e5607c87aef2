import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dataDir, screenshot, viewports } from '../browser.mjs';
import { accessibilityViolations, journeyBrowser, signInOnLoginPage } from '../helpers.mjs';

/** Runs an api command (as `npm run backup` / `npm run restore` do, without the build check). */
function apiCommand(name, args, environment) {
  const entry = path.resolve('api', 'dist', 'api', 'src', 'scripts', `${name}.js`);
  const result = spawnSync(process.execPath, [entry, ...args], {
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: '', ...environment },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const withPages = journeyBrowser();

test('a backup made while the server serves shows on the System tab and restores into a fresh data folder', async () => {
  const backup = apiCommand('backup', [], { DATA_DIR: dataDir });
  assert.equal(backup.status, 0, backup.output);
  const archive = /Backup written: (\S+\.tar\.gz)/.exec(backup.output)?.[1];
  assert.ok(archive && fs.existsSync(archive), backup.output);

  for (const [name, viewport] of [
    ['phone', viewports.phone],
    ['desktop', viewports.desktop],
  ]) {
    await withPages({ [name]: viewport }, async ({ [name]: page }) => {
      await signInOnLoginPage(page, 'admin@example.com', 'Demo@12345');
      await page.goto('/portal/admin');
      await page.getByRole('tab', { name: 'System' }).click();
      const card = page.getByRole('region', { name: 'Backups' });
      await card.getByText('Succeeded').waitFor();
      await card.getByText(path.basename(archive)).waitFor();
      await card.getByText('Not scheduled (BACKUP_EVERY is not set)').waitFor();
      await card.scrollIntoViewIfNeeded();
      assert.deepEqual(await accessibilityViolations(page), []);
      await screenshot(page, `admin-system-backups-${name}`);
    });
  }

  // The live database holds records: a restore into it is refused, and the server is unharmed.
  const refused = apiCommand('restore', [archive], { DATA_DIR: dataDir });
  assert.equal(refused.status, 1);
  assert.match(refused.output, /already holds \d+ records .* add --replace to overwrite it/);

  const fresh = fs.mkdtempSync(path.join(os.tmpdir(), 'firm-e2e-restore-'));
  try {
    const restored = apiCommand('restore', [archive], { DATA_DIR: fresh });
    assert.equal(restored.status, 0, restored.output);
    assert.match(restored.output, /users\s+\d+ rows/);
    assert.match(restored.output, /Restored \d+ uploaded files \([\d.]+ (bytes|KB|MB)\)/);
    assert.ok(fs.existsSync(path.join(fresh, 'app.sqlite')));
  } finally {
    fs.rmSync(fresh, { recursive: true, force: true });
  }
});
