import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openPage, screenshot, viewports } from '../browser.mjs';
import { accessibilityViolations } from '../helpers.mjs';

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

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser?.close());

test('a client writes to the advisor, who opens it, reads it and replies; the client sees the reply', async () => {
  const subject = `Provisional tax for the new branch ${Date.now()}`;
  const client = await openPage(browser, viewports.desktop);
  const advisor = await openPage(browser, viewports.phone);
  try {
    // The client writes to the advisor by e-mail address.
    await signInOnMessages(client.page, 'client@example.com');
    await section(client.page, /^Unread Messages \(\d+\)$/).waitFor();
    await client.page.getByRole('button', { name: 'New Message' }).click();
    const compose = client.page.getByRole('dialog', { name: 'New Message' });
    await compose.getByRole('button', { name: 'Send' }).click();
    await compose.getByText('Recipient is required', { exact: true }).waitFor();
    await compose.getByLabel('Recipient', { exact: true }).fill('advisor@example.com');
    await compose.getByLabel('Subject', { exact: true }).fill(subject);
    await compose
      .getByLabel('Message', { exact: true })
      .fill('Hi Lerato, we open in Bloemfontein in March. Does that change our provisional tax estimate?');
    await screenshot(client.page, 'messages-compose-desktop');
    await compose.getByRole('button', { name: 'Send' }).click();
    await client.page.getByText('Message sent successfully', { exact: true }).waitFor();
    await compose.waitFor({ state: 'detached' });
    const sentCard = section(client.page, 'Sent Messages').getByRole('article', { name: subject });
    await sentCard.getByText('To: Lerato Mokoena').waitFor();

    // The advisor, on a phone in a browser of their own, finds it unread.
    await signInOnMessages(advisor.page, 'advisor@example.com');
    const unread = section(advisor.page, /^Unread Messages \(\d+\)$/);
    const unreadCard = unread.getByRole('article', { name: subject });
    await unreadCard.getByText('Unread', { exact: true }).waitFor();
    assert.ok(await unreadCard.getByText('From: Sipho Dlamini').isVisible());
    const countBefore = Number(/\((\d+)\)/.exec(await unread.getByRole('heading', { level: 2 }).textContent())[1]);
    await screenshot(advisor.page, 'messages-advisor-unread-phone');

    // Opening it reads it: it moves to Read Messages, still open, and the count drops.
    await unreadCard.getByRole('button', { name: subject }).click();
    const readCard = section(advisor.page, 'Read Messages').getByRole('article', { name: subject });
    await readCard.waitFor();
    await section(advisor.page, `Unread Messages (${countBefore - 1})`).waitFor();
    assert.equal(await readCard.getByRole('button', { name: subject }).getAttribute('aria-expanded'), 'true');
    assert.equal(await readCard.getByText('Unread', { exact: true }).count(), 0);

    // The advisor replies: "Re: " in front, addressed back to the client.
    await readCard.getByRole('button', { name: 'Reply' }).click();
    const reply = advisor.page.getByRole('dialog', { name: 'Reply' });
    assert.equal(await reply.getByLabel('Subject', { exact: true }).inputValue(), `Re: ${subject}`);
    assert.equal(await reply.getByLabel('Recipient', { exact: true }).inputValue(), 'client@example.com');
    await reply
      .getByLabel('Message', { exact: true })
      .fill('Hi Sipho, yes: we will add the branch to the second-period estimate. Kind regards, Lerato');
    await screenshot(advisor.page, 'messages-advisor-reply-phone');
    await reply.getByRole('button', { name: 'Send' }).click();
    await advisor.page.getByText('Message sent successfully', { exact: true }).waitFor();
    await section(advisor.page, 'Sent Messages')
      .getByRole('article', { name: `Re: ${subject}` })
      .waitFor();
    await screenshot(advisor.page, 'messages-advisor-phone');

    // The client sees the reply, unread, with the Reply badge; and the sent message as read.
    await client.page.reload();
    const replyCard = section(client.page, /^Unread Messages \(\d+\)$/).getByRole('article', { name: `Re: ${subject}` });
    // The Reply badge (the Reply button carries the same word).
    await replyCard.locator('span', { hasText: /^Reply$/ }).waitFor();
    assert.ok(await replyCard.getByText('Unread', { exact: true }).isVisible());
    assert.ok(await replyCard.getByText('From: Lerato Mokoena').isVisible());
    await sentCard.getByRole('button', { name: subject }).click();
    await sentCard.getByText(/^Read \d+ \w+ \d{4}, \d\d:\d\d$/).waitFor();
    await screenshot(client.page, 'messages-client-desktop');
    assert.deepEqual(await accessibilityViolations(client.page), []);
    assert.deepEqual(await accessibilityViolations(advisor.page), []);
    assert.deepEqual([...client.problems, ...advisor.problems], []);
  } finally {
    await client.context.close();
    await advisor.context.close();
  }
});
