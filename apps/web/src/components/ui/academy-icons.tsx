/**
 * Icons of the academy (player, temary, ratings). Decorative (aria-hidden): the control or
 * text beside them carries the meaning. 24×24 strokes in the current colour.
 */

import type { ReactNode } from "react";

type IconProps = { className?: string };

function Stroke({ className, children, fill = "none" }: IconProps & { children: ReactNode; fill?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={className}
      fill={fill}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export const PlayIcon = ({ className }: IconProps) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className} fill="currentColor">
    <path d="M8 5.5v13a1 1 0 0 0 1.53.85l10.2-6.5a1 1 0 0 0 0-1.7L9.53 4.65A1 1 0 0 0 8 5.5z" />
  </svg>
);

export const PauseIcon = ({ className }: IconProps) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className} fill="currentColor">
    <rect x="6" y="5" width="4" height="14" rx="1" />
    <rect x="14" y="5" width="4" height="14" rx="1" />
  </svg>
);

export const BackIcon = ({ className }: IconProps) => (
  <Stroke className={className}>
    <path d="M3 12a9 9 0 1 0 3-6.7" />
    <path d="M3 3v5h5" />
    <text x="12" y="15.5" textAnchor="middle" fontSize="8" fontWeight="700" fill="currentColor" stroke="none">
      5
    </text>
  </Stroke>
);

export const ForwardIcon = ({ className }: IconProps) => (
  <Stroke className={className}>
    <path d="M21 12a9 9 0 1 1-3-6.7" />
    <path d="M21 3v5h-5" />
    <text x="12" y="15.5" textAnchor="middle" fontSize="8" fontWeight="700" fill="currentColor" stroke="none">
      5
    </text>
  </Stroke>
);

export const MirrorIcon = ({ className }: IconProps) => (
  <Stroke className={className}>
    <path d="M12 3v18" strokeDasharray="2 2.5" />
    <path d="M9 7 4 17h5z" />
    <path d="m15 7 5 10h-5z" fill="currentColor" />
  </Stroke>
);

export const KeyboardIcon = ({ className }: IconProps) => (
  <Stroke className={className}>
    <rect x="2" y="6" width="20" height="12" rx="2" />
    <path d="M6 10h.01M10 10h.01M14 10h.01M18 10h.01M7 14h10" />
  </Stroke>
);

export const FullscreenIcon = ({ className }: IconProps) => (
  <Stroke className={className}>
    <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
  </Stroke>
);

export const ExitFullscreenIcon = ({ className }: IconProps) => (
  <Stroke className={className}>
    <path d="M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5" />
  </Stroke>
);

export const VolumeIcon = ({ className }: IconProps) => (
  <Stroke className={className}>
    <path d="M11 5 6 9H3v6h3l5 4z" />
    <path d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" />
  </Stroke>
);

export const MutedIcon = ({ className }: IconProps) => (
  <Stroke className={className}>
    <path d="M11 5 6 9H3v6h3l5 4z" />
    <path d="m16 9 6 6M22 9l-6 6" />
  </Stroke>
);

export const LoopIcon = ({ className }: IconProps) => (
  <Stroke className={className}>
    <path d="M17 2l4 4-4 4" />
    <path d="M3 11V9a3 3 0 0 1 3-3h15" />
    <path d="M7 22l-4-4 4-4" />
    <path d="M21 13v2a3 3 0 0 1-3 3H3" />
  </Stroke>
);

export const LockIcon = ({ className }: IconProps) => (
  <Stroke className={className}>
    <rect x="4" y="11" width="16" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </Stroke>
);

export const CheckCircleIcon = ({ className }: IconProps) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className} fill="currentColor">
    <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm4.7 7.7-5.5 5.5a1 1 0 0 1-1.4 0l-2.5-2.5a1 1 0 1 1 1.4-1.4l1.8 1.8 4.8-4.8a1 1 0 1 1 1.4 1.4z" />
  </svg>
);

export const CheckIcon = ({ className }: IconProps) => (
  <Stroke className={className}>
    <path d="m5 12 5 5L20 7" />
  </Stroke>
);

export const CrossIcon = ({ className }: IconProps) => (
  <Stroke className={className}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Stroke>
);

export const EyeIcon = ({ className }: IconProps) => (
  <Stroke className={className}>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </Stroke>
);

export const CircleIcon = ({ className }: IconProps) => (
  <Stroke className={className}>
    <circle cx="12" cy="12" r="9" />
  </Stroke>
);

export const ClockIcon = ({ className }: IconProps) => (
  <Stroke className={className}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Stroke>
);

export const VideoIcon = ({ className }: IconProps) => (
  <Stroke className={className}>
    <rect x="2" y="6" width="14" height="12" rx="2" />
    <path d="m16 10 6-3v10l-6-3z" />
  </Stroke>
);

export const QuizIcon = ({ className }: IconProps) => (
  <Stroke className={className}>
    <rect x="4" y="3" width="16" height="18" rx="2" />
    <path d="M8 8h8M8 12h8M8 16h5" />
  </Stroke>
);

export const ChevronRightIcon = ({ className }: IconProps) => (
  <Stroke className={className}>
    <path d="m9 6 6 6-6 6" />
  </Stroke>
);

export const ChevronLeftIcon = ({ className }: IconProps) => (
  <Stroke className={className}>
    <path d="m15 6-6 6 6 6" />
  </Stroke>
);

export const ArrowRightIcon = ({ className }: IconProps) => (
  <Stroke className={className}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </Stroke>
);

export const BookIcon = ({ className }: IconProps) => (
  <Stroke className={className}>
    <path d="M4 19.5V5a2 2 0 0 1 2-2h14v16H6.5A2.5 2.5 0 0 0 4 21.5z" />
    <path d="M8 7h8M8 11h6" />
  </Stroke>
);

export const SparkIcon = ({ className }: IconProps) => (
  <Stroke className={className}>
    <path d="M12 3v4M12 17v4M3 12h4M17 12h4M5.6 5.6l2.8 2.8M15.6 15.6l2.8 2.8M5.6 18.4l2.8-2.8M15.6 8.4l2.8-2.8" />
  </Stroke>
);

export function StarIcon({ className, filled = true }: IconProps & { filled?: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={className}
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinejoin="round"
    >
      <path d="m12 2.8 2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z" />
    </svg>
  );
}
