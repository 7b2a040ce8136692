/** Scroll-to-section hints carried across navigations in session storage (SPEC 2.2). */
export { goToSection, HIGHLIGHT_CLASS, HIGHLIGHT_MS, SCROLL_DELAY_MS, scrollToSection, useSectionHint } from './section-hints';
