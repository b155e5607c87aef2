import { useState } from 'react';
import styled from 'styled-components';
import { useEngagementsQuery, usePreviewEngagementLetterLazyQuery } from '../../../../graphql/generated';
import { Button } from '../../../../components/Button';
import { SelectField } from '../../../../components/Field';
import { fullNameOf } from '@validation/people';
import { fieldErrorsOf } from '../../../../lib/graphql-errors';
import { LetterProblems, LetterText, letterProblemsOf } from '../../letters';

interface TemplatePreviewProps {
  /** The text as it stands in the editor, read when Preview is pressed. */
  currentBody: () => string;
  /** The server's messages about the text itself (an unknown merge field): the editor shows them beside it. */
  onBodyProblems: (messages: string[]) => void;
}

/**
 * The text being written, filled in for an engagement as the server would send it: what a client
 * would read, and which fields that engagement has no value for.
 */
export function TemplatePreview({ currentBody, onBodyProblems }: TemplatePreviewProps) {
  const [engagementId, setEngagementId] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const engagements = useEngagementsQuery().data?.engagements;
  const [preview, { data, loading }] = usePreviewEngagementLetterLazyQuery({ fetchPolicy: 'network-only' });
  const letter = problems.length === 0 ? data?.previewEngagementLetter : undefined;

  async function show() {
    setProblems([]);
    const body = currentBody();
    if (!engagementId) return setProblems(['Choose an engagement to preview the letter for.']);
    if (!body.trim()) return setProblems(['Write the letter’s text first.']);
    const { error } = await preview({ variables: { input: { engagementId, body } } });
    if (!error) return;
    const aboutBody = fieldErrorsOf(error).filter((fieldError) => fieldError.path === 'body');
    onBodyProblems(aboutBody.map((fieldError) => fieldError.message));
    const others = fieldErrorsOf(error).filter((fieldError) => fieldError.path !== 'body');
    if (aboutBody.length > 0 && others.length === 0) setProblems(['The text has a problem, shown beneath it.']);
    else
      setProblems(
        others.length > 0 ? others.map((fieldError) => fieldError.message) : letterProblemsOf(error, 'The preview could not be made.'),
      );
  }

  return (
    <Box aria-labelledby="template-preview-heading">
      <h3 id="template-preview-heading">Preview</h3>
      <Controls>
        <SelectField label="Engagement to preview for" value={engagementId} onChange={(event) => setEngagementId(event.target.value)}>
          <option value="">{engagements ? 'Choose an engagement' : 'Loading engagements…'}</option>
          {engagements?.map((engagement) => (
            <option key={engagement.id} value={engagement.id}>
              {engagement.client ? `${engagement.title} (${fullNameOf(engagement.client)})` : engagement.title}
            </option>
          ))}
        </SelectField>
        <Button type="button" $variant="outline" disabled={loading} onClick={() => void show()}>
          {loading ? 'Filling in…' : 'Preview'}
        </Button>
      </Controls>
      <LetterProblems problems={problems} />
      {letter && <LetterText html={letter.bodyHtml} label="The letter as the client would read it" />}
    </Box>
  );
}

const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0 ${({ theme }) => theme.space[3]};
  > div {
    flex: 1 1 16rem;
    min-width: 0;
  }
  > button {
    margin-bottom: ${({ theme }) => theme.space[4]};
  }
`;
