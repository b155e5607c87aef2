import { Not, type DataSource } from 'typeorm';
import {
  deleteRows,
  noPersonalData,
  person,
  personalData,
  records,
  type DataSection,
  type ErasureIdentifiers,
  type ErasureStep,
  type Replacement,
} from '../../shared/personal-data';
import { escapeMarkdownText } from '../../../../validation/engagement-letter-values';
import { EngagementLetter } from './engagement-letter.entity';
import { LetterTemplate } from './letter-template.entity';

/*
 * A signed letter is the firm's record of the agreement, kept on erasure like the engagement it
 * belongs to: its state, times and fingerprints stay; what names or identifies the person is
 * replaced or cleared (the signer's name, e-mail, address and browser, a typed signature, and the
 * person's name, e-mail and company name in its text). A letter never signed (waiting, declined,
 * withdrawn) is deleted. The signed PDF is one of the client's documents and goes with them.
 */
export const engagementLettersColumns = [
  personalData(EngagementLetter, {
    exported: [
      'id',
      'title',
      'body',
      'bodySha256',
      'status',
      'sentAt',
      'viewedAt',
      'signedAt',
      'declinedAt',
      'declineReason',
      'withdrawnAt',
      'withdrawalReason',
      'signerName',
      'signerEmail',
      'signerIpAddress',
      'signerUserAgent',
      'signedWithTwoStep',
      'signatureKind',
      'signatureText',
      'signedPdfSha256',
      'createdAt',
      'updatedAt',
    ],
    anonymisedOnErasure: [
      'body',
      'signerName',
      'signerEmail',
      'signerIpAddress',
      'signerUserAgent',
      'signatureText',
      'declineReason',
      'withdrawalReason',
    ],
    deletedWithTheRowOnErasure: false,
    // Exported as the engagement's title, the sender's and withdrawer's names and addresses; the document is in documents.json.
    notPersonal: [
      'engagementId',
      'clientId',
      'templateId',
      'sentBy',
      'withdrawnBy',
      'signedDocumentId',
      'awaitingEngagementId',
      'firstReminderSentAt',
      'secondReminderSentAt',
    ],
  }),
  // The firm's own texts, with merge fields where a client's details go.
  noPersonalData(LetterTemplate),
];

/** engagement-letters.json: the letters sent to the person, with their text and the signing evidence. */
export const engagementLettersSection = (dataSource: DataSource): DataSection => ({
  key: 'engagementLetters',
  file: 'engagement-letters.json',
  label: 'Engagement letters',
  explains:
    'The engagement letters the firm sent you: the text as sent (Markdown) and its SHA-256 fingerprint, whether you signed or declined each, and the signing evidence; a signed letter’s PDF is among your documents.',
  ...records(
    ({ id }) =>
      dataSource
        .getRepository(EngagementLetter)
        .createQueryBuilder('letter')
        .leftJoinAndSelect('letter.engagement', 'engagement')
        .leftJoinAndSelect('letter.sender', 'sender')
        .leftJoinAndSelect('letter.withdrawer', 'withdrawer')
        .where('letter.clientId = :id', { id }),
    (letters) =>
      letters.map((letter) => ({
        id: letter.id,
        engagement: letter.engagement?.title ?? null,
        title: letter.title,
        text: letter.body,
        textSha256: letter.bodySha256,
        status: letter.status,
        sentBy: person(letter.sender),
        sentAt: letter.sentAt,
        viewedAt: letter.viewedAt,
        signedAt: letter.signedAt,
        declinedAt: letter.declinedAt,
        declineReason: letter.declineReason,
        withdrawnAt: letter.withdrawnAt,
        withdrawnBy: person(letter.withdrawer),
        withdrawalReason: letter.withdrawalReason,
        signature: {
          name: letter.signerName,
          email: letter.signerEmail,
          ipAddress: letter.signerIpAddress,
          userAgent: letter.signerUserAgent,
          withTwoStepSignIn: letter.signedWithTwoStep,
          kind: letter.signatureKind,
          typedText: letter.signatureText,
        },
        signedDocumentId: letter.signedDocumentId,
        signedPdfSha256: letter.signedPdfSha256,
        createdAt: letter.createdAt,
        updatedAt: letter.updatedAt,
      })),
  ),
});

/** The names the person signed with, as they typed them, which may differ from their account's. */
export const letterSignerNames: ErasureIdentifiers = async ({ manager, person: erased, label }) => {
  const letters = await manager.find(EngagementLetter, { where: { clientId: erased.id }, select: { id: true, signerName: true } });
  const names = [...new Set(letters.map((letter) => letter.signerName?.trim()).filter((name): name is string => !!name))];
  return names.map((name): Replacement => [name, label]);
};

const pattern = (text: string, wholeWord: boolean) => {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(wholeWord ? `(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])` : escaped, 'giu');
};

/**
 * A letter's text with the person taken out: every erasure replacement, also as the letter wrote
 * it (a merge field's value is escaped Markdown: "Dlamini Logistics \(Pty\) Ltd"), then the first
 * and last names on their own as whole words ("Dear Sipho,"), when they are three letters or more.
 */
function withoutThePerson(
  text: string,
  replacements: Replacement[],
  names: { firstName: string; lastName: string },
  label: string,
): string {
  const terms: [RegExp, string][] = [];
  for (const [from, to] of replacements) {
    if (!from.trim()) continue;
    terms.push([pattern(from, false), to]);
    const written = escapeMarkdownText(from);
    if (written !== from) terms.push([pattern(written, false), escapeMarkdownText(to)]);
  }
  for (const name of [names.firstName, names.lastName]) {
    const trimmed = name.trim();
    if (trimmed.length >= 3) terms.push([pattern(escapeMarkdownText(trimmed), true), label]);
  }
  return terms.reduce((result, [from, to]) => result.replace(from, () => to), text);
}

/** Letters never signed go; signed ones stay as the firm's record, without what identifies the person. */
export const eraseEngagementLetters: ErasureStep = {
  action: 'privacy.erasure.engagement_letters_erased',
  run: async ({ manager, person: erased, label, erasedEmail, replacements }) => {
    const unsigned = await manager.find(EngagementLetter, { where: { clientId: erased.id, status: Not('signed') }, select: { id: true } });
    const deleted = await deleteRows(
      manager,
      EngagementLetter,
      unsigned.map(({ id }) => id),
    );
    const signed = await manager.find(EngagementLetter, {
      where: { clientId: erased.id, status: 'signed' },
      select: { id: true, body: true },
    });
    for (const letter of signed) {
      await manager.update(
        EngagementLetter,
        { id: letter.id },
        {
          body: withoutThePerson(letter.body, replacements, erased, label),
          signerName: label,
          signerEmail: erasedEmail,
          signerIpAddress: null,
          signerUserAgent: null,
          signatureText: null,
          declineReason: null,
          withdrawalReason: null,
        },
      );
    }
    return { count: deleted + signed.length };
  },
};
