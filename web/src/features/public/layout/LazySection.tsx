import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from '../../../components/Card';
import { lazySectionLoadingLabel } from '../../../content/meta';

/** SPEC §9: a section appears once a tenth of it is visible. */
export const LAZY_SECTION_THRESHOLD = 0.1;

const subscribeToNothing = () => () => {};

/**
 * False on the server and while React hydrates prerendered HTML, true in a client render after
 * that. A section that arrived in prerendered HTML keeps its content: swapping text a reader
 * (or a crawler) already has for a placeholder would be a layout jump in the wrong direction.
 */
function useIsClientRender(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

interface LazySectionProps {
  children: ReactNode;
  /** The placeholder's height: close to the content's, so nothing below moves when it appears. */
  minHeight: string;
}

/**
 * Renders a loading placeholder of fixed height until the section is 10% visible, then the
 * content (SPEC §2 Home). Without IntersectionObserver (server, old browsers) the content
 * renders at once.
 */
export function LazySection({ children, minHeight }: LazySectionProps) {
  const isClientRender = useIsClientRender();
  const [visible, setVisible] = useState(() => !isClientRender || typeof IntersectionObserver === 'undefined');
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = ref.current;
    if (visible || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        // The first report arrives at once, even for a sliver in view: wait for the threshold.
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= LAZY_SECTION_THRESHOLD - 0.001)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { threshold: LAZY_SECTION_THRESHOLD },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [visible]);

  return (
    <div ref={ref} data-lazy-section={visible ? 'loaded' : 'pending'}>
      {visible ? (
        children
      ) : (
        <Placeholder style={{ minHeight }} aria-busy="true">
          <VisuallyHidden>{lazySectionLoadingLabel}</VisuallyHidden>
          <Bar style={{ width: '30%' }} />
          <Bar style={{ width: '55%' }} />
          <Blocks>
            <span />
            <span />
            <span />
          </Blocks>
        </Placeholder>
      )}
    </div>
  );
}

const shimmer = keyframes`
  from { background-position: 200% 0; }
  to { background-position: -200% 0; }
`;

const skeleton = `
  background: linear-gradient(90deg, #eef2f7 25%, #f6f8fb 50%, #eef2f7 75%);
  background-size: 200% 100%;
`;

const Placeholder = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[16]} ${({ theme }) => theme.space[5]};
`;

const Bar = styled.span`
  display: block;
  height: 1.25rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  ${skeleton}
  animation: ${shimmer} 1.6s linear infinite;
`;

const Blocks = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space[6]};
  width: 100%;
  margin-top: ${({ theme }) => theme.space[6]};
  span {
    height: 10rem;
    border-radius: ${({ theme }) => theme.radii.lg};
    ${skeleton}
    animation: ${shimmer} 1.6s linear infinite;
  }
`;
