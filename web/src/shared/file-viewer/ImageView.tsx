import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBoxSize } from './use-box-size';

interface ImageViewProps {
  blob: Blob;
  name: string;
  zoom: number;
  rotation: number;
}

/**
 * A picture extract. At 100% it fits the stage (never enlarged); zoom changes its laid-out size,
 * so the stage scrolls over a zoomed picture; rotation turns it in place.
 */
export function ImageView({ blob, name, zoom, rotation }: ImageViewProps) {
  const stage = useRef<HTMLDivElement>(null);
  const [url, setUrl] = useState<string | null>(null);
  const box = useBoxSize(stage);
  const [natural, setNatural] = useState<[number, number] | null>(null);
  const { t } = useTranslation('file-viewer');

  useEffect(() => {
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);

  // A quarter turn swaps which side must fit which way.
  const quarter = rotation % 180 !== 0;
  let scaled: { width: number; height: number } | null = null;
  if (natural && box) {
    const [w, h] = natural;
    // The stage's padding (16 px each side) stays free around the picture.
    const fit = Math.max(0.01, Math.min(1, (box.width - 32) / (quarter ? h : w), (box.height - 32) / (quarter ? w : h)));
    scaled = { width: (w * fit * zoom) / 100, height: (h * fit * zoom) / 100 };
  }

  return (
    // Focusable: a zoomed picture scrolls, and the keyboard must reach that too.
    <div ref={stage} className="viewer__image" tabIndex={0} role="region" aria-label={t('imageArea', { name })}>
      {url && (
        <div
          className="viewer__image-frame"
          // The frame takes the turned picture's footprint, so the stage scrolls over all of it.
          style={scaled ? { width: quarter ? scaled.height : scaled.width, height: quarter ? scaled.width : scaled.height } : undefined}
        >
          <img
            src={url}
            alt={name}
            data-zoom={zoom}
            data-rotation={rotation}
            onLoad={(event) => setNatural([event.currentTarget.naturalWidth, event.currentTarget.naturalHeight])}
            style={{ ...(scaled ? { width: scaled.width, height: scaled.height } : {}), transform: `rotate(${rotation}deg)` }}
          />
        </div>
      )}
    </div>
  );
}
