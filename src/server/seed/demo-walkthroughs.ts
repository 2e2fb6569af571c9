import { DEFAULT_MODEL_VIEW, type ModelView, type WalkthroughStep } from "../../lib/model-view";

/**
 * The demo models' walkthroughs, by file name: what the owner would tell a hiring engineer about
 * the gear pair (src/server/seed/demo-models.ts), one feature a step. Cameras are in the viewer's
 * world (Y up; the file's X, Y, Z are X, −Z, Y there), around the pair's centre (30, 6, 0);
 * a step without a camera shows the first view, framed for the visitor's screen.
 */
const CENTRE = [30, 6, 0] as const;
/** The orthographic camera stands this far off (4 × the pair's bounding radius). */
const AWAY = 240;

const view = (changes: Partial<ModelView>): ModelView => ({ ...DEFAULT_MODEL_VIEW, ...changes });
/**
 * An orthographic camera looking along `direction`; `aspect` is the narrowest view (width / height)
 * that still shows the whole pair across at that zoom: a narrower one (a phone) steps back.
 */
const orthographic = (
  direction: readonly [number, number, number],
  zoom: number,
  aspect: number,
): Partial<ModelView> => ({
  ortho: true,
  camera: {
    position: [CENTRE[0] + direction[0] * AWAY, CENTRE[1] + direction[1] * AWAY, CENTRE[2] + direction[2] * AWAY],
    target: [...CENTRE],
    zoom,
    aspect,
  },
});
const top = orthographic([0, 1, 1e-4], 0.9, 1.2);
const front = orthographic([0, 0, 1], 1.8, 1.9);

/** A demo step names the drawing it points to by its file's name; seeding turns that into its id. */
export type DemoWalkthroughStep = Omit<WalkthroughStep, "drawing"> & { drawing?: { fileName: string; sheet: number } };

export const demoWalkthroughs: Readonly<Record<string, DemoWalkthroughStep[]>> = {
  "spur-gear-pair.step": [
    {
      caption: "The first stage's prototype pair: module 2, 18 and 30 teeth, a 1.67:1 reduction at 48 mm centres.",
      view: view({}),
    },
    {
      caption:
        "Involute flanks at a 20° pressure angle; with 18 teeth the pinion stays clear of undercut, so no profile shift is needed.",
      view: view(top),
    },
    {
      caption:
        "Six Ø7 holes on a Ø36 circle take 9 % of the wheel's material out of the web, where it carries the least load.",
      view: view({ ...top, isolate: "Wheel, 30 teeth" }),
      // The wheel's detail drawing, with the hole circle dimensioned.
      drawing: { fileName: "gear-pair-drawing.pdf", sheet: 2 },
    },
    {
      caption:
        "Cut through both bores: Ø10 and Ø16 for press fits, and the pinion 2 mm wider than the wheel so that axial float never loses face contact.",
      view: view({ ...front, section: { axis: "y", at: 0.5, flip: true } }),
    },
    {
      caption: "Two parts, nothing else: each gear is held on its shaft by the press fit alone, with no key to cut.",
      view: view({ explode: 0.35 }),
    },
  ],
};
