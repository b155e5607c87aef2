import fs from 'node:fs';
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openPage, screenshot, viewports } from '../browser.mjs';
import { accessibilityViolations, daysFromNow } from '../helpers.mjs';

const PASSWORD = 'Demo@12345';

/** Opens /portal/appointments signed out, and signs in through the portal's inline form. */
async function signInOnAppointments(page, email) {
  await page.goto('/portal/appointments');
  await page.getByRole('heading', { level: 1, name: 'Client Portal' }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { level: 1, name: 'Appointments' }).waitFor();
}

const upcoming = (page) => page.getByRole('region', { name: /^Upcoming/ });

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser?.close());

test('a client books an appointment, the advisor confirms it with a link, and the client can join', async () => {
  const title = `Provisional tax planning ${Date.now()}`;
  const date = daysFromNow(5);
  const meetingUrl = 'https://meet.jit.si/KhanyaProvisionalTax';

  const client = await openPage(browser, viewports.desktop);
  const advisor = await openPage(browser, viewports.desktop);
  try {
    // The client books a video meeting for a day ahead, at 10:00 in Johannesburg.
    await signInOnAppointments(client.page, 'client@example.com');
    await upcoming(client.page).getByRole('article').first().waitFor();
    await client.page.getByRole('button', { name: 'Schedule Appointment' }).click();
    const dialog = client.page.getByRole('dialog', { name: 'Schedule Appointment' });
    assert.equal(await dialog.getByLabel('Date').getAttribute('min'), daysFromNow(0));
    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    await dialog.getByLabel('Description (optional)').fill('Estimate taxable income for the first IRP6 payment.');
    await dialog.getByLabel('Date').fill(date);
    await dialog.getByRole('combobox', { name: 'Time (SAST)' }).selectOption('10:00');
    assert.equal(await dialog.getByLabel('Location').count(), 0);
    await dialog.getByRole('combobox', { name: 'Meeting type' }).selectOption('in_person');
    await dialog.getByLabel('Location').waitFor();
    await dialog.getByRole('combobox', { name: 'Meeting type' }).selectOption('video');
    assert.equal(await dialog.getByRole('combobox', { name: 'Advisor' }).locator('option:checked').textContent(), 'Lerato Mokoena');
    await screenshot(client.page, 'appointments-schedule-desktop');
    await dialog.getByRole('button', { name: 'Schedule Appointment' }).click();
    await client.page.getByText('Appointment scheduled successfully', { exact: true }).waitFor();

    const clientCard = upcoming(client.page).getByRole('article', { name: title });
    await clientCard.getByText('Scheduled', { exact: true }).waitFor();
    assert.ok(await clientCard.getByText('10:00').isVisible());
    assert.ok(await clientCard.getByText('60 minutes').isVisible());
    assert.equal(await clientCard.getByRole('link', { name: 'Join Meeting' }).count(), 0);

    // The advisor, in a browser of their own, confirms it with the meeting link.
    await signInOnAppointments(advisor.page, 'advisor@example.com');
    const advisorCard = upcoming(advisor.page).getByRole('article', { name: title });
    await advisorCard.getByText('Sipho Dlamini').waitFor();
    await advisorCard.getByRole('button', { name: 'Confirm' }).click();
    const confirm = advisor.page.getByRole('dialog', { name: 'Confirm Appointment' });
    await confirm.getByLabel('Meeting link (optional)').fill(meetingUrl);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await advisorCard.getByText('Confirmed', { exact: true }).waitFor();
    await screenshot(advisor.page, 'appointments-advisor-desktop');

    // The client sees it confirmed, with Join Meeting opening the link in a new tab.
    await client.page.reload();
    await clientCard.getByText('Confirmed', { exact: true }).waitFor();
    const join = clientCard.getByRole('link', { name: 'Join Meeting' });
    assert.equal(await join.getAttribute('href'), meetingUrl);
    assert.equal(await join.getAttribute('target'), '_blank');
    assert.match(await join.getAttribute('rel'), /noopener/);
    assert.deepEqual(await accessibilityViolations(client.page), []);
    await screenshot(client.page, 'appointments-client-desktop');

    // Add to calendar saves the appointment as an .ics file, confirmed, at its time.
    const [download] = await Promise.all([
      client.page.waitForEvent('download'),
      clientCard.getByRole('link', { name: `Add to calendar: ${title}` }).click(),
    ]);
    assert.match(download.suggestedFilename(), /\.ics$/);
    const ics = fs.readFileSync(await download.path(), 'utf8').replace(/\r?\n[ \t]/g, '');
    assert.match(ics, /BEGIN:VEVENT/);
    assert.match(ics, /STATUS:CONFIRMED/);
    assert.ok(ics.includes(`SUMMARY:${title} (Khanya Tax & Advisory)`), ics);

    await client.page.setViewportSize(viewports.phone);
    await clientCard.scrollIntoViewIfNeeded();
    assert.ok(await join.isVisible());
    await screenshot(client.page, 'appointments-client-phone');
    await client.page.getByRole('button', { name: 'Schedule Appointment' }).click();
    await client.page.getByRole('dialog', { name: 'Schedule Appointment' }).waitFor();
    await screenshot(client.page, 'appointments-schedule-phone');

    assert.deepEqual([...client.problems, ...advisor.problems], []);
  } finally {
    await client.context.close();
    await advisor.context.close();
  }
});
