import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import ProductScreen, { boxes, legPath } from '@/components/compositions/product-screen';
import { SCREENS, type ScreenId, type ScreenSpec } from '@/components/compositions/screens';

// The product pages' pictures drawn in code (issue 37 item 2, decision 0078): every screen draws, its plan's nodes sit
// inside the field without touching, and the route only names nodes that exist.
const ids = Object.keys(SCREENS) as ScreenId[];
const FIELD = { left: 8, top: 8, right: 332, bottom: 212 };

describe('product screens', () => {
  it.each(ids)('%s draws, with its title, status and three readings', (id) => {
    const spec: ScreenSpec = SCREENS[id];
    const html = renderToStaticMarkup(<ProductScreen id={id} />);
    expect(html).toContain(spec.title.replace(/&/g, '&amp;'));
    expect(html).toContain(spec.status);
    expect(spec.metrics).toHaveLength(3);
    expect(spec.plan ?? spec.chart ?? spec.table, 'a plan, a chart or a table').toBeDefined();
  });

  it.each(ids.filter((id) => (SCREENS[id] as ScreenSpec).plan))('%s: the plan’s nodes are inside the field and apart', (id) => {
    const plan = (SCREENS[id] as ScreenSpec).plan!;
    const placed = [...boxes(plan).entries()];
    for (const [name, b] of placed) {
      expect(b.x, `${name} left`).toBeGreaterThanOrEqual(FIELD.left + 4);
      expect(b.x + b.w, `${name} right`).toBeLessThanOrEqual(FIELD.right - 4);
      expect(b.y, `${name} top`).toBeGreaterThanOrEqual(FIELD.top + 20);
      expect(b.y + b.h, `${name} bottom`).toBeLessThanOrEqual(FIELD.bottom - 4);
    }
    for (const [i, [a, p]] of placed.entries())
      for (const [b, q] of placed.slice(i + 1)) {
        const apart = p.x + p.w + 4 <= q.x || q.x + q.w + 4 <= p.x || p.y + p.h + 4 <= q.y || q.y + q.h + 4 <= p.y;
        expect(apart, `${a} and ${b} overlap`).toBe(true);
      }
    const named = new Set(plan.nodes.map((n) => n.id));
    for (const ref of [...plan.route, ...(plan.links ?? []).flat(), plan.at, plan.alert].filter(Boolean))
      expect(named.has(ref!.replace('^', '')), ref).toBe(true);
  });

  it('a plan that names a missing node does not draw', () => {
    expect(() =>
      renderToStaticMarkup(<ProductScreen id={'nope' as ScreenId} />),
    ).toThrow();
  });

  it('draws a straight leg when two nodes line up and one rounded elbow otherwise, ending on the target', () => {
    expect(legPath({ x: 10, y: 50 }, { x: 200, y: 50 })).toBe('M10 50 L200 50');
    const elbow = legPath({ x: 10, y: 50 }, { x: 200, y: 150 });
    expect(elbow).toMatch(/^M10 50 H190 Q200 50 200 60 V150$/);
    expect(legPath({ x: 10, y: 50 }, { x: 200, y: 150 }, true)).toMatch(/V140 Q10 150 20 150 H200$/);
  });
});
