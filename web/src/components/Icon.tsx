import type { SVGProps } from 'react';
import { iconPaths, type AnyIconName } from './icon-paths';

export type { AnyIconName } from './icon-paths';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'name' | 'children'> & {
  name: AnyIconName;
  /** Rendered width and height in pixels. */
  size?: number;
  strokeWidth?: number;
};

/**
 * Every icon is decorative: the text beside it (or the control's accessible name) carries the
 * meaning, so the SVG is hidden from assistive technology and never takes focus.
 */
export function Icon({ name, size = 24, strokeWidth = 2, ...svg }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
      {...svg}
    >
      {iconPaths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
