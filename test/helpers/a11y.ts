import { executeServerCommand, sendKeys } from '@web/test-runner-commands';
import { waitUntil } from '@open-wc/testing';

/** Windows high contrast, as Chromium emulates it (scripts/wtr/a11y-commands.mjs). */
export const forcedColors = (active: boolean) => executeServerCommand('forced-colors', { active });

/** A PNG (base64) of the element's box on screen, plus `margin` px around it (for focus rings). */
export async function screenshotOf(element: Element, margin = 0, save?: string): Promise<string> {
  const box = element.getBoundingClientRect();
  const region = {
    x: Math.max(0, box.x - margin),
    y: Math.max(0, box.y - margin),
    width: Math.ceil(box.width + 2 * margin),
    height: Math.ceil(box.height + 2 * margin),
    save,
  };
  return executeServerCommand<string, typeof region>('screenshot-region', region) as Promise<string>;
}

/** The focused element, looking through open shadow roots. */
export function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

export const describeElement = (element: Element | null) =>
  element
    ? `${element.localName}${element.getAttribute('part') ? `[part=${element.getAttribute('part')}]` : ''}${element.id ? `#${element.id}` : ''}`
    : 'null';

export async function shiftTab() {
  await sendKeys({ down: 'Shift' });
  await sendKeys({ press: 'Tab' });
  await sendKeys({ up: 'Shift' });
}

/** The page's polite live region once it says something. */
export async function announced(text: string): Promise<void> {
  const region = () =>
    [...document.querySelectorAll('[role="status"], [aria-live]')].find((node) => node.textContent?.trim() === text);
  await waitUntil(region, `"${text}" was not announced`, { timeout: 3000 });
}

/** A CSS colour as computed (rgb(), rgba() or color(srgb ...)) in 0..1 channels. */
export function parseColor(value: string): [number, number, number, number] {
  const srgb = /color\(srgb ([\d.e-]+) ([\d.e-]+) ([\d.e-]+)(?: \/ ([\d.]+))?\)/.exec(value);
  if (srgb) return [Number(srgb[1]), Number(srgb[2]), Number(srgb[3]), srgb[4] === undefined ? 1 : Number(srgb[4])];
  const rgb = /rgba?\(([\d.]+),? ([\d.]+),? ([\d.]+)(?:[,/] ?([\d.]+))?\)/.exec(value);
  if (!rgb) throw new Error(`cannot read the colour ${value}`);
  return [Number(rgb[1]) / 255, Number(rgb[2]) / 255, Number(rgb[3]) / 255, rgb[4] === undefined ? 1 : Number(rgb[4])];
}

/** `top` drawn over `bottom` (alpha blending), both opaque results. */
function over(top: number[], bottom: number[]): number[] {
  const alpha = top[3]!;
  return [0, 1, 2].map((i) => top[i]! * alpha + bottom[i]! * (1 - alpha));
}

const luminance = (color: number[]) => {
  const [r, g, b] = color.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};

/** WCAG contrast ratio of two computed colours; `foreground` may be translucent over `background`. */
export function contrast(foreground: string, background: string): number {
  const back = parseColor(background);
  const front = over(parseColor(foreground), back);
  const [a, b] = [luminance(front), luminance(back)].sort((x, y) => y - x);
  return (a! + 0.05) / (b! + 0.05);
}

export interface AxNode {
  role: string;
  name?: string;
  description?: string;
  checked?: boolean | 'mixed';
  children?: AxNode[];
}

/**
 * Whether this engine's launcher can read the accessibility tree (Chromium's, over CDP). Elsewhere a test checks what
 * the DOM says (roles, aria-modal, inert) and its pointer and keyboard behaviour, and leaves the tree to Chromium.
 */
export const treeReadable = /Chrome\//.test(navigator.userAgent) && !/Firefox\//.test(navigator.userAgent);

/** Chromium's accessibility tree of the whole page, flattened: what a screen reader can reach. */
export async function accessibilityNodes(): Promise<AxNode[]> {
  const { a11ySnapshot } = await import('@web/test-runner-commands');
  const tree = (await a11ySnapshot({})) as unknown as AxNode;
  const all: AxNode[] = [];
  const walk = (node: AxNode) => {
    all.push(node);
    node.children?.forEach(walk);
  };
  walk(tree);
  return all;
}

async function pixels(png: string): Promise<ImageData> {
  const image = new Image();
  image.src = `data:image/png;base64,${png}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = image.naturalWidth;
  canvas.height = image.naturalHeight;
  const context = canvas.getContext('2d')!;
  context.drawImage(image, 0, 0);
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

/**
 * How many pixels differ (any channel by more than 24) between two same-size screenshots, counted apart for the
 * band of `margin` px around the element (where a focus ring is drawn) and the element's own box.
 */
export async function pixelDifference(a: string, b: string, margin = 0): Promise<{ ring: number; box: number }> {
  const [first, second] = await Promise.all([pixels(a), pixels(b)]);
  const { width, height } = first;
  let ring = 0;
  let box = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const differs = [0, 1, 2].some((c) => Math.abs(first.data[i + c]! - second.data[i + c]!) > 24);
      if (!differs) continue;
      const inBox = x >= margin && y >= margin && x < width - margin && y < height - margin;
      if (inBox) box++;
      else ring++;
    }
  }
  return { ring, box };
}
