import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface Detector {
  detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]>;
}
declare global {
  interface Window {
    BarcodeDetector?: new (options: { formats: string[] }) => Detector;
  }
}

const FORMATS = ['ean_13', 'ean_8', 'upc_a', 'upc_e'];

/** Reads a barcode from the camera: the browser's BarcodeDetector where it exists, else ZXing
 *  (loaded only now, so nobody who types a code downloads it). */
export function BarcodeScanner({
  onDetected,
  onFailed,
}: {
  onDetected: (code: string) => void;
  /** No camera, or the user refused it: the dialog says so and offers typing. */
  onFailed: () => void;
}) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const onDetectedRef = useRef(onDetected);
  const onFailedRef = useRef(onFailed);
  useEffect(() => {
    onDetectedRef.current = onDetected;
    onFailedRef.current = onFailed;
  });

  useEffect(() => {
    let stop = () => {};
    let cancelled = false;
    const element = video.current;
    const start = async () => {
      if (!element || !navigator.mediaDevices?.getUserMedia) throw new Error('no camera');
      if (window.BarcodeDetector) {
        const stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
        });
        stop = () => stream.getTracks().forEach((track) => track.stop());
        if (cancelled) return stop();
        element.srcObject = stream;
        await element.play();
        const detector = new window.BarcodeDetector({ formats: FORMATS });
        const tick = async () => {
          if (cancelled) return;
          const [found] = await detector.detect(element).catch(() => []);
          if (found) onDetectedRef.current(found.rawValue);
          else setTimeout(() => void tick(), 250);
        };
        void tick();
      } else {
        const { BrowserMultiFormatReader } = await import('@zxing/browser');
        const controls = await new BrowserMultiFormatReader().decodeFromVideoDevice(
          undefined,
          element,
          (result) => {
            if (result && !cancelled) onDetectedRef.current(result.getText());
          },
        );
        stop = () => controls.stop();
        if (cancelled) stop();
      }
    };
    start().catch(() => !cancelled && onFailedRef.current());
    return () => {
      cancelled = true;
      stop();
    };
  }, []);

  return (
    <div className="mt-3">
      <video
        ref={video}
        muted
        playsInline
        className="aspect-video w-full rounded-lg bg-slate-900"
        aria-label={t('portal.barcode.camera')}
      />
      <p className="mt-2 text-sm text-slate-600">{t('portal.barcode.aim')}</p>
    </div>
  );
}
