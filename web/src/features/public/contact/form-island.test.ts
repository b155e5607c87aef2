import { GET_IN_TOUCH_FORM_ID, fallBackToPlainHtmlForm, takeOverFromPrerenderedForm, visitorReachesForm } from './form-island';

/** The prerendered form as the page's HTML holds it before its code arrives. */
function prerenderedForm() {
  const form = document.createElement('form');
  form.id = GET_IN_TOUCH_FORM_ID;
  document.body.appendChild(form);
  return form;
}

const submitEvent = () => new Event('submit', { cancelable: true });

afterEach(() => {
  takeOverFromPrerenderedForm(null);
  document.body.innerHTML = '';
});

describe('the prerendered Get In Touch form while its code cannot be fetched', () => {
  it('holds back a submit while the code is awaited, then lets the browser send it as a plain form', () => {
    const form = prerenderedForm();
    const requestSubmit = jest.spyOn(form, 'requestSubmit').mockImplementation(() => undefined);
    void visitorReachesForm();
    const early = submitEvent();
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);

    fallBackToPlainHtmlForm();

    // The submit held back is made again, now by the browser itself…
    expect(requestSubmit).toHaveBeenCalledTimes(1);
    // …and later ones are no longer stopped.
    const later = submitEvent();
    form.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });

  it('makes no submit of its own when none was held back, nor on a second fall-back', () => {
    const form = prerenderedForm();
    const requestSubmit = jest.spyOn(form, 'requestSubmit').mockImplementation(() => undefined);
    void visitorReachesForm();
    fallBackToPlainHtmlForm();
    fallBackToPlainHtmlForm();
    expect(requestSubmit).not.toHaveBeenCalled();
    expect(takeOverFromPrerenderedForm(form)).toBe(false);
  });
});
