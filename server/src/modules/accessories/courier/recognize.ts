import sharp from 'sharp';
import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatOneDReader,
  QRCodeReader,
  RGBLuminanceSource,
  type Reader,
} from '@zxing/library';
import { extractCourierNumbers, type ExtractedNumber } from './extract';

const ONE_D_FORMATS = [
  BarcodeFormat.CODE_128,
  BarcodeFormat.CODE_39,
  BarcodeFormat.CODE_93,
  BarcodeFormat.CODABAR,
  BarcodeFormat.ITF,
  BarcodeFormat.EAN_13,
];

function readers(): Reader[] {
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.TRY_HARDER, true],
    [DecodeHintType.POSSIBLE_FORMATS, ONE_D_FORMATS],
  ]);
  return [new MultiFormatOneDReader(hints), new QRCodeReader()];
}

/** Longest side the decoder looks at: phone photos are scaled down, bars stay several pixels wide. */
const MAX_SIDE = 2000;

/** Texts of the barcodes (1D waybill codes, QR) found in an image; tries it upright and turned 90 degrees. */
export async function decodeBarcodes(image: Buffer): Promise<string[]> {
  const texts = new Set<string>();
  for (const angle of [0, 90]) {
    const { data, info } = await sharp(image, { failOn: 'none' })
      .rotate()
      .rotate(angle)
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const luminance = new Uint8ClampedArray(data.buffer, data.byteOffset, data.length);
    for (const reader of readers()) {
      try {
        const bitmap = new BinaryBitmap(
          new HybridBinarizer(new RGBLuminanceSource(luminance, info.width, info.height)),
        );
        const hints = new Map<DecodeHintType, unknown>([[DecodeHintType.TRY_HARDER, true]]);
        texts.add(reader.decode(bitmap, hints).getText());
      } catch {
        // nothing of this kind in the picture
      }
    }
    if (texts.size) break;
  }
  return [...texts];
}

/**
 * Courier numbers on a waybill photo: its barcodes decoded on the server, then the same text rules
 * as pasted text (a barcode holding a bare number still counts as one). Optional text that came
 * with the picture is searched too.
 */
export async function recognizeWaybill(image: Buffer, text = ''): Promise<ExtractedNumber[]> {
  let codes: string[] = [];
  try {
    codes = await decodeBarcodes(image);
  } catch {
    codes = [];
  }
  const found: ExtractedNumber[] = [];
  const push = (n: ExtractedNumber) => {
    if (!found.some((f) => f.courierNo === n.courierNo)) found.push(n);
  };
  for (const code of codes) {
    const numbers = extractCourierNumbers(code);
    if (numbers.length) numbers.forEach(push);
    else if (/^[A-Z0-9]{8,30}$/i.test(code.split('-')[0]))
      push({ courierNo: code.split('-')[0].toUpperCase(), companyCode: null });
  }
  extractCourierNumbers(text).forEach(push);
  return found;
}
