import type { Replacement } from '../../shared/personal-data';
import { escapeMarkdownText } from '../../../../validation/engagement-letter-values';

/*
 * What a signed letter's text becomes when its client is erased (engagement-letter.record.ts says
 * so of its body; the erasure step, engagement-letters.personal-data.ts, writes it).
 */

const pattern = (text: string, wholeWord: boolean) => {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(wholeWord ? `(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])` : escaped, 'giu');
};

/**
 * A letter's text with the person taken out: every erasure replacement, also as the letter wrote
 * it (a merge field's value is escaped Markdown: "Dlamini Logistics \(Pty\) Ltd"), then the first
 * and last names on their own as whole words ("Dear Sipho,"), when they are three letters or more.
 */
export function withoutThePerson(
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
