import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot, viewports } from '../browser.mjs';
import { accessibilityViolations, daysFromNow, journeyBrowser, samplePdf, signInOnLoginPage } from '../helpers.mjs';

const PASSWORD = 'Demo@12345';
const REQUESTED = 'Medical aid tax certificate';

const withPages = journeyBrowser();

test('an advisor asks from a checklist, the client uploads against it on the phone, the advisor approves and the request closes', async () => {
  const note = `Journey ${Date.now()}: for your 2026 return.`;
  const fileName = `Medical aid certificate ${Date.now()}.pdf`;
  await withPages({ advisor: viewports.desktop, client: viewports.phone }, async ({ advisor, client }) => {
    // The advisor, on a desktop, asks the demo client for the individual tax return checklist.
    await signInOnLoginPage(advisor, 'advisor@example.com', PASSWORD);
    await advisor.getByRole('navigation', { name: 'Portal sections' }).getByRole('link', { name: 'Document requests' }).click();
    await advisor.getByRole('heading', { level: 1, name: 'Document requests' }).waitFor();
    await advisor.getByRole('article', { name: 'Fixed asset register (additions and disposals)' }).getByText('Overdue').waitFor();
    await screenshot(advisor, 'document-requests-staff-desktop');
    assert.deepEqual(await accessibilityViolations(advisor), []);

    await advisor.getByRole('button', { name: 'Request documents' }).click();
    const dialog = advisor.getByRole('dialog', { name: 'Request documents' });
    await dialog.getByLabel('Client').selectOption({ label: 'Sipho Dlamini' });
    await dialog.getByLabel('From a checklist').check();
    await dialog.getByLabel('Checklist', { exact: true }).selectOption({ label: 'Individual tax return (ITR12) (6)' });
    await dialog.getByRole('list', { name: 'Documents in Individual tax return (ITR12)' }).getByText(REQUESTED).waitFor();
    await dialog.getByLabel('Due date').fill(daysFromNow(7));
    await dialog.getByLabel('Note (optional)').fill(note);
    await screenshot(advisor, 'document-requests-dialog-desktop');
    assert.deepEqual(await accessibilityViolations(advisor), []);
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await advisor.getByText('6 documents requested', { exact: true }).waitFor();
    const staffCard = advisor.getByRole('article', { name: REQUESTED }).filter({ hasText: note });
    await staffCard.getByText('Waiting for the client').waitFor();

    // The client, on a phone, finds it under "Waiting for you" and uploads against it.
    await signInOnLoginPage(client, 'client@example.com', PASSWORD);
    const waiting = client.getByRole('region', { name: 'Waiting for you' });
    const request = waiting.getByRole('article', { name: REQUESTED }).filter({ hasText: note });
    await request.getByText('Waiting for you', { exact: true }).waitFor();
    const overdue = waiting.getByRole('article', { name: 'Fixed asset register (additions and disposals)' });
    assert.ok(await overdue.getByText('Overdue', { exact: true }).isVisible());
    await screenshot(client, 'document-requests-dashboard-phone');
    assert.deepEqual(await accessibilityViolations(client), []);

    await request.getByRole('button', { name: 'Upload' }).click();
    const upload = client.getByRole('dialog', { name: 'Upload Document' });
    assert.equal(await upload.getByLabel('Category').inputValue(), 'tax-returns');
    await upload.getByLabel('File').setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: samplePdf('Medical aid 2026') });
    await screenshot(client, 'document-requests-upload-phone');
    await upload.getByRole('button', { name: 'Upload', exact: true }).click();
    await client.getByText('Document uploaded successfully', { exact: true }).waitFor();
    await request.getByText('Uploaded — awaiting review').waitFor();
    assert.equal(await request.getByRole('button', { name: 'Upload' }).count(), 0);

    // The advisor approves the document; the request closes itself.
    await advisor.goto('/portal/documents');
    const documentCard = advisor.getByRole('article', { name: fileName });
    await documentCard.getByRole('button', { name: 'Approve' }).click();
    await advisor.getByText('Document approved successfully', { exact: true }).waitFor();
    await advisor.goto('/portal/document-requests');
    await advisor.getByLabel('Status').selectOption({ label: 'Closed' });
    const closed = advisor.getByRole('article', { name: REQUESTED }).filter({ hasText: note });
    await closed.getByText('Closed', { exact: true }).waitFor();
    assert.ok(await closed.getByText(`Document: ${fileName} (Approved)`).isVisible());

    // Back on the phone, the closed request no longer waits for the client.
    await client.reload();
    await waiting.getByRole('article', { name: 'Fixed asset register (additions and disposals)' }).waitFor();
    assert.equal(await waiting.getByRole('article', { name: REQUESTED }).filter({ hasText: note }).count(), 0);
  });
});

test('the staff page and its checklists read well on a phone (admin)', async () => {
  await withPages({ phone: viewports.phone }, async ({ phone: page }) => {
    await signInOnLoginPage(page, 'admin@example.com', PASSWORD);
    await page.goto('/portal/document-requests');
    await page.getByRole('heading', { level: 1, name: 'Document requests' }).waitFor();
    await page.getByRole('article', { name: 'Payroll summary and EMP501 reconciliation' }).waitFor();
    await screenshot(page, 'document-requests-staff-phone');
    assert.deepEqual(await accessibilityViolations(page), []);
    await page.getByRole('button', { name: 'Request documents' }).click();
    const ask = page.getByRole('dialog', { name: 'Request documents' });
    await ask.getByRole('button', { name: 'Add another document' }).click();
    await ask.getByRole('button', { name: 'Send request' }).click();
    await ask.getByText('Choose a client from the list').waitFor();
    await screenshot(page, 'document-requests-dialog-phone');
    assert.deepEqual(await accessibilityViolations(page), []);
    await page.keyboard.press('Escape');
    await ask.waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'Checklists' }).click();
    await page.getByRole('article', { name: 'VAT registration' }).waitFor();
    await screenshot(page, 'document-requests-checklists-phone');
    assert.deepEqual(await accessibilityViolations(page), []);
    await page.getByRole('button', { name: 'Edit VAT registration' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit VAT registration' });
    assert.equal(await edit.getByLabel('Document 4', { exact: true }).inputValue(), 'Three months of sales invoices');
    // The picture once the dialog has finished appearing.
    await edit.evaluate((dialog) => Promise.all(dialog.getAnimations().map((animation) => animation.finished)));
    await screenshot(page, 'document-requests-checklist-dialog-phone');
    assert.deepEqual(await accessibilityViolations(page), []);
  });
});
