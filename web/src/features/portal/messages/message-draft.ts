/** What the compose dialog opens with: empty for a new message, prefilled for a reply. */
export interface MessageDraft {
  recipientId: string;
  subject: string;
  parentMessageId: string | null;
  /** The name of the person being answered, for the dialog's description. */
  replyingTo?: string;
}

export const newMessageDraft: MessageDraft = { recipientId: '', subject: '', parentMessageId: null };
