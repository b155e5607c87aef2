import MarkdownIt from 'markdown-it';

/**
 * How a letter's Markdown is read, for the page the client signs on and for the signed PDF alike:
 * CommonMark, with raw HTML shown as text (never passed through) and images off, so that a letter
 * can neither carry script nor fetch anything from another host when it is opened.
 */
export const letterMarkdown = new MarkdownIt('commonmark', { html: false }).disable('image');

/** A letter's Markdown as HTML for the portal page: safe to place in the page as it is. */
export function letterHtml(body: string): string {
  return letterMarkdown.render(body);
}
