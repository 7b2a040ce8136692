import { Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';

const ATTRIBUTE = 'data-island';

/**
 * A composition as static markup (decision 0077): the prerender draws it with its React component; the browser keeps
 * that HTML as it is and never hydrates it, so the page's first JS carries none of it. Arriving by an in-app link
 * (no prerendered HTML to keep), the component itself is fetched and drawn. Aria-hidden content only: nothing in it is
 * interactive. `name` tells the island apart on its page (the same name twice means the same markup).
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
}: {
  name: string;
  component: LazyExoticComponent<ComponentType<P>>;
  props?: P;
}) {
  // Read before React touches the DOM: during hydration this is the prerendered markup, so nothing changes. The
  // prerender, dev and unit tests (no prerendered HTML there) draw the component.
  const [html] = useState(() =>
    import.meta.env.SSR || import.meta.env.DEV ? undefined : document.querySelector(`[${ATTRIBUTE}="${name}"]`)?.innerHTML,
  );
  return html === undefined ? (
    <div {...{ [ATTRIBUTE]: name }}>
      <Suspense fallback={null}>
        <Component {...(props ?? ({} as P))} />
      </Suspense>
    </div>
  ) : (
    <div {...{ [ATTRIBUTE]: name }} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
