import { useEffect, useState } from 'react';

/** Phones (up to 640 px wide, as in chat.css) get the chat full screen, as a modal dialog. */
const PHONE_QUERY = '(max-width: 640px)';

/** True while the viewport matches PHONE_QUERY; follows rotation and window resizes. */
export function usePhoneLayout(): boolean {
  const query = () => typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;
  const [phone, setPhone] = useState(query);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(PHONE_QUERY);
    const update = () => setPhone(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, []);
  return phone;
}
