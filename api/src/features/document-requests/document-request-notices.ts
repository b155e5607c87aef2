import type { NewNotification } from '../notifications';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2026-12-05" as people read it: "5 December 2026". */
export function describeDueDate(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${MONTHS[month - 1]} ${year}`;
}

type Notice = Omit<NewNotification, 'userId'>;

/** What the client reads (and is e-mailed, per their preferences) when asked for documents. */
export function documentsRequestedNotice({
  askerName,
  client,
  requests,
  dueDate,
  note,
  publicUrl,
}: {
  askerName: string;
  client: { firstName: string };
  requests: { title: string }[];
  dueDate: string;
  note: string | null;
  publicUrl: string;
}): Notice {
  const due = describeDueDate(dueDate);
  const titles = requests.map((request) => request.title);
  const what = titles.length === 1 ? `"${titles[0]}"` : `${titles.length} documents`;
  return {
    type: 'info',
    category: 'document',
    title: titles.length === 1 ? 'Document requested' : 'Documents requested',
    content: `${askerName} asked you for ${what} by ${due}.`,
    actionUrl: '/portal',
    email: {
      subject: titles.length === 1 ? `Please send us: ${titles[0]}` : `Please send us ${titles.length} documents by ${due}`,
      text: [
        `Dear ${client.firstName},`,
        '',
        `${askerName} asked you for the following by ${due}:`,
        ...titles.map((title) => `- ${title}`),
        ...(note ? ['', note] : []),
        '',
        `Upload them under "Waiting for you" in your client portal: ${publicUrl}/portal`,
        '',
        'Kind regards,',
        'Khanya Tax & Advisory',
      ].join('\n'),
    },
  };
}

/** The one reminder of a request left open past its due date. */
export function overdueRequestNotice(request: { title: string; dueDate: string }): Notice {
  return {
    type: 'warning',
    category: 'document',
    title: 'Document overdue',
    content: `"${request.title}" was due on ${describeDueDate(request.dueDate)}. Please upload it as soon as you can.`,
    actionUrl: '/portal',
  };
}
