import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { screenshot, viewports } from '../browser.mjs';
import { accessibilityViolations, journeyBrowser, samplePdf } from '../helpers.mjs';

const PASSWORD = 'Demo@12345';

/** Opens /portal/messages signed out, and signs in through the portal's inline form. */
async function signInOnMessages(page, email) {
  await page.goto('/portal/messages');
  await page.getByRole('heading', { level: 1, name: 'Client Portal' }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
}

const section = (page, name) => page.getByRole('region', { name });

const withPages = journeyBrowser();

test('a client sends the advisor a PDF from a phone; the advisor downloads the same bytes on a desktop', async () => {
  const stamp = Date.now();
  const subject = `Signed resolution ${stamp}`;
  const name = `Board resolution ${stamp}.pdf`;
  const bytes = samplePdf(`Board resolution ${stamp}`);
  await withPages({ client: viewports.phone, advisor: viewports.desktop }, async ({ client, advisor }) => {
    await signInOnMessages(client, 'client@example.com');
    await client.getByRole('button', { name: 'New Message' }).click();
    const compose = client.getByRole('dialog', { name: 'New Message' });
    await compose.getByLabel('Recipient', { exact: true }).fill('advisor@example.com');
    await compose.getByLabel('Subject', { exact: true }).fill(subject);
    await compose.getByLabel('Message', { exact: true }).fill('Hi Lerato, the signed resolution for the bank is attached.');

    // A file of another type is refused in the browser, naming it; the PDF is taken.
    const picker = compose.getByLabel('Attach files');
    await picker.setInputFiles([
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a document') },
      { name, mimeType: 'application/pdf', buffer: bytes },
    ]);
    await compose
      .getByRole('alert')
      .getByText(/^notes\.txt: Only PDF, Word and Excel files/)
      .waitFor();
    const chosen = compose.getByRole('list', { name: '1 file attached' });
    await chosen.getByText(name, { exact: true }).waitFor();
    assert.ok(await chosen.getByRole('button', { name: `Remove ${name}` }).isVisible());
    await screenshot(client, 'message-attachments-compose-phone');
    assert.deepEqual(await accessibilityViolations(client), []);

    await compose.getByRole('button', { name: 'Send' }).click();
    await client.getByText('Message sent successfully', { exact: true }).waitFor();
    await compose.waitFor({ state: 'detached' });
    const sentCard = section(client, 'Sent Messages').getByRole('article', { name: subject });
    await sentCard.getByRole('link', { name }).waitFor();
    await screenshot(client, 'message-attachments-sent-phone');

    // The advisor, at a desktop, downloads the file from the message.
    await signInOnMessages(advisor, 'advisor@example.com');
    const card = section(advisor, /^Unread Messages \(\d+\)$/).getByRole('article', { name: subject });
    const files = card.getByRole('list', { name: '1 attachment' });
    await files.getByRole('link', { name }).waitFor();
    assert.match(await files.textContent(), new RegExp(`${name} \\(${bytes.length} Bytes\\)`));
    await screenshot(advisor, 'message-attachments-advisor-desktop');
    const [download] = await Promise.all([advisor.waitForEvent('download'), files.getByRole('link', { name }).click()]);
    assert.equal(download.suggestedFilename(), name);
    const saved = fs.readFileSync(await download.path());
    assert.ok(saved.equals(bytes), 'the downloaded file has the bytes the client sent');
    assert.deepEqual(await accessibilityViolations(advisor), []);

    // Someone else's browser gets nothing from the same link.
    const href = await files.getByRole('link', { name }).getAttribute('href');
    await withPages({ other: viewports.desktop }, async ({ other }) => {
      assert.equal((await other.request.get(href)).status(), 401);
    });
  });
});
