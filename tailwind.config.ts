import type { Config } from 'tailwindcss';

/** Loaded by Tailwind 4 through `@config` in src/styles/index.css. */
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        ink: { DEFAULT: '#0b0d17', soft: '#1a1d2e' },
        brand: { DEFAULT: '#5b3df5', light: '#8f7cff', dark: '#3a22c4' },
        accent: { DEFAULT: '#19d3c5', dark: '#0e8f86' },
      },
      fontFamily: {
        sans: ['Inter Variable', 'Inter Fallback', 'system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'],
      },
    },
  },
} satisfies Config;
