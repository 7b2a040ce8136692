// The public pages' heading styles (docs/design/system.md, "Type"): one class per role, so every page's h1 is the same.

/** The home page's display h1: 40/44 on a phone, 60/64 from 1024 px, 700, -0.025em. */
export const DISPLAY_CLASS = 'text-[2.25rem]/[2.5rem] font-bold tracking-[-0.025em] text-balance text-white sm:text-5xl lg:text-6xl/[4rem]';

/** Every other public page's h1: 36/40 on a phone, 48/52 from 640 px, 700, -0.02em. */
export const H1_CLASS = 'text-4xl font-bold tracking-[-0.02em] text-balance text-white sm:text-5xl/[3.25rem]';
