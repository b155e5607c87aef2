import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../test/test-app';
import { ASSET_ARCHIVE_KEEP_DAYS, archiveBuildAssets } from './asset-archive';

const DAY_MS = 24 * 60 * 60 * 1000;

function folderWith(files: Record<string, string>): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'assets-'));
  for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(folder, name), content);
  return folder;
}

function age(file: string, days: number) {
  const then = new Date(Date.now() - days * DAY_MS);
  fs.utimesSync(file, then, then);
}

describe('archiving a build’s files', () => {
  it('copies the files a build ships, once, and renews those already there', () => {
    const assets = folderWith({ 'index-new.js': 'new entry', 'Page-new.js': 'new page' });
    const archive = folderWith({ 'index-new.js': 'new entry' });
    age(path.join(archive, 'index-new.js'), 10);

    expect(archiveBuildAssets(assets, archive)).toEqual({ archived: 1, pruned: 0 });
    expect(fs.readFileSync(path.join(archive, 'Page-new.js'), 'utf8')).toBe('new page');
    // Shipped again by a running build: its age starts over.
    expect(Date.now() - fs.statSync(path.join(archive, 'index-new.js')).mtimeMs).toBeLessThan(DAY_MS);
    expect(archiveBuildAssets(assets, archive)).toEqual({ archived: 0, pruned: 0 });
    expect(fs.readdirSync(archive).sort()).toEqual(['Page-new.js', 'index-new.js']);
  });

  it(`keeps earlier builds' files for ${ASSET_ARCHIVE_KEEP_DAYS} days after a server last shipped them, then deletes them`, () => {
    const assets = folderWith({ 'index-new.js': 'new entry' });
    const archive = folderWith({ 'index-old.js': 'old entry', 'index-ancient.js': 'ancient entry', '.index-x.js.abandoned.partial': '' });
    age(path.join(archive, 'index-old.js'), ASSET_ARCHIVE_KEEP_DAYS - 1);
    age(path.join(archive, 'index-ancient.js'), ASSET_ARCHIVE_KEEP_DAYS + 1);
    age(path.join(archive, '.index-x.js.abandoned.partial'), ASSET_ARCHIVE_KEEP_DAYS + 1);

    expect(archiveBuildAssets(assets, archive)).toEqual({ archived: 1, pruned: 2 });
    expect(fs.readdirSync(archive).sort()).toEqual(['index-new.js', 'index-old.js']);
  });

  it('makes the archive folder when it is not there, and does nothing without a build', () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'archive-'));
    expect(archiveBuildAssets(path.join(parent, 'no-build'), path.join(parent, 'archive'))).toEqual({ archived: 0, pruned: 0 });
    expect(fs.existsSync(path.join(parent, 'archive'))).toBe(false);
    const assets = folderWith({ 'index-1.js': 'entry' });
    expect(archiveBuildAssets(assets, path.join(parent, 'archive', 'nested'))).toEqual({ archived: 1, pruned: 0 });
  });
});

describe('/assets with an archive of earlier builds', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      {},
      {},
      {
        webBuild: (webDist) => {
          fs.mkdirSync(path.join(webDist, 'assets'), { recursive: true });
          fs.writeFileSync(path.join(webDist, 'app.html'), '<html><head></head><body><div id="root"></div></body></html>');
          fs.writeFileSync(path.join(webDist, 'assets', 'Page-new.js'), 'export const build = "new";');
        },
      },
    );
    fs.mkdirSync(t.config.assetsArchiveDir, { recursive: true });
    fs.writeFileSync(path.join(t.config.assetsArchiveDir, 'Page-old.js'), 'export const build = "old";');
    fs.writeFileSync(path.join(t.config.assetsArchiveDir, 'Page-new.js'), 'export const build = "archived copy";');
  });
  afterAll(() => t.close());

  it('answers a file of an earlier build, for a page loaded before the deploy, cached like any hashed file', async () => {
    const response = await t.request.get('/assets/Page-old.js').expect(200);
    expect(response.text).toBe('export const build = "old";');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers the build’s own file from the build', async () => {
    expect((await t.request.get('/assets/Page-new.js').expect(200)).text).toBe('export const build = "new";');
  });

  it('still answers 404 for a file no build had, and never a hidden partial copy', async () => {
    await t.request.get('/assets/Page-none.js').expect(404);
    fs.writeFileSync(path.join(t.config.assetsArchiveDir, '.Page-next.js.1.partial'), 'half');
    await t.request.get('/assets/.Page-next.js.1.partial').expect(404);
  });
});
