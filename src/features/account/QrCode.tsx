import { Box } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { LoadingSpinner } from '@/ui/LoadingSpinner';

type Matrix = boolean[][];

// uqr (no dependencies) is fetched when a QR code is first shown, in a chunk of its own: neither
// the sign-in page nor the security page's first script carries it (docs/performance.md).
const loadEncoder = () => import('uqr').then((module) => module.encode);

/** One square per dark module, as a single path: a few hundred elements would be one string. */
function modulesPath(data: Matrix): string {
  let path = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return path;
}

export interface QrCodeProps {
  /** What the code carries (here an otpauth:// address). */
  value: string;
  /** The image's accessible name; what it carries must also be offered as text beside it. */
  label: string;
  /** Said while the encoder loads. */
  loadingLabel: string;
}

/** A QR code drawn as SVG in the page, dark on white whatever the colour mode, with the quiet zone scanners need. */
export function QrCode({ value, label, loadingLabel }: QrCodeProps) {
  const [drawn, setDrawn] = useState<{ value: string; data: Matrix } | null>(null);
  useEffect(() => {
    let current = true;
    void loadEncoder().then((encode) => {
      // Medium error correction and the 4-module border of ISO/IEC 18004: phones read it off a screen easily.
      if (current) setDrawn({ value, data: encode(value, { ecc: 'M', border: 4 }).data });
    });
    return () => {
      current = false;
    };
  }, [value]);

  const size = 'min(100%, 14rem)';
  if (!drawn || drawn.value !== value) {
    return (
      <Box w={size} aspectRatio="1" display="flex" alignItems="center" justifyContent="center" borderWidth="1px" borderRadius="md">
        <LoadingSpinner label={loadingLabel} />
      </Box>
    );
  }
  const modules = drawn.data.length;
  return (
    <Box w={size} borderWidth="1px" borderRadius="md" overflow="hidden" bg="white">
      <svg role="img" aria-label={label} viewBox={`0 0 ${modules} ${modules}`} width="100%" height="100%" shapeRendering="crispEdges">
        <rect width={modules} height={modules} fill="#fff" />
        <path d={modulesPath(drawn.data)} fill="#000" />
      </svg>
    </Box>
  );
}
