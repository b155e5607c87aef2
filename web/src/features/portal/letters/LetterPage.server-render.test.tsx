/**
 * @jest-environment node
 */
// The letter is opened from an e-mail, often on a phone: the server draws it with the answer it
// already ran (portal-page-table.ts), and the signing form follows once the page's code runs.
import { renderPortalPage, type KnownAnswer } from '../../../../prerender/entry-server';
import { letterClient, letterDetail } from './letter-page-test-kit';

const answers = (user = letterClient()): KnownAnswer[] => [
  { operationName: 'Me', variables: {}, result: { data: { me: user } } },
  { operationName: 'EngagementLetter', variables: { id: 'letter-1' }, result: { data: { engagementLetter: letterDetail() } } },
];

describe('the letter page drawn on the server', () => {
  it('draws the whole letter and what signing means, with a place kept for the form', async () => {
    const page = await renderPortalPage('/portal/letters/letter-1', answers());
    expect(page.head).toContain('<title>Tax return engagement letter | Khanya Client Portal</title>');
    expect(page.html).toContain('<h2>What we will do</h2>');
    expect(page.html).toContain('Electronic Communications and Transactions Act, 2002');
    expect(page.html).toContain('Loading the signing form…');
  });
});
