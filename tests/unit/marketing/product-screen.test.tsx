import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import ProductScreen, { boxes, legPath } from '@/components/compositions/product-screen';
import { SCREENS, type ScreenId, type ScreenSpec } from '@/components/compositions/screens';

// The product pages' pictures drawn in code (issue 37 item 2, decision 0078): every screen draws, its plan's nodes sit
// inside the field without touching, and the route only names nodes that exist.
const ids = Object.keys(SCREENS) as ScreenId[];
const FIELD = { left: 8, top: 8, right: 332, bottom: 212 };

// /blockchain's lifecycle pictures are plans alone (view 'plan'): no window, so no status or readings.
const planOnly = ids.filter((id) => id.startsWith('lifecycle-'));
const windows = ids.filter((id) => !planOnly.includes(id));

describe('product screens', () => {
  it.each(planOnly)('%s draws as its plan alone, every node labelled', (id) => {
    const spec: ScreenSpec = SCREENS[id];
    const html = renderToStaticMarkup(<ProductScreen id={id} view="plan" />);
    for (const n of spec.plan!.nodes) expect(html).toContain(`>${n.label}</text>`);
    expect(html).not.toContain(spec.title.replace(/&/g, '&amp;'));
  });

  it('a section’s diagram view draws the plan and the readings as figures, without the window’s status and events', () => {
    const spec: ScreenSpec = SCREENS['refinery-leak'];
    const html = renderToStaticMarkup(<ProductScreen id="refinery-leak" view="diagram" />);
    expect(html).toContain(spec.title);
    for (const [label, value] of spec.metrics) {
      expect(html).toContain(`>${label}</dt>`);
      expect(html).toContain(`>${value}</dd>`);
    }
    expect(html).not.toContain(spec.status);
    for (const [, what] of spec.events ?? []) expect(html).not.toContain(what);
    const window = renderToStaticMarkup(<ProductScreen id="refinery-leak" />);
    expect(window).toContain(spec.status);
    expect(window).toContain(spec.events![0]![1]);
  });

  it('a chart screen’s diagram view draws its chart', () => {
    const html = renderToStaticMarkup(<ProductScreen id="refinery-valve" view="diagram" />);
    expect(html).toContain((SCREENS['refinery-valve'] as ScreenSpec).chart!.title);
  });

  it.each(windows)('%s draws, with its title, status and three readings', (id) => {
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
