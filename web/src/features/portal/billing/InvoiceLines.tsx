import styled from 'styled-components';
import { formatCents } from '@validation/billing/money';
import type { InvoiceDetailFragment } from '../../../graphql/generated';
import { VisuallyHidden } from '../../../components/Card';
import { RecordTable, TableScroll } from '../../../components/RecordTable';
import { useIsPhone } from '../../../components/useMediaQuery';
import { AmountFacts, Figure, LineCards as Cards } from './invoice-figures';
import { formatQuantity, vatTreatmentLabels } from './invoice-labels';

type Line = InvoiceDetailFragment['lines'][number];

interface LinesProps {
  lines: readonly Line[];
  /** "What was supplied, line by line", or "credited" on a credit note. */
  caption: string;
}

/**
 * The lines of an invoice or credit note (docs/billing.md#the-pdf): a table of six columns on a
 * wider screen, and a card each on a phone, where six columns would push the amounts past its edge.
 */
export function InvoiceLines(props: LinesProps) {
  return useIsPhone() ? <LineCards {...props} /> : <LineTable {...props} />;
}

function LineTable({ lines, caption }: LinesProps) {
  return (
    <TableScroll tabIndex={0} role="region" aria-label="Lines (scrolls sideways)">
      <Table>
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">Description</th>
            <Figure as="th" scope="col">
              Quantity
            </Figure>
            <Figure as="th" scope="col">
              Unit price
            </Figure>
            <th scope="col">VAT</th>
            <Figure as="th" scope="col">
              Excl. VAT
            </Figure>
            <Figure as="th" scope="col">
              VAT amount
            </Figure>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={index}>
              <th scope="row">{line.description}</th>
              <Figure>{formatQuantity(line.quantityThousandths)}</Figure>
              <Figure>{formatCents(line.unitPriceCents)}</Figure>
              <td>{vatTreatmentLabels[line.treatment]}</td>
              <Figure>{formatCents(line.netCents)}</Figure>
              <Figure>{formatCents(line.vatCents)}</Figure>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}

function LineCards({ lines, caption }: LinesProps) {
  return (
    <Cards aria-label={caption}>
      {lines.map((line, index) => (
        <li key={index}>
          <article aria-label={line.description}>
            <p>
              <strong>{line.description}</strong>
            </p>
            <AmountFacts $labelWidth="7rem">
              <div>
                <dt>Quantity</dt>
                <dd>{formatQuantity(line.quantityThousandths)}</dd>
              </div>
              <div>
                <dt>Unit price</dt>
                <dd>{formatCents(line.unitPriceCents)}</dd>
              </div>
              <div>
                <dt>VAT</dt>
                <dd>{vatTreatmentLabels[line.treatment]}</dd>
              </div>
              <div>
                <dt>Excl. VAT</dt>
                <dd>{formatCents(line.netCents)}</dd>
              </div>
              <div>
                <dt>VAT amount</dt>
                <dd>{formatCents(line.vatCents)}</dd>
              </div>
            </AmountFacts>
          </article>
        </li>
      ))}
    </Cards>
  );
}

const Table = styled(RecordTable)`
  tbody th {
    white-space: normal;
    min-width: 12rem;
  }
`;
