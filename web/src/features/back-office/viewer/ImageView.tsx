import { useEffect, useRef, useState } from 'react';

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
  const [sizes, setSizes] = useState<{ natural: [number, number]; box: [number, number] } | null>(null);

  useEffect(() => {
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);

  const measure = (image: HTMLImageElement) => {
    const box = stage.current;
    if (box) setSizes({ natural: [image.naturalWidth, image.naturalHeight], box: [box.clientWidth - 32, box.clientHeight - 32] });
  };

  // A quarter turn swaps which side must fit which way.
  const quarter = rotation % 180 !== 0;
  let scaled: { width: number; height: number } | null = null;
  if (sizes) {
    const [w, h] = sizes.natural;
    const fit = Math.min(1, sizes.box[0] / (quarter ? h : w), sizes.box[1] / (quarter ? w : h));
    scaled = { width: (w * fit * zoom) / 100, height: (h * fit * zoom) / 100 };
  }

  return (
    <div ref={stage} className="viewer__image">
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
            onLoad={(event) => measure(event.currentTarget)}
            style={{ ...(scaled ? { width: scaled.width, height: scaled.height } : {}), transform: `rotate(${rotation}deg)` }}
          />
        </div>
      )}
    </div>
  );
}
