import { SIGNATURE_MAX_HEIGHT, SIGNATURE_MAX_WIDTH, SIGNATURE_MIN_HEIGHT, SIGNATURE_MIN_WIDTH } from '@validation/signature-image';
import { exportFrame } from './signature-drawing';

describe("a drawn signature's image size", () => {
  it('is the ink and a margin, at twice the pad’s scale', () => {
    const frame = exportFrame(
      [
        [
          { x: 100, y: 50 },
          { x: 300, y: 90 },
        ],
      ],
      2,
    );
    expect(frame).toMatchObject({ width: (200 + 16) * 2, height: (40 + 16) * 2, scale: 2 });
    // The ink's top left corner lands a margin in.
    expect(100 * frame.scale + frame.dx).toBeCloseTo(16);
    expect(50 * frame.scale + frame.dy).toBeCloseTo(16);
  });

  it('is padded up to the smallest size the API takes for a dot, the ink in the middle', () => {
    const frame = exportFrame([[{ x: 10, y: 10 }]], 1);
    expect(frame.width).toBe(SIGNATURE_MIN_WIDTH);
    expect(frame.height).toBe(SIGNATURE_MIN_HEIGHT);
    expect(10 * frame.scale + frame.dx).toBeCloseTo(SIGNATURE_MIN_WIDTH / 2);
  });

  it('is scaled down to stay within the largest size the API takes', () => {
    const frame = exportFrame(
      [
        [
          { x: 0, y: 0 },
          { x: 4000, y: 2500 },
        ],
      ],
      2,
    );
    expect(frame.width).toBeLessThanOrEqual(SIGNATURE_MAX_WIDTH);
    expect(frame.height).toBeLessThanOrEqual(SIGNATURE_MAX_HEIGHT);
    expect(frame.scale).toBeLessThan(1);
  });
});
