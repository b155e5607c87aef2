import { deflateSync } from 'node:zlib';
import { inspectSignatureImage, signatureImageMessages } from './signature-image';

/** A PNG's bytes with the header given; the pixels do not matter to the check. */
function png({ width = 400, height = 120, bitDepth = 8, colourType = 6, interlace = 0 } = {}, pixelBytes = 10): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    return Buffer.concat([length, Buffer.from(type, 'ascii'), data, Buffer.alloc(4)]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([bitDepth, colourType, 0, 0, interlace], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(pixelBytes))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const url = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

describe('a drawn signature image', () => {
  it('accepts an 8-bit PNG data URL and reads its pixel size', () => {
    const result = inspectSignatureImage(url(png({ width: 640, height: 200 })));
    expect(result).toMatchObject({ ok: true, width: 640, height: 200 });
  });

  it('refuses what is not a PNG data URL, or not a PNG by its bytes', () => {
    expect(inspectSignatureImage('not a url')).toEqual({ ok: false, message: signatureImageMessages.notDataUrl });
    expect(inspectSignatureImage(url(png(), 'image/jpeg'))).toEqual({ ok: false, message: signatureImageMessages.notDataUrl });
    expect(inspectSignatureImage('data:image/png;base64,***')).toEqual({ ok: false, message: signatureImageMessages.notDataUrl });
    expect(inspectSignatureImage(url(Buffer.from('GIF89a, a picture with the wrong name and enough bytes to look whole')))).toEqual({
      ok: false,
      message: signatureImageMessages.notPng,
    });
    const cut = png().subarray(0, 60);
    expect(inspectSignatureImage(url(cut))).toEqual({ ok: false, message: signatureImageMessages.notPng });
  });

  it('refuses one over 200 KB before decoding it, and sizes outside the limits', () => {
    expect(inspectSignatureImage(`data:image/png;base64,${'A'.repeat(280_000)}`)).toEqual({
      ok: false,
      message: signatureImageMessages.tooLarge,
    });
    expect(inspectSignatureImage(url(png({ width: 10, height: 10 })))).toEqual({ ok: false, message: signatureImageMessages.pixelSize });
    expect(inspectSignatureImage(url(png({ width: 5000, height: 300 })))).toEqual({ ok: false, message: signatureImageMessages.pixelSize });
  });

  it('refuses the kinds of PNG a canvas does not make', () => {
    expect(inspectSignatureImage(url(png({ bitDepth: 16 })))).toEqual({ ok: false, message: signatureImageMessages.unsupported });
    expect(inspectSignatureImage(url(png({ interlace: 1 })))).toEqual({ ok: false, message: signatureImageMessages.unsupported });
  });
});
