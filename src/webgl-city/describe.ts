// The 3D view's text alternative (WCAG 1.1.1).
import { compass, type Pose } from './controls/walk';
import { LANDMARKS, placeAt, type Landmark } from './scene/layout';

export const CITY_SUMMARY =
  'Eternity City is a small town of four blocks around the crossing of Central Avenue and Market Street, with a ring road round the edge and towers beyond it. Cars drive round the blocks, or stand parked when the traffic is paused or your device asks for less motion.';

export function bearing(pose: Pose, landmark: Pick<Landmark, 'x' | 'z'>): { distance: number; side: 'ahead' | 'behind' | 'on your left' | 'on your right' } {
  const dx = landmark.x - pose.x;
  const dz = landmark.z - pose.z;
  const ahead = -Math.sin(pose.heading) * dx - Math.cos(pose.heading) * dz;
  const right = Math.cos(pose.heading) * dx - Math.sin(pose.heading) * dz;
  const side = Math.abs(ahead) >= Math.abs(right) ? (ahead >= 0 ? 'ahead' : 'behind') : right >= 0 ? 'on your right' : 'on your left';
  return { distance: Math.hypot(dx, dz), side };
}

export function nearest(pose: Pose): Landmark {
  let best = LANDMARKS[0]!;
  for (const l of LANDMARKS) if (Math.hypot(l.x - pose.x, l.z - pose.z) < Math.hypot(best.x - pose.x, best.z - pose.z)) best = l;
  return best;
}

export function whereAmI(pose: Pose): string {
  const landmark = nearest(pose);
  const { distance, side } = bearing(pose, landmark);
  const near = distance < 6 ? `You are at the ${landmark.name}.` : `The ${landmark.name} is ${side}, about ${Math.max(5, Math.round(distance / 5) * 5)} metres away.`;
  return `On ${placeAt(pose.x, pose.z)}, facing ${compass(pose.heading)}. ${near}`;
}
