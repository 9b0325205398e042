import { useEffect, useState } from 'react';
import QRCode from 'qrcode';

/** A QR code of `value` drawn as SVG by `qrcode` (the value is also on the element, for a reader or a test). */
export function QrCode({ value, label, size = 168 }: { value: string; label: string; size?: number }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then(
      (s) => live && setSvg(s),
      () => live && setSvg(null),
    );
    return () => {
      live = false;
    };
  }, [value]);
  return (
    <span
      style={{ display: 'inline-block', width: size, height: size, background: '#fff', borderRadius: 8, padding: 6 }}
      data-testid="qr-code"
      data-qr-value={value}
    >
      {svg ? <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={label} width={size - 12} height={size - 12} /> : null}
    </span>
  );
}
