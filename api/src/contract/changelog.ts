import { compareVersions, isVersion } from './semver';

/** One version's section of docs/api-changelog.md. */
export interface ChangelogSection {
  version: string;
  /** The release date the heading gives (YYYY-MM-DD). */
  date: string;
  /** The section's text below its heading. */
  text: string;
  /** The text of its `### Breaking` list, if it has one. */
  breaking: string | null;
}

export interface Changelog {
  /** Newest first, as the file lists them. */
  sections: ChangelogSection[];
  /** What is wrong with the file's form: a heading that is not a version, versions out of order. */
  problems: string[];
}

const VERSION_HEADING = /^## (\S+) \((\d{4}-\d{2}-\d{2})\)\s*$/;

/**
 * Reads the changelog: every `## ` heading is a version, `## 1.2.0 (2026-12-01)`, newest first;
 * a `### Breaking` heading inside a version starts the list of what breaks in it, up to the next heading.
 */
export function parseChangelog(markdown: string): Changelog {
  const sections: ChangelogSection[] = [];
  const problems: string[] = [];
  let current: { version: string; date: string; lines: string[]; breaking: string[] | null; inBreaking: boolean } | null = null;
  const close = () => {
    if (current)
      sections.push({
        version: current.version,
        date: current.date,
        text: current.lines.join('\n').trim(),
        breaking: current.breaking ? current.breaking.join('\n').trim() : null,
      });
  };
  let inFence = false;
  for (const line of markdown.split(/\r?\n/)) {
    if (/^(```|~~~)/.test(line)) inFence = !inFence;
    if (!inFence && line.startsWith('## ')) {
      close();
      current = null;
      const match = VERSION_HEADING.exec(line);
      if (!match || !isVersion(match[1])) {
        problems.push(`"${line}" is not a version heading: write "## MAJOR.MINOR.PATCH (YYYY-MM-DD)"`);
        continue;
      }
      current = { version: match[1], date: match[2], lines: [], breaking: null, inBreaking: false };
      continue;
    }
    if (!current) continue;
    current.lines.push(line);
    if (!inFence && /^#{3,} /.test(line)) {
      current.inBreaking = /^### Breaking\s*$/.test(line);
      if (current.inBreaking) current.breaking ??= [];
    } else if (current.inBreaking) current.breaking?.push(line);
  }
  close();
  sections.forEach((section, index) => {
    const next = sections[index + 1];
    if (next && compareVersions(section.version, next.version) <= 0)
      problems.push(`${section.version} is listed above ${next.version}: the changelog lists the newest version first, each once`);
  });
  return { sections, problems };
}

/**
 * Whether the Breaking list names a change: the operation (`GET /api/tasks`, not matched by
 * `GET /api/tasks/{id}`), the webhook, or the GraphQL coordinate; a change deeper than a field (an
 * argument, `Query.tasks.filter`) is also named by its field (`Query.tasks`).
 */
export function namesChange(breakingList: string, name: string): boolean {
  const candidates = [name];
  const parts = name.split('.');
  if (!name.includes(' ') && parts.length > 2) candidates.push(parts.slice(0, 2).join('.'));
  return candidates.some((candidate) =>
    new RegExp(`(?<![\\w./{}-])${candidate.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w/{}-]|\\.\\w)`).test(breakingList),
  );
}
