import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { launchBrowser, openPage, screenshot, viewports } from '../browser.mjs';
import { accessibilityViolations } from '../helpers.mjs';

const PASSWORD = 'Demo@12345';

/** A one-page PDF with a title. */
function samplePdf(title) {
  const text = `BT /F1 18 Tf 56 780 Td (${title}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

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

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser?.close());

test('a client sends the advisor a PDF from a phone; the advisor downloads the same bytes on a desktop', async () => {
  const stamp = Date.now();
  const subject = `Signed resolution ${stamp}`;
  const name = `Board resolution ${stamp}.pdf`;
  const bytes = samplePdf(`Board resolution ${stamp}`);
  const client = await openPage(browser, viewports.phone);
  const advisor = await openPage(browser, viewports.desktop);
  try {
    await signInOnMessages(client.page, 'client@example.com');
    await client.page.getByRole('button', { name: 'New Message' }).click();
    const compose = client.page.getByRole('dialog', { name: 'New Message' });
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
    await screenshot(client.page, 'message-attachments-compose-phone');
    assert.deepEqual(await accessibilityViolations(client.page), []);

    await compose.getByRole('button', { name: 'Send' }).click();
    await client.page.getByText('Message sent successfully', { exact: true }).waitFor();
    await compose.waitFor({ state: 'detached' });
    const sentCard = section(client.page, 'Sent Messages').getByRole('article', { name: subject });
    await sentCard.getByRole('link', { name }).waitFor();
    await screenshot(client.page, 'message-attachments-sent-phone');

    // The advisor, at a desktop, downloads the file from the message.
    await signInOnMessages(advisor.page, 'advisor@example.com');
    const card = section(advisor.page, /^Unread Messages \(\d+\)$/).getByRole('article', { name: subject });
    const files = card.getByRole('list', { name: '1 attachment' });
    await files.getByRole('link', { name }).waitFor();
    assert.match(await files.textContent(), new RegExp(`${name} \\(${bytes.length} Bytes\\)`));
    await screenshot(advisor.page, 'message-attachments-advisor-desktop');
    const [download] = await Promise.all([advisor.page.waitForEvent('download'), files.getByRole('link', { name }).click()]);
    assert.equal(download.suggestedFilename(), name);
    const saved = fs.readFileSync(await download.path());
    assert.ok(saved.equals(bytes), 'the downloaded file has the bytes the client sent');
    assert.deepEqual(await accessibilityViolations(advisor.page), []);

    // Someone else's browser gets nothing from the same link.
    const other = await openPage(browser, viewports.desktop);
    try {
      const href = await files.getByRole('link', { name }).getAttribute('href');
      assert.equal((await other.context.request.get(href)).status(), 401);
    } finally {
      await other.context.close();
    }
    assert.deepEqual([...client.problems, ...advisor.problems], []);
  } finally {
    await client.context.close();
    await advisor.context.close();
  }
});
