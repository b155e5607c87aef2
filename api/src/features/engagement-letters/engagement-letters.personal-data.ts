import { Not, type DataSource } from 'typeorm';
import {
  deleteRows,
  person,
  records,
  type DataSection,
  type ErasureIdentifiers,
  type ErasureStep,
  type Replacement,
} from '../../shared/personal-data';
import { archiveRecordOf, erasedValuesOf, personalDataOf } from '../../records/record-privacy';
import { recordDeletions } from '../changes';
import { EngagementLetter } from './engagement-letter.entity';
import { engagementLetterDescription } from './engagement-letter.record';
import { letterTemplateDescription } from './letter-template.record';

/*
 * A signed letter is the firm's record of the agreement, kept on erasure like the engagement it
 * belongs to: its state, times and fingerprints stay; what names or identifies the person is
 * replaced or cleared, as its description says (engagement-letter.record.ts). A letter never
 * signed (waiting, declined, withdrawn) is deleted. The signed PDF is one of the client's
 * documents and goes with them.
 */
export const engagementLettersColumns = [
  personalDataOf(engagementLetterDescription),
  // The firm's own texts, with merge fields where a client's details go (letter-template.record.ts).
  personalDataOf(letterTemplateDescription),
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
      letters.map((letter) =>
        // The sender and the withdrawer by name and address, where REST and GraphQL give their ids;
        // the signed document's id, which the declaration counts as not personal (the document is in documents.json).
        archiveRecordOf(engagementLetterDescription, letter, {
          sentBy: person(letter.sender),
          withdrawnBy: person(letter.withdrawer),
          signedDocumentId: letter.signedDocumentId,
        }),
      ),
  ),
});

/** The names the person signed with, as they typed them, which may differ from their account's. */
export const letterSignerNames: ErasureIdentifiers = async ({ manager, person: erased, label }) => {
  const letters = await manager.find(EngagementLetter, { where: { clientId: erased.id }, select: { id: true, signerName: true } });
  const names = [...new Set(letters.map((letter) => letter.signerName?.trim()).filter((name): name is string => !!name))];
  return names.map((name): Replacement => [name, label]);
};

/** Letters never signed go; signed ones stay as the firm's record, without what identifies the person. */
export const eraseEngagementLetters: ErasureStep = {
  action: 'privacy.erasure.engagement_letters_erased',
  run: async (erasure) => {
    const { manager, person: erased, now } = erasure;
    const unsigned = await manager.find(EngagementLetter, { where: { clientId: erased.id, status: Not('signed') }, select: { id: true } });
    const deleted = await deleteRows(
      manager,
      EngagementLetter,
      unsigned.map(({ id }) => id),
    );
    // A syncing integration hears the unsigned letters went, and the signed ones changed (features/changes).
    await recordDeletions(
      manager,
      'engagement_letter',
      unsigned.map(({ id }) => ({ id, clientId: erased.id })),
      now,
    );
    const signed = await manager.find(EngagementLetter, {
      where: { clientId: erased.id, status: 'signed' },
      select: { id: true, body: true },
    });
    for (const letter of signed) {
      await manager.update(EngagementLetter, { id: letter.id }, erasedValuesOf(engagementLetterDescription, erasure, letter));
    }
    return { count: deleted + signed.length };
  },
};
