/** The keyboard focus ring of the native checkboxes and radios on the checkout pages. */
export const focusRing = { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' } as const;
