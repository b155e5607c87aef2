import styled from 'styled-components';
import type { MessageCardFragment } from '../../../graphql/generated';
import { Icon } from '../../../components/Icon';
// The one file-size format of docs/product.md#constants-and-limits; it lives with documents, the
// first feature to show sizes.
import { formatFileSize } from '../../../lib/file-size';

/**
 * "2 attachments" and their names and sizes, each a download link (the server checks on every
 * download that the viewer sent or received the message). A file listed before files could be
 * sent has no link: it was never stored.
 */
export function MessageAttachments({ attachments }: { attachments: MessageCardFragment['attachments'] }) {
  const count = `${attachments.length} ${attachments.length === 1 ? 'attachment' : 'attachments'}`;
  return (
    <Box>
      <Count>
        <Icon name="file-text" size={16} />
        {count}
      </Count>
      <ul aria-label={count}>
        {attachments.map((attachment, index) => (
          <li key={attachment.id ?? `${attachment.name}-${index}`}>
            {attachment.downloadUrl ? (
              <a href={attachment.downloadUrl} download={attachment.name}>
                {attachment.name}
              </a>
            ) : (
              attachment.name
            )}{' '}
            <Size>({formatFileSize(attachment.size)})</Size>
          </li>
        ))}
      </ul>
    </Box>
  );
}

const Box = styled.div`
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.canvas};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ul {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    padding-left: ${({ theme }) => theme.space[6]};
  }
  li {
    overflow-wrap: anywhere;
  }
  li + li {
    margin-top: ${({ theme }) => theme.space[1]};
  }
  a {
    color: ${({ theme }) => theme.colors.navy800};
    font-weight: 600;
    text-decoration: underline;
    text-underline-offset: 2px;
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

const Count = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  font-weight: 600;
`;

const Size = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;
