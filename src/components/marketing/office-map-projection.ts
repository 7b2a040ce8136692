// Written by scripts/gen-office-map.mjs.
export const MAP_WIDTH = 800;
export const MAP_HEIGHT = 440;
export const MAP_SCALE = 342.6593019006296;
export const MAP_TRANSLATE = [172.73974483145253, 475.94896244464974] as const;
