import { useEffect, useId, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { drawStroke, signatureImage, type Point, type Stroke } from './signature-drawing';

interface SignaturePadProps {
  /** The drawing as a PNG data URL after each stroke; null once cleared. */
  onChange: (image: string | null) => void;
  /** The id of the field's error message, read out with the pad. */
  errorId?: string;
  invalid?: boolean;
  disabled?: boolean;
}

/** The canvas's own context; none under jsdom, where only the strokes are kept. */
const contextOf = (canvas: HTMLCanvasElement | null) => canvas?.getContext('2d') ?? null;

/**
 * A signature drawn with a finger, a pen or a mouse (pointer events, one stroke at a time). The
 * strokes are kept in CSS pixels, so the canvas can be sized to its box times the screen's density
 * (sharp on a phone) and redrawn whenever that box changes: a phone turned sideways, or its tab
 * shown again. Typing the signature is the keyboard's way: the hint says so.
 */
export function SignaturePad({ onChange, errorId, invalid = false, disabled = false }: SignaturePadProps) {
  const hintId = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const strokes = useRef<Stroke[]>([]);
  const activePointer = useRef<number | null>(null);
  const [empty, setEmpty] = useState(true);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    const fit = () => {
      const box = canvas.getBoundingClientRect();
      const density = window.devicePixelRatio || 1;
      canvas.width = Math.round(box.width * density);
      canvas.height = Math.round(box.height * density);
      const context = contextOf(canvas);
      if (!context) return;
      context.setTransform(density, 0, 0, density, 0, 0);
      for (const stroke of strokes.current) drawStroke(context, stroke);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);
    return () => observer.disconnect();
  }, []);

  const pointOf = (event: { clientX: number; clientY: number }): Point => {
    const box = canvasRef.current!.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };

  function start(event: ReactPointerEvent<HTMLCanvasElement>) {
    if (disabled || activePointer.current !== null || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    // The stroke goes on even when the finger strays off the pad.
    event.currentTarget.setPointerCapture?.(event.pointerId);
    activePointer.current = event.pointerId;
    const stroke = [pointOf(event)];
    strokes.current.push(stroke);
    const context = contextOf(canvasRef.current);
    if (context) drawStroke(context, stroke);
  }

  function move(event: ReactPointerEvent<HTMLCanvasElement>) {
    if (activePointer.current !== event.pointerId) return;
    const stroke = strokes.current[strokes.current.length - 1];
    // A fast finger moves further than one event a frame: the events the browser merged keep the curve smooth.
    const events = event.nativeEvent.getCoalescedEvents?.() ?? [];
    const points = (events.length > 0 ? events : [event]).map(pointOf);
    const context = contextOf(canvasRef.current);
    if (context) drawStroke(context, [stroke[stroke.length - 1], ...points]);
    stroke.push(...points);
  }

  function end(event: ReactPointerEvent<HTMLCanvasElement>) {
    if (activePointer.current !== event.pointerId) return;
    activePointer.current = null;
    setEmpty(false);
    onChange(signatureImage.render(strokes.current));
  }

  function clear() {
    strokes.current = [];
    const canvas = canvasRef.current;
    const context = contextOf(canvas);
    if (canvas && context) {
      context.save();
      context.setTransform(1, 0, 0, 1, 0, 0);
      context.clearRect(0, 0, canvas.width, canvas.height);
      context.restore();
    }
    setEmpty(true);
    onChange(null);
  }

  return (
    <div>
      <Pad $invalid={invalid}>
        <Canvas
          ref={canvasRef}
          role="img"
          aria-label="Signature pad"
          aria-describedby={errorId ? `${hintId} ${errorId}` : hintId}
          onPointerDown={start}
          onPointerMove={move}
          onPointerUp={end}
          onPointerCancel={end}
        />
        {empty && <Placeholder aria-hidden="true">Sign here</Placeholder>}
      </Pad>
      <Below>
        <Hint id={hintId}>
          Draw your signature with a finger, a pen or the mouse. Using a keyboard? Choose <strong>Type</strong> to type your signature
          instead.
        </Hint>
        <Button $variant="outline" $size="sm" onClick={clear} disabled={disabled || empty}>
          Clear
        </Button>
      </Below>
    </div>
  );
}

const Pad = styled.div<{ $invalid: boolean }>`
  position: relative;
  border: 2px dashed ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : '#8a96a3')};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  /* A line to sign on, as on paper. */
  &::after {
    content: '';
    position: absolute;
    right: ${({ theme }) => theme.space[4]};
    bottom: 28%;
    left: ${({ theme }) => theme.space[4]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    pointer-events: none;
  }
`;

const Canvas = styled.canvas`
  display: block;
  width: 100%;
  height: 11rem;
  /* The finger draws: the page neither scrolls nor zooms under it. */
  touch-action: none;
  user-select: none;
  -webkit-user-select: none;
  cursor: crosshair;
  position: relative;
  z-index: 1;
`;

const Placeholder = styled.span`
  position: absolute;
  left: ${({ theme }) => theme.space[4]};
  bottom: calc(28% + ${({ theme }) => theme.space[1]});
  color: ${({ theme }) => theme.colors.subtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  pointer-events: none;
`;

const Below = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[2]};
`;

const Hint = styled.p`
  flex: 1 1 16rem;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;
