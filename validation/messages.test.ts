import { composeMessageSchema, replySubject, sendMessageSchema } from './messages';

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('replySubject', () => {
  it('puts "Re: " in front once, however many the original already has', () => {
    expect(replySubject('VAT201 submitted')).toBe('Re: VAT201 submitted');
    expect(replySubject('Re: VAT201 submitted')).toBe('Re: VAT201 submitted');
    expect(replySubject('RE: re:Re : VAT201')).toBe('Re: VAT201');
    expect(replySubject('Rebate on fuel')).toBe('Re: Rebate on fuel');
  });

  it('stays within the 255 characters a subject may have', () => {
    expect(replySubject('x'.repeat(255))).toHaveLength(255);
  });
});

describe('the message schemas', () => {
  it('require recipient, subject and message in the compose dialog', () => {
    expect(issuesOf(composeMessageSchema.safeParse({ recipientId: '  ', subject: '', content: '' }))).toEqual([
      ['recipientId', 'Recipient is required'],
      ['subject', 'Subject is required'],
      ['content', 'Message is required'],
    ]);
  });

  it('let a reply sent to the api leave out its recipient, but not a new message', () => {
    expect(sendMessageSchema.safeParse({ subject: 'Re: Hi', content: 'Yes', parentMessageId: 'message-1' }).success).toBe(true);
    expect(issuesOf(sendMessageSchema.safeParse({ subject: 'Hi', content: 'Yes' }))).toEqual([['recipientId', 'Recipient is required']]);
  });

  it('trim what is typed', () => {
    expect(composeMessageSchema.parse({ recipientId: ' advisor@example.com ', subject: ' Hi ', content: ' Hello ' })).toEqual({
      recipientId: 'advisor@example.com',
      subject: 'Hi',
      content: 'Hello',
      parentMessageId: null,
    });
  });
});
