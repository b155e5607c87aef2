import express, { type RequestHandler } from 'express';
import type { Services } from '../../context/services';
import { requestOrigin } from '../../auth/session';
import { isAppError } from '../../shared/errors';
import { RateLimitedError } from '../../shared/rate-limit';
import { contactFormFields, contactToasts } from '../../../../validation/contact-texts';
import { escapeHtml } from '../../shared/escape-html';

/**
 * POST /api/contact/form: the Get In Touch form sent as a plain HTML form. The page's script
 * normally sends it through GraphQL; this catches a visitor who presses Send before the script
 * has loaded (a slow phone) or who browses without JavaScript, so their message is never lost.
 * Same service, same rules; the answer is a small page instead of JSON.
 */
export function contactFormPost(services: Services): RequestHandler[] {
  return [
    express.urlencoded({ extended: false, limit: '64kb' }),
    async (req, res) => {
      // The form's fields as posted (none when the body was no form); the service checks them.
      const form = req.body as Record<string, unknown> | undefined;
      try {
        await services.contact.submit({ ...form, type: 'get_in_touch', consent: isTicked(form?.consent) }, requestOrigin(req));
        res
          .status(200)
          .type('html')
          .send(page(contactToasts.messageSent.title, [contactToasts.messageSent.description ?? '']));
      } catch (error) {
        if (!isAppError(error)) throw error;
        const problems = error.fieldErrors.length
          ? error.fieldErrors.map((field) => `${labelOf(field.path)}: ${field.message}`)
          : [error.message];
        // The wait, for a browser or a program, as every other 429 of the API says it.
        if (error instanceof RateLimitedError) res.set('Retry-After', String(error.retryAfterSeconds));
        res
          .status(error.code === 'RATE_LIMITED' ? 429 : 400)
          .type('html')
          .send(
            page(contactToasts.messageFailed.title, [...problems, 'Use your browser’s Back button: what you typed is still in the form.']),
          );
      }
    },
  ];
}

/** A ticked checkbox is posted as its value ("on" unless the form sets one); an unticked one is absent. */
function isTicked(value: unknown): boolean {
  return value === 'on' || value === 'true';
}

function labelOf(path: string): string {
  return (contactFormFields as Record<string, { label: string } | undefined>)[path]?.label ?? path;
}

function page(title: string, lines: string[]): string {
  return `<!doctype html>
<html lang="en-ZA">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | Khanya Tax &amp; Advisory</title>
<style>body{font:1rem/1.6 system-ui,sans-serif;color:#0f2a44;max-width:40rem;margin:4rem auto;padding:0 1.25rem}a{color:#835a00}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="/contact">Back to the contact page</a> · <a href="/">Home</a></p>
</main>
</body>
</html>`;
}
