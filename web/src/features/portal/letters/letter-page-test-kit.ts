import { graphql, HttpResponse } from 'msw';
import type {
  EngagementLetterQuery,
  EngagementLetterQueryVariables,
  LetterDetailFragment,
  LetterPersonFragment,
  LetterSummaryFragment,
} from '../../../graphql/generated';
import { sessionUser } from '../../../test/fixtures';

/** The letter's client, signed in as the session user. */
export const thabo: LetterPersonFragment = {
  __typename: 'User',
  id: 'client-7',
  firstName: 'Thabo',
  lastName: 'Nkosi',
  email: 'thabo@nkosi-logistics.co.za',
};
export const lerato: LetterPersonFragment = {
  __typename: 'User',
  id: 'advisor-1',
  firstName: 'Lerato',
  lastName: 'Mokoena',
  email: 'lerato@khanya.co.za',
};

export const letterClient = () => sessionUser({ id: thabo.id, email: thabo.email, firstName: 'Thabo', lastName: 'Nkosi' });
export const letterAdvisor = () => sessionUser({ id: lerato.id, email: lerato.email, firstName: 'Lerato', roleNames: ['ADVISOR'] });

const SHA_OF_TEXT = 'a3f1c2d4e5b6a7980112233445566778899aabbccddeeff00112233445566778';
const SHA_OF_PDF = '0f1e2d3c4b5a69788796a5b4c3d2e1f00112233445566778899aabbccddeeff0';

export function letterSummary(overrides: Partial<LetterSummaryFragment> = {}): LetterSummaryFragment {
  return {
    __typename: 'EngagementLetter',
    id: 'letter-1',
    title: 'Tax return engagement letter',
    status: 'VIEWED',
    sentAt: '2026-11-20T07:30:00.000Z',
    viewedAt: '2026-11-21T09:15:00.000Z',
    signedAt: null,
    declinedAt: null,
    withdrawnAt: null,
    engagement: { __typename: 'Engagement', id: 'engagement-1', title: '2026 ITR14 and annual financial statements' },
    client: thabo,
    sentBy: lerato,
    signedDocument: null,
    ...overrides,
  };
}

export function letterDetail(overrides: Partial<LetterDetailFragment> = {}): LetterDetailFragment {
  return {
    ...letterSummary(),
    bodyHtml:
      '<h2>What we will do</h2><p>We will prepare and submit your <strong>ITR14</strong> on SARS eFiling.</p>' +
      '<ul><li>Review the trial balance</li><li>Prepare the return</li></ul>' +
      '<p>Our terms: https://www.khanya.co.za/terms-of-engagement-and-popia-notice-for-clients</p>',
    bodySha256: SHA_OF_TEXT,
    declineReason: null,
    withdrawalReason: null,
    signerName: null,
    signerEmail: null,
    signatureKind: null,
    signatureText: null,
    signedPdfSha256: null,
    signedWithTwoStep: null,
    feeSchedule: null,
    ...overrides,
  };
}

export const signedLetter = (overrides: Partial<LetterDetailFragment> = {}) =>
  letterDetail({
    status: 'SIGNED',
    signedAt: '2026-11-26T12:05:09.000Z',
    signerName: 'Thabo M. Nkosi',
    signerEmail: thabo.email,
    signatureKind: 'TYPED',
    signatureText: 'Thabo Nkosi',
    signedWithTwoStep: true,
    signedPdfSha256: SHA_OF_PDF,
    signedDocument: { __typename: 'Document', id: 'document-signed', originalName: 'Tax return engagement letter (signed).pdf' },
    ...overrides,
  });

/** Answers EngagementLetter with `letter` and records the variables asked with. */
export function letterIs(letter: LetterDetailFragment) {
  const requests: EngagementLetterQueryVariables[] = [];
  const handler = graphql.query<EngagementLetterQuery, EngagementLetterQueryVariables>('EngagementLetter', ({ variables }) => {
    requests.push(variables);
    return HttpResponse.json({ data: { engagementLetter: letter } });
  });
  return { handler, requests };
}

/** A PNG as a canvas makes it (8-bit RGBA, not interlaced), 60 × 24 pixels: what the pad reports in tests. */
export const drawnSignaturePng =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAADwAAAAYCAYAAACmwZ5SAAAAHElEQVR42u3BMQEAAADCoPVPbQsvoAAAAAAA4GcWmAABW4eILwAAAABJRU5ErkJggg==';
