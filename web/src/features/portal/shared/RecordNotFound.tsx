import type { ApolloError } from '@apollo/client';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/ButtonLink';
import { Card } from '../../../components/Card';
import { usePrefetchOnIntent } from './page-prefetch';

/**
 * Another client's record, or none with this id, is "not found" (docs/product.md#record-access);
 * so is an id the API refuses to read.
 */
export const isNotFound = (error: ApolloError) =>
  error.graphQLErrors.some((graphQLError) => ['NOT_FOUND', 'BAD_USER_INPUT'].includes(String(graphQLError.extensions?.code)));

interface RecordNotFoundProps {
  /** "Letter", "Organizer". */
  what: string;
  /** What to do instead, in a sentence. */
  text: string;
  listPath: string;
  listLabel: string;
}

/** A record page opened with an id that is not one of the viewer's: said plainly, with the way to their list. */
export function RecordNotFound({ what, text, listPath, listLabel }: RecordNotFoundProps) {
  return (
    <NotFound role="alert">
      <title>{`${what} not found | Khanya Client Portal`}</title>
      <h1>{what} not found</h1>
      <p>{text}</p>
      <ButtonLink to={listPath} $variant="outline" {...usePrefetchOnIntent(listPath)}>
        {listLabel}
      </ButtonLink>
    </NotFound>
  );
}

const NotFound = styled(Card)`
  max-width: 560px;
  margin: ${({ theme }) => theme.space[8]} auto;
  text-align: center;
  h1 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[5]};
    color: ${({ theme }) => theme.colors.muted};
  }
`;
