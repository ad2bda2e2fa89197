import { useTranslation } from 'react-i18next';
import type { Crop } from '../ocr/prepare-image';

const EDGES = [
  ['left', 'cropLeft'],
  ['right', 'cropRight'],
  ['top', 'cropTop'],
  ['bottom', 'cropBottom'],
] as const;

/** Four sliders (keyboard and touch) that move the photo's edges in; at least 10 % stays. */
export function CropControls({ crop, onChange }: { crop: Crop; onChange: (crop: Crop) => void }) {
  const { t } = useTranslation();
  const set = (edge: keyof Crop, percent: number) => {
    const value = percent / 100;
    const next = { ...crop };
    if (edge === 'left') next.left = Math.min(value, crop.right - 0.1);
    if (edge === 'right') next.right = Math.max(1 - value, crop.left + 0.1);
    if (edge === 'top') next.top = Math.min(value, crop.bottom - 0.1);
    if (edge === 'bottom') next.bottom = Math.max(1 - value, crop.top + 0.1);
    onChange(next);
  };
  const inset = (edge: keyof Crop) =>
    Math.round((edge === 'left' || edge === 'top' ? crop[edge] : 1 - crop[edge]) * 100);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {EDGES.map(([edge, label]) => (
        <label key={edge} className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          {t(`portal.scan.${label}`)}
          <input
            type="range"
            min={0}
            max={90}
            step={1}
            value={inset(edge)}
            aria-valuetext={`${inset(edge)} %`}
            onChange={(event) => set(edge, Number(event.target.value))}
            className="accent-brand-700"
          />
        </label>
      ))}
    </div>
  );
}

/** The photo with everything outside the crop dimmed. */
export function CropPreview({ src, crop, alt }: { src: string; crop: Crop; alt: string }) {
  return (
    <div className="relative mx-auto w-full max-w-md overflow-hidden rounded-xl border border-slate-200 bg-slate-100">
      <img src={src} alt={alt} className="block h-auto w-full" />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute border-2 border-brand-600 shadow-[0_0_0_9999px_rgba(15,23,42,0.55)]"
        style={{
          left: `${crop.left * 100}%`,
          top: `${crop.top * 100}%`,
          width: `${(crop.right - crop.left) * 100}%`,
          height: `${(crop.bottom - crop.top) * 100}%`,
        }}
      />
    </div>
  );
}
