// `code` is the key's place on the keyboard, so W A S D sit under the same fingers on any layout.
import type { Intent } from './walk';

type Axis = keyof Intent;

const BINDINGS: Record<string, [Axis, number]> = {
  ArrowUp: ['forward', 1],
  KeyW: ['forward', 1],
  ArrowDown: ['forward', -1],
  KeyS: ['forward', -1],
  ArrowLeft: ['turn', 1],
  KeyA: ['turn', 1],
  ArrowRight: ['turn', -1],
  KeyD: ['turn', -1],
  KeyQ: ['strafe', -1],
  KeyE: ['strafe', 1],
};

export function bindingOf(e: Pick<KeyboardEvent, 'code' | 'key' | 'altKey' | 'ctrlKey' | 'metaKey'>): [Axis, number] | undefined {
  if (e.altKey || e.ctrlKey || e.metaKey) return undefined;
  return BINDINGS[e.code] ?? BINDINGS[e.key];
}

export class HeldKeys {
  private readonly held = new Map<string, [Axis, number]>();

  press(e: Pick<KeyboardEvent, 'code' | 'key' | 'altKey' | 'ctrlKey' | 'metaKey'>): boolean {
    const binding = bindingOf(e);
    if (!binding) return false;
    this.held.set(e.code || e.key, binding);
    return true;
  }

  release(e: Pick<KeyboardEvent, 'code' | 'key'>): void {
    this.held.delete(e.code || e.key);
  }

  clear(): void {
    this.held.clear();
  }

  intent(): Intent {
    const sum: Intent = { forward: 0, strafe: 0, turn: 0 };
    for (const [axis, value] of this.held.values()) sum[axis] += value;
    return sum;
  }
}
