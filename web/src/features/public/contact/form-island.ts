/**
 * The Get In Touch form arrives prerendered, and its code (react-hook-form and the form itself)
 * is fetched only when a visitor reaches for it: pointer over it, focus in it, or a submit. Until
 * then React leaves the server's HTML in place (a dehydrated Suspense boundary), so the page's
 * own JavaScript stays small. Whatever the visitor typed meanwhile is kept (GetInTouchForm), and
 * a submit made before the code arrived is made again once it has.
 */
export const GET_IN_TOUCH_FORM_ID = 'get-in-touch-form';

/** Where the browser posts the form when no script has taken it over (POST /api/contact/form). */
export const GET_IN_TOUCH_NO_SCRIPT_ACTION = '/api/contact/form';

let submitGuard: ((event: Event) => void) | undefined;
let submitRequested = false;

function prerenderedForm(): HTMLFormElement | null {
  return typeof document === 'undefined' ? null : (document.getElementById(GET_IN_TOUCH_FORM_ID) as HTMLFormElement | null);
}

/** Resolves at once unless the prerendered form is on the page; then at the visitor's first move. */
export function visitorReachesForm(): Promise<void> {
  const form = prerenderedForm();
  if (!form) return Promise.resolve();
  return new Promise((resolve) => {
    const wakeEvents = ['pointerover', 'focusin', 'touchstart'] as const;
    const wake = () => {
      wakeEvents.forEach((type) => form.removeEventListener(type, wake));
      resolve();
    };
    wakeEvents.forEach((type) => form.addEventListener(type, wake, { passive: true }));
    // Without this the browser would send the plain HTML form before React can handle it.
    submitGuard = (event) => {
      event.preventDefault();
      submitRequested = true;
      wake();
    };
    form.addEventListener('submit', submitGuard);
  });
}

/** Called once the real form is live (or the form falls back to a plain HTML form): drops the guard; true when a submit is waiting. */
export function takeOverFromPrerenderedForm(form: HTMLFormElement | null): boolean {
  if (form && submitGuard) form.removeEventListener('submit', submitGuard);
  submitGuard = undefined;
  const waiting = submitRequested;
  submitRequested = false;
  return waiting;
}

/**
 * Called when the form's code cannot be fetched: the prerendered form falls back to a plain HTML
 * form, which the browser sends itself (POST /api/contact/form, as without script), and a submit
 * held back meanwhile is made now. Whatever the visitor typed stays in the fields either way.
 */
export function fallBackToPlainHtmlForm(): void {
  const form = prerenderedForm();
  // The browser's own checks (required fields) run first, as for any plain form.
  if (takeOverFromPrerenderedForm(form)) form?.requestSubmit();
}
