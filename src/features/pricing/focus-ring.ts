/** The app's visible focus for native controls styled here (Chakra's own controls bring theirs). */
export const focusRing = { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' } as const;
