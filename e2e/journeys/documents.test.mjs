import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { launchBrowser, openPage, screenshot, viewports } from '../browser.mjs';
import { samplePdf } from '../helpers.mjs';

const PASSWORD = 'Demo@12345';

/** Opens /portal/documents signed out, and signs in through its inline form. */
async function signInOnDocuments(page, email) {
  await page.goto('/portal/documents');
  await page.getByText('Authentication Required', { exact: false }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { level: 1, name: 'Documents' }).waitFor();
}

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser?.close());

test('a client uploads a PDF, an advisor approves it, and the client is told and downloads the same bytes', async () => {
  const name = `Provisional Tax IRP6 ${Date.now()}.pdf`;
  const bytes = samplePdf('IRP6 first period', 2 * 1024 * 1024);

  const client = await openPage(browser, viewports.desktop);
  const advisor = await openPage(browser, viewports.desktop);
  try {
    // The client uploads, watching the bar fill.
    await signInOnDocuments(client.page, 'client@example.com');
    await client.page.getByRole('button', { name: 'Upload Document' }).click();
    const dialog = client.page.getByRole('dialog', { name: 'Upload Document' });
    assert.equal(await dialog.getByRole('button', { name: 'Upload' }).isDisabled(), true);
    await dialog.getByLabel('File').setInputFiles({ name, mimeType: 'application/pdf', buffer: bytes });
    await dialog.getByLabel('Category').selectOption('tax-returns');
    await dialog.getByLabel('Description (optional)').fill('First provisional tax period, as filed.');
    // Slow the upload so that its progress can be seen.
    const cdp = await client.context.newCDPSession(client.page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 512 * 1024,
    });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    const bar = dialog.getByRole('progressbar', { name: 'Upload progress' });
    await bar.waitFor();
    await client.page.waitForFunction(() => {
      const value = Number(document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow'));
      return value > 0 && value < 100;
    });
    await screenshot(client.page, 'documents-upload-progress');
    await client.page.getByText('Document uploaded successfully', { exact: true }).waitFor({ timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    const clientCard = client.page.getByRole('article', { name });
    await clientCard.getByText('Pending', { exact: true }).waitFor();
    assert.ok(await clientCard.getByText('Tax Returns', { exact: true }).isVisible());

    const notificationsLink = client.page
      .getByRole('navigation', { name: 'Portal sections' })
      .getByRole('link', { name: /^Notifications/ });
    const unreadBefore = Number((await notificationsLink.textContent()).match(/(\d+) unread/)?.[1] ?? 0);

    // The advisor, in a browser context of their own, approves it.
    await signInOnDocuments(advisor.page, 'advisor@example.com');
    const advisorCard = advisor.page.getByRole('article', { name });
    await advisorCard.getByText('Client: Sipho Dlamini').waitFor();
    await advisorCard.getByRole('button', { name: 'Approve' }).click();
    await advisor.page.getByText('Document approved successfully', { exact: true }).waitFor();
    await advisorCard.getByText('Approved', { exact: true }).waitFor();
    assert.equal(await advisorCard.getByRole('button', { name: 'Approve' }).count(), 0);

    // The client is told at once, without a reload: a toast, and the sidebar's badge goes up.
    await client.page.getByText(`${name} was approved by Lerato Mokoena.`, { exact: true }).waitFor();
    await notificationsLink.filter({ hasText: `${unreadBefore + 1} unread` }).waitFor();
    await screenshot(client.page, 'documents-client-live-notification');

    // The client sees it approved, has been told, and downloads the very bytes they sent.
    await client.page.reload();
    await clientCard.getByText('Approved', { exact: true }).waitFor();
    await screenshot(client.page, 'documents-client-approved');
    // The client opens their notifications and finds the approval, unread, linking back.
    await client.page.goto('/portal/notifications');
    await client.page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    const notice = client.page
      .getByRole('article', { name: 'Document approved' })
      .filter({ hasText: `${name} was approved by Lerato Mokoena.` });
    await notice.waitFor();
    assert.ok(await notice.getByText('Document', { exact: true }).isVisible());
    assert.ok(await notice.getByRole('img', { name: 'Success' }).isVisible());
    assert.equal(await notice.getByRole('button', { name: 'Mark as read' }).count(), 1);
    assert.equal(await notice.getByRole('link', { name: 'View' }).getAttribute('href'), '/portal/documents');
    await screenshot(client.page, 'documents-client-notification');
    await notice.getByRole('link', { name: 'View' }).click();
    await client.page.getByRole('heading', { level: 1, name: 'Documents' }).waitFor();
    await clientCard.getByText('Approved', { exact: true }).waitFor();
    const [download] = await Promise.all([
      client.page.waitForEvent('download'),
      clientCard.getByRole('button', { name: 'Download' }).click(),
    ]);
    await client.page.getByText('Document download started', { exact: true }).waitFor();
    assert.equal(download.suggestedFilename(), name);
    const saved = fs.readFileSync(await download.path());
    assert.equal(saved.length, bytes.length);
    assert.ok(saved.equals(bytes), 'the downloaded file has the uploaded bytes');
    assert.deepEqual([...client.problems, ...advisor.problems], []);
  } finally {
    await client.context.close();
    await advisor.context.close();
  }
});
