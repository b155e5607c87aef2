import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DIALOG_CODE_UNREACHABLE, deferredDialog, deferredDialogButton } from './deferred-dialog';
import { resetToasts, useToasts } from './toast-store';

/** The toasts as the toaster would show them. */
function Toasts() {
  return (
    <ul aria-label="Toasts">
      {useToasts().map((message) => (
        <li key={message.id}>{message.description}</li>
      ))}
    </ul>
  );
}

afterEach(() => resetToasts());

interface DraftDialogProps {
  draft: string | null;
  onClose: () => void;
}

function DraftDialog({ draft, onClose }: DraftDialogProps) {
  return draft === null ? null : (
    <div role="dialog" aria-label="Draft">
      {draft}
      <button onClick={onClose}>Close</button>
    </div>
  );
}

/** A loader whose next answers the test decides: the code arrives, or the network fails. */
function controlledLoader<Component>(component: Component) {
  const calls: { resolve: () => void; reject: () => void }[] = [];
  const load = () =>
    new Promise<Component>((resolve, reject) =>
      calls.push({ resolve: () => resolve(component), reject: () => reject(new TypeError('Failed to fetch dynamically imported module')) }),
    );
  return { load, calls };
}

describe('deferredDialog', () => {
  it('renders nothing until first wanted, then opens once its code arrives and stays mounted', async () => {
    const loader = controlledLoader(DraftDialog);
    const { Deferred } = deferredDialog(loader.load, (props) => props.draft !== null);
    function Page() {
      const [draft, setDraft] = useState<string | null>(null);
      return (
        <>
          <button onClick={() => setDraft('Hello')}>Write</button>
          <Deferred draft={draft} onClose={() => setDraft(null)} />
        </>
      );
    }
    render(<Page />);
    expect(loader.calls).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Write' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    loader.calls[0].resolve();
    expect(await screen.findByRole('dialog', { name: 'Draft' })).toHaveTextContent('Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.click(screen.getByRole('button', { name: 'Write' }));
    expect(screen.getByRole('dialog', { name: 'Draft' })).toBeInTheDocument();
    expect(loader.calls).toHaveLength(1);
  });

  it('when the code cannot be fetched, says so, closes the draft and tries again on the next press', async () => {
    const loader = controlledLoader(DraftDialog);
    const { Deferred } = deferredDialog(loader.load, (props) => props.draft !== null);
    function Page() {
      const [draft, setDraft] = useState<string | null>(null);
      return (
        <>
          <p>Drafting: {draft ?? 'nothing'}</p>
          <button onClick={() => setDraft('Hello')}>Write</button>
          <Deferred draft={draft} onClose={() => setDraft(null)} />
          <Toasts />
        </>
      );
    }
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Write' }));
    loader.calls[0].reject();
    expect(await screen.findByText(DIALOG_CODE_UNREACHABLE)).toBeInTheDocument();
    expect(screen.getByText('Drafting: nothing')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Write' }));
    expect(loader.calls).toHaveLength(2);
    loader.calls[1].resolve();
    expect(await screen.findByRole('dialog', { name: 'Draft' })).toBeInTheDocument();
  });
});

describe('deferredDialogButton', () => {
  function OpenDialog({ label, defaultOpen }: { label: string; defaultOpen?: boolean }) {
    return defaultOpen ? <div role="dialog" aria-label={label} /> : null;
  }

  it('draws its button without the code, fetches it on intent, opens the dialog on press, and works again after a failed fetch', async () => {
    const loader = controlledLoader(OpenDialog);
    const ScheduleButton = deferredDialogButton<{ label: string }>(loader.load);
    render(
      <>
        <ScheduleButton dialogProps={{ label: 'Schedule' }} button={(trigger) => <button {...trigger}>Schedule</button>} />
        <Toasts />
      </>,
    );
    const button = screen.getByRole('button', { name: 'Schedule' });
    await userEvent.hover(button);
    expect(loader.calls).toHaveLength(1);
    await userEvent.click(button);
    expect(button).toBeDisabled();
    loader.calls[0].reject();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Schedule' })).toBeEnabled());
    expect(screen.getByText(DIALOG_CODE_UNREACHABLE)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    loader.calls.at(-1)?.resolve();
    expect(await screen.findByRole('dialog', { name: 'Schedule' })).toBeInTheDocument();
  });

  it('draws the button again, not an open dialog, on a later visit once the code is here', async () => {
    const loader = controlledLoader(OpenDialog);
    const ScheduleButton = deferredDialogButton<{ label: string }>(loader.load);
    const draw = () => <ScheduleButton dialogProps={{ label: 'Schedule' }} button={(trigger) => <button {...trigger}>Schedule</button>} />;
    const first = render(draw());
    await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    loader.calls[0].resolve();
    await screen.findByRole('dialog', { name: 'Schedule' });
    first.unmount();
    render(draw());
    expect(screen.getByRole('button', { name: 'Schedule' })).toBeEnabled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
