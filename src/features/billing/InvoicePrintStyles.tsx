import { Global } from '@emotion/react';

// While an invoice is on screen, printing gives the invoice alone: the site's header,
// footer, navigation and every button stay off the paper, and the page prints black on
// white whatever the colour mode, so that it reads the same on any printer.
const PRINT_STYLES = {
  '@media print': {
    'body header, body footer, body nav, body button, [data-print-hidden]': { display: 'none !important' },
    'html, body, main': { background: 'white !important', color: 'black !important' },
    '[data-invoice], [data-invoice] *': {
      background: 'transparent !important',
      color: 'black !important',
      borderColor: 'black !important',
      boxShadow: 'none !important',
    },
    // The days behind a fractional line's hours are folded on screen; on paper they show.
    '[data-invoice] details::details-content': { contentVisibility: 'visible' as const, display: 'block' },
    '[data-invoice] details > summary': { listStyle: 'none' },
  },
};

export function InvoicePrintStyles() {
  return <Global styles={PRINT_STYLES} />;
}
