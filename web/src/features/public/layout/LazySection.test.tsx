import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../../lib/theme';
import { renderWithProviders } from '../../../test/render';
import { LAZY_SECTION_THRESHOLD, LazySection } from './LazySection';

/** An IntersectionObserver the test drives by hand. */
class ManualIntersectionObserver {
  static instances: ManualIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    ManualIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.targets.length = 0;
  }
  takeRecords() {
    return [];
  }
  report(ratio: number) {
    const entries = this.targets.map(
      (target) => ({ target, isIntersecting: ratio > 0, intersectionRatio: ratio }) as IntersectionObserverEntry,
    );
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

const immediateObserver = window.IntersectionObserver;

beforeEach(() => {
  ManualIntersectionObserver.instances = [];
  window.IntersectionObserver = ManualIntersectionObserver as unknown as typeof IntersectionObserver;
});

afterEach(() => {
  window.IntersectionObserver = immediateObserver;
});

function renderSection() {
  return renderWithProviders(
    <LazySection minHeight="480px">
      <h2>Visit or Call Us</h2>
    </LazySection>,
  );
}

describe('LazySection (SPEC §2 Home, §9)', () => {
  it('shows a placeholder of fixed height until the section scrolls into view', () => {
    renderSection();
    expect(screen.queryByRole('heading', { name: 'Visit or Call Us' })).not.toBeInTheDocument();
    const placeholder = screen.getByText('Loading section…').parentElement;
    expect(placeholder).toHaveStyle({ minHeight: '480px' });
    expect(placeholder).toHaveAttribute('aria-busy', 'true');
  });

  it('observes with the 0.1 visibility threshold', () => {
    renderSection();
    expect(ManualIntersectionObserver.instances[0]?.options.threshold).toBe(LAZY_SECTION_THRESHOLD);
    expect(LAZY_SECTION_THRESHOLD).toBe(0.1);
  });

  it('keeps the placeholder while less than a tenth is visible, then renders the content', () => {
    renderSection();
    const observer = ManualIntersectionObserver.instances[0];
    observer?.report(0.05);
    expect(screen.queryByRole('heading', { name: 'Visit or Call Us' })).not.toBeInTheDocument();

    observer?.report(0.1);
    expect(screen.getByRole('heading', { name: 'Visit or Call Us' })).toBeInTheDocument();
    expect(screen.queryByText('Loading section…')).not.toBeInTheDocument();
  });

  it('renders the content straight into server HTML, so prerendered pages carry the text', () => {
    const html = renderToString(
      <ThemeProvider theme={theme}>
        <LazySection minHeight="480px">
          <h2>Visit or Call Us</h2>
        </LazySection>
      </ThemeProvider>,
    );
    expect(html).toContain('<h2>Visit or Call Us</h2>');
    expect(html).not.toContain('Loading section');
  });
});
