/** The logo mark, drawn inline so the header needs no extra request. */
export function BrandMark() {
  return (
    <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" style={{ display: 'inline', verticalAlign: 'middle', marginInlineEnd: 8 }}>
      <rect width="32" height="32" rx="7" fill="#0b6e69" />
      <path d="M9 23V9h7.5a4.5 4.5 0 0 1 1.2 8.8L22 23h-3.6l-3.8-5H12.2v5zm3.2-8h4.1a1.6 1.6 0 0 0 0-3.2h-4.1z" fill="#fff" />
    </svg>
  );
}
