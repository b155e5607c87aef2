import { inspectSignatureImage, SIGNATURE_MAX_HEIGHT, SIGNATURE_MAX_WIDTH } from '../../../../validation/signature-image';
import { invalidInput } from '../../shared/errors';
import { checkPng } from '../../shared/png-check';

/**
 * The drawn signature's PNG, read whole before the signed PDF is made. The shared check
 * (validation/signature-image.ts) has looked at its form, size and header on both sides; here
 * the server reads every chunk and inflates the pixels within their size (shared/png-check.ts),
 * so pdfkit is never handed an image it would fail on inside a callback, where nothing can catch
 * it. A refusal names the field, as the shared check's do.
 */
export function drawnSignaturePng(dataUrl: string): Uint8Array {
  const image = inspectSignatureImage(dataUrl);
  if (!image.ok) throw invalidInput([{ path: 'signature.image', message: image.message }]);
  const checked = checkPng(Buffer.from(image.bytes), { maxWidth: SIGNATURE_MAX_WIDTH, maxHeight: SIGNATURE_MAX_HEIGHT });
  if (!checked.ok) throw invalidInput([{ path: 'signature.image', message: `The signature image cannot be read: ${checked.reason}` }]);
  return image.bytes;
}
