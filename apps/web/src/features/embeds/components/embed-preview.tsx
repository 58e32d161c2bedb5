import { useEffect, useRef, useState } from 'react';

/** What the embed pages post to the page that frames them (the embed protocol). */
const HEIGHT_MESSAGE = 'trivia-near-me:height';
const DEFAULT_HEIGHT = 480;

/**
 * The embed itself, framed from this origin (a path: the admin page's own policy allows frames of
 * its own origin only), sized by the heights it posts as `/embed.js` sizes it on other sites.
 */
export function EmbedPreview({ src }: { src: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(DEFAULT_HEIGHT);

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      if (event.origin !== window.location.origin) return;
      if (event.source !== frame.current?.contentWindow) return;
      const data: unknown = event.data;
      if (typeof data !== 'object' || data === null) return;
      const { type, height: posted } = data as { type?: unknown; height?: unknown };
      if (type === HEIGHT_MESSAGE && typeof posted === 'number' && posted >= 0)
        setHeight(Math.ceil(posted));
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  return (
    <iframe
      ref={frame}
      src={src}
      title="Preview of your schedule"
      style={{ height }}
      className="block w-full rounded-xl border border-border bg-bg"
    />
  );
}
