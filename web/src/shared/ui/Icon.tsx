import type { ReactElement } from 'react';

// A small hand-drawn stroke icon set (24 px grid). Icons are decorative: the control that holds one
// carries the accessible name, so every icon is aria-hidden.
const c = (cx: number, cy: number, r: number) => <circle cx={cx} cy={cy} r={r} />;

const ICONS = {
  search: [c(11, 11, 7), 'M16.5 16.5 21 21'],
  close: ['M6 6l12 12M18 6 6 18'],
  chevronDown: ['m6 9 6 6 6-6'],
  check: ['M5 12.5 10 17 19 7'],
  collapse: ['m11 17-5-5 5-5M18 17l-5-5 5-5'],
  expand: ['m13 17 5-5-5-5M6 17l5-5-5-5'],
  menu: ['M4 6h16M4 12h16M4 18h16'],
  globe: [c(12, 12, 9), 'M3 12h18', 'M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z'],
  home: ['M3 10.5 12 3l9 7.5', 'M5 9.5V21h14V9.5', 'M10 21v-6h4v6'],
  clipboard: ['M9 3.5h6v3H9z', 'M7 5H6a1 1 0 0 0-1 1v14a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V6a1 1 0 0 0-1-1h-1', 'm9 13.5 2 2 4-4'],
  users: [c(9, 8, 3.5), 'M2.5 20c.6-3.6 3.2-6 6.5-6s5.9 2.4 6.5 6', c(17, 8.5, 2.5), 'M17 14c2.4.3 4 2.1 4.5 5'],
  userPlus: [c(10, 8, 3.5), 'M3 20c.6-3.6 3.4-6 7-6 1.4 0 2.6.3 3.7 1', 'M18 14v6M15 17h6'],
  gauge: ['M4 18a8 8 0 1 1 16 0', 'M12 18l4-5', 'M4 18h16'],
  award: [c(12, 9, 5), 'M8.5 13 7 21l5-3 5 3-1.5-8'],
  heart: ['M12 20s-7.5-4.6-7.5-10A4.3 4.3 0 0 1 12 7.3 4.3 4.3 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10z'],
  folder: ['M3 6.5A1.5 1.5 0 0 1 4.5 5H9l2 2h8.5A1.5 1.5 0 0 1 21 8.5v10a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5z'],
  book: ['M4 5.5A1.5 1.5 0 0 1 5.5 4H11v16H5.5A1.5 1.5 0 0 1 4 18.5z', 'M20 5.5A1.5 1.5 0 0 0 18.5 4H13v16h5.5a1.5 1.5 0 0 0 1.5-1.5z'],
  chart: ['M4 20h16', 'M7 16v-5', 'M12 16V7', 'M17 16v-8'],
  message: ['M4 5h16v11H9l-5 4z'],
  building: ['M4 21V5a1 1 0 0 1 1-1h9a1 1 0 0 1 1 1v16', 'M15 9h4a1 1 0 0 1 1 1v11', 'M3 21h18', 'M8 8h3M8 12h3M8 16h3'],
  calendar: ['M4 7a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2z', 'M4 10h16', 'M8 3v4M16 3v4'],
  tasks: ['M4 6a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2z', 'm8 12 3 3 5-6'],
  settings: ['M4 7h10M18 7h2M4 17h4M12 17h8', c(16, 7, 2), c(10, 17, 2)],
  logout: ['M10 4H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h4', 'm15 16 4-4-4-4', 'M19 12H9'],
  user: [c(12, 8, 4), 'M4 21c.8-4 4-6.5 8-6.5s7.2 2.5 8 6.5'],
  alert: [c(12, 12, 9), 'M12 7.5V13', 'M12 16.5h.01'],
  info: [c(12, 12, 9), 'M12 11v5.5', 'M12 7.5h.01'],
  success: [c(12, 12, 9), 'm8 12.5 2.7 2.7L16 9.8'],
  mail: ['M4 6h16v12H4z', 'm4 7 8 6 8-6'],
  phone: ['M7 3h10a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1z', 'M11 18h2'],
  refresh: ['M20 11a8 8 0 0 0-14.6-4.5L4 8', 'M4 4v4h4', 'M4 13a8 8 0 0 0 14.6 4.5L20 16', 'M20 20v-4h-4'],
  eye: ['M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z', c(12, 12, 3)],
  eyeOff: [
    'M10.6 6.1c.5-.1.9-.1 1.4-.1 6 0 9.5 6 9.5 6a17 17 0 0 1-2.6 3.4',
    'M6.6 6.6C3.9 8.3 2.5 12 2.5 12S6 18.5 12 18.5c1.9 0 3.5-.6 4.9-1.5',
    'M9.9 9.9a3 3 0 0 0 4.2 4.2',
    'M3 3l18 18',
  ],
  bell: ['M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15z', 'M10 20.5a2 2 0 0 0 4 0'],
  mapPin: ['M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z', c(12, 10, 2.3)],
  briefcase: ['M4 8h16v11H4z', 'M9 8V5.5h6V8', 'M4 13h16'],
  camera: ['M4 8h3.5L9 5.5h6L16.5 8H20v11H4z', c(12, 13, 3.5)],
  plus: ['M12 5v14M5 12h14'],
  trash: ['M4.5 7h15', 'M9.5 7V4.5h5V7', 'M6.5 7l1 13h9l1-13', 'M10.5 11v5.5M13.5 11v5.5'],
  link: ['M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1', 'M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1'],
  edit: ['M4 20h4L19 9l-4-4L4 16z', 'M13.5 6.5l4 4'],
  copy: ['M9 9h11v11H9z', 'M5 15H4V4h11v1'],
  key: [c(8, 15, 4), 'M11 12l8.5-8.5', 'M16 7l2.5 2.5', 'M14 9l1.5 1.5'],
} satisfies Record<string, Array<string | ReactElement>>;

export type IconName = keyof typeof ICONS;

export interface IconProps {
  name: IconName;
  className?: string;
  size?: number;
}

export function Icon({ name, className, size = 20 }: IconProps) {
  return (
    <svg
      className={['ui-icon', className ?? ''].filter(Boolean).join(' ')}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {/* biome-ignore lint/suspicious/noArrayIndexKey: the parts of a fixed drawing. */}
      {ICONS[name].map((part, index) => (typeof part === 'string' ? <path key={index} d={part} /> : <g key={index}>{part}</g>))}
    </svg>
  );
}
