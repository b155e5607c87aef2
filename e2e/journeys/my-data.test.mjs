import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { screenshot, viewports } from '../browser.mjs';
import { accessibilityViolations, journeyBrowser, signInOnLoginPage } from '../helpers.mjs';

const CLIENT = 'client@example.com';
const PASSWORD = 'Demo@12345';

const withPages = journeyBrowser();

/** Every entry of a zip, read from its central directory (enough for the archives the portal makes). */
function zipEntries(archive) {
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  assert.ok(end >= 0, 'the download is a zip archive');
  const entries = new Map();
  let cursor = archive.readUInt32LE(end + 16);
  for (let index = 0; index < archive.readUInt16LE(end + 10); index += 1) {
    const method = archive.readUInt16LE(cursor + 10);
    const compressedSize = archive.readUInt32LE(cursor + 20);
    const nameLength = archive.readUInt16LE(cursor + 28);
    const skip = archive.readUInt16LE(cursor + 30) + archive.readUInt16LE(cursor + 32);
    const local = archive.readUInt32LE(cursor + 42);
    const name = archive.toString('utf8', cursor + 46, cursor + 46 + nameLength);
    cursor += 46 + nameLength + skip;
    const start = local + 30 + archive.readUInt16LE(local + 26) + archive.readUInt16LE(local + 28);
    const raw = archive.subarray(start, start + compressedSize);
    entries.set(name, method === 8 ? zlib.inflateRawSync(raw) : raw);
  }
  return entries;
}

async function openPrivacyTab(page) {
  await page.goto('/portal/profile');
  await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
  await page.getByRole('tab', { name: 'Privacy' }).click();
  await page.getByRole('list', { name: 'What is included' }).waitFor();
}

test('the demo client downloads all their data on a phone and finds their profile and documents in it', async () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'my-data-'));
  try {
    await withPages({ phone: viewports.phone }, async ({ phone }) => {
      await signInOnLoginPage(phone, CLIENT, PASSWORD);
      await openPrivacyTab(phone);
      const included = phone.getByRole('list', { name: 'What is included' });
      await included.getByText('Documents', { exact: true }).waitFor();
      assert.deepEqual(await accessibilityViolations(phone), []);
      await screenshot(phone, 'my-data-phone');

      const [download] = await Promise.all([
        phone.waitForEvent('download'),
        phone.getByRole('button', { name: 'Download my data' }).click(),
      ]);
      assert.match(download.suggestedFilename(), /^khanya-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
      const file = path.join(folder, download.suggestedFilename());
      await download.saveAs(file);
      await phone.getByText(/has been saved to your downloads/).waitFor();
      assert.deepEqual(await accessibilityViolations(phone), []);
      await screenshot(phone, 'my-data-saved-phone');

      const entries = zipEntries(fs.readFileSync(file));
      assert.ok(entries.has('README.txt'));
      const profile = JSON.parse(entries.get('profile.json').toString('utf8'));
      assert.equal(profile.email, CLIENT);
      const documents = JSON.parse(entries.get('documents.json').toString('utf8'));
      assert.ok(documents.length > 0, 'the demo client has documents');
      for (const document of documents) {
        const bytes = entries.get(document.archivePath);
        assert.ok(bytes, `${document.archivePath} is in the archive`);
        assert.equal(bytes.length, document.fileSize, `${document.archivePath} has all its bytes`);
      }
      const demoReturn = documents.find((document) => document.originalName === '2025 ITR14 Tax Return.pdf');
      assert.ok(entries.get(demoReturn.archivePath).subarray(0, 5).equals(Buffer.from('%PDF-')));
    });
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});

test('on a desktop the Privacy tab lists what is included beside the download', async () => {
  await withPages({ desktop: viewports.desktop }, async ({ desktop }) => {
    await signInOnLoginPage(desktop, CLIENT, PASSWORD);
    await openPrivacyTab(desktop);
    await desktop.getByText(/items in all/).waitFor();
    assert.deepEqual(await accessibilityViolations(desktop), []);
    await screenshot(desktop, 'my-data-desktop');
  });
});
