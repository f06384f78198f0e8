import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Every new page starts at its top, as a full page load would. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // A block body: Chromium returns a Promise from scrollTo, which React would call as a cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
