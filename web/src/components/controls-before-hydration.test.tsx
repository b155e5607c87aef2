import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { theme } from '../lib/theme';
import { CheckboxField } from './Checkbox';
import { SwitchField } from '../features/portal/notifications/SwitchField';

/*
 * A checkbox or switch the server drew answers nothing until React has taken the page over: a tick
 * then was lost, and a Save pressed after it stored the old choice. Drawn disabled until then, a
 * press waits for the control to work.
 */
const controls = (
  <ThemeProvider theme={theme}>
    <CheckboxField label="Done" checked={false} onCheckedChange={() => undefined} />
    <SwitchField label="Task Updates" checked onCheckedChange={() => undefined} />
  </ThemeProvider>
);

it('draws a checkbox and a switch disabled on the server, and enables them once hydrated', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(controls);
  document.body.append(container);
  const checkbox = () => container.querySelector('[role="checkbox"]');
  const toggle = () => container.querySelector('[role="switch"]');
  expect(checkbox()).toBeDisabled();
  expect(toggle()).toBeDisabled();

  await act(async () => {
    hydrateRoot(container, controls);
  });
  expect(checkbox()).toBeEnabled();
  expect(toggle()).toBeEnabled();
  container.remove();
});
