/**
 * The first frame of loading-logo.json as plain SVG: shown before the player has
 * loaded and instead of it for people who ask for reduced motion.
 */
export function LoadingLogoStill() {
  return (
    <svg viewBox="0 0 1000 563" width="100%" height="100%" aria-hidden="true" focusable="false" data-part="still">
      <path d="M500 81.5a200 200 0 0 1 190.2 138.2" fill="none" stroke="#a8e3df" strokeWidth="18" strokeLinecap="round" />
      <circle cx="380" cy="281.5" r="42" fill="#135e63" />
      <circle cx="500" cy="281.5" r="42" fill="#167478" />
      <circle cx="620" cy="281.5" r="42" fill="#1f9092" />
    </svg>
  );
}
