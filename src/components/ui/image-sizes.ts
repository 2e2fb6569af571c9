/**
 * `sizes` for images in a three-column card grid (the blog's: one column on phones, two from `sm`,
 * three in the 72rem container from `lg`), so the browser picks the right variant. The project
 * grids size each card's image by its place (src/components/projects/project-grid.ts).
 */
export const CARD_GRID_IMAGE_SIZES =
  "(min-width: 1024px) 352px, (min-width: 640px) calc(50vw - 36px), calc(100vw - 32px)";

/** `sizes` for a hero image in the 48rem article column. */
export const ARTICLE_IMAGE_SIZES = "(min-width: 816px) 768px, calc(100vw - 32px)";
