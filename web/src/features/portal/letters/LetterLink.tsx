import { ButtonLink } from '../../../components/ButtonLink';
import { usePrefetchOnIntent } from '../shared/page-prefetch';

/**
 * The link to a letter's own page (/portal/letters/<id>), its code fetched as soon as someone
 * means to follow it. `label` is the visible words; the accessible name adds the title.
 */
export function LetterLink({ id, title, label, primary = false }: { id: string; title: string; label: string; primary?: boolean }) {
  const to = `/portal/letters/${id}`;
  return (
    <ButtonLink
      to={to}
      $size="sm"
      $variant={primary ? 'primary' : 'outline'}
      aria-label={`${label}: ${title}`}
      {...usePrefetchOnIntent(to)}
    >
      {label}
    </ButtonLink>
  );
}
