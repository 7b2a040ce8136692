import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { startCity } from '@/webgl-city/app';
import { expectConsoleError } from '../console-guard';

// city/index.html's body, as the WebGL build's page starts with it.
const page = readFileSync('city/index.html', 'utf8');
const body = /<body>([\s\S]*)<\/body>/.exec(page)![1]!.replace(/<script[\s\S]*?<\/script>/g, '');

beforeEach(() => {
  document.body.innerHTML = body;
  // jsdom has no WebGL (and reports any canvas context as an error): as a browser with WebGL turned off.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

describe('the city page without WebGL', () => {
  it('says so, and shows the description of the city instead', () => {
    expectConsoleError(); // three.js logs the failed context
    startCity(document);
    const stage = document.getElementById('stage')!;
    expect(stage.dataset.webgl).toBe('unavailable');
    expect(document.getElementById('no-webgl')!.hidden).toBe(false);
    expect(document.getElementById('about')!.hidden).toBe(false);
    expect(document.getElementById('describe')!.getAttribute('aria-expanded')).toBe('true');
    const places = [...document.querySelectorAll('#places li')].map((li) => li.textContent);
    expect(places).toHaveLength(4);
    expect(places[0]).toMatch(/^Eternity Bank branch: A stone bank branch/);
    expect(document.getElementById('where')!.textContent).toBe(
      'On Central Avenue, facing north. The Fountain Park is on your right, about 25 metres away.',
    );
    expect(stage.dataset.pose).toBe('0.00,31.00,0.000');
  });

  it('keeps the page accessible: a labelled, focusable 3D view, a live position, and a labelled walking pad', () => {
    const stage = document.getElementById('stage')!;
    expect(stage.getAttribute('role')).toBe('application');
    expect(stage.tabIndex).toBe(0);
    expect(stage.getAttribute('aria-label')).toMatch(/arrow keys or W A S D/);
    expect(document.getElementById('where')!.getAttribute('aria-live')).toBe('polite');
    const pad = [...document.querySelectorAll('.pad button')].map((b) => b.getAttribute('aria-label'));
    expect(pad).toEqual(['Walk forward', 'Turn left', 'Walk back', 'Turn right']);
    expect(page).not.toMatch(/<script(?![^>]*type="module"[^>]*src=)/); // no inline script: the CSP forbids it
  });
});
