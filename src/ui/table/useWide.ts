import { useEffect, useState } from 'preact/hooks';

/** Landscape phones and tablets: the board stands beside the pads. The same query as `table.css`. */
export const WIDE_QUERY = '(orientation: landscape) and (min-width: 600px)';

/** True while the screen matches {@link WIDE_QUERY}; follows a phone turned sideways. */
export function useWide(): boolean {
  const [wide, setWide] = useState(() => typeof matchMedia === 'function' && matchMedia(WIDE_QUERY).matches);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const query = matchMedia(WIDE_QUERY);
    const change = () => setWide(query.matches);
    change();
    query.addEventListener('change', change);
    return () => query.removeEventListener('change', change);
  }, []);
  return wide;
}
