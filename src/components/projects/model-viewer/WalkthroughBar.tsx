import { ChevronLeft, ChevronRight, DraftingCompass } from "lucide-react";
import type { KeyboardEvent } from "react";
import { cn } from "../../../lib/cn";
import type { WalkthroughStep } from "../../../lib/model-view";
import { buttonStyles } from "../../ui/button-styles";
import { drawingSheetHash } from "../drawing-viewer/drawings";

interface Props {
  steps: readonly WalkthroughStep[];
  /** The step on show (0 for the first). */
  step: number;
  /** False once the visitor has changed the view away from the step's. */
  current: boolean;
  onStep: (index: number) => void;
  /** The name of a drawing of the page, by its file's id; undefined when the page has no such file. */
  drawingName: (fileId: string) => string | undefined;
  className?: string;
}

/**
 * The owner's walkthrough of a model, step by step: 'Step 2 of 5', the step's caption (read out
 * to screen readers as it changes), and 'Previous' / 'Next', also on the arrow keys anywhere in
 * the bar. At either end the button stays focusable and says it is unavailable, so the focus is
 * never lost. 'Back to step N' appears once the visitor has moved the view away from the step.
 * A step that points to a drawing's sheet links to it ('View sheet 2'), which opens the drawing
 * viewer at that sheet in place of the model.
 */
export function WalkthroughBar({ steps, step, current, onStep, drawingName, className }: Props) {
  const last = steps.length - 1;
  const go = (index: number) => {
    if (index >= 0 && index <= last) onStep(index);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const moves: Record<string, number> = { ArrowLeft: step - 1, ArrowRight: step + 1 };
    if (!(event.key in moves) || event.target instanceof HTMLInputElement) return;
    event.preventDefault();
    go(moves[event.key]!);
  };
  const button = buttonStyles({ variant: "outline", size: "sm" });
  const sheet = steps[step]!.drawing;
  const sheetOf = sheet && drawingName(sheet.fileId);

  return (
    <section
      aria-label="Walkthrough"
      onKeyDown={onKeyDown}
      className={cn(
        "border-glass-border mx-4 mt-2 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl border px-4 py-3 sm:mx-6",
        className,
      )}
    >
      <p aria-live="polite" className="min-w-0 flex-1 basis-64 text-sm">
        <span className="text-accent mr-2 font-mono text-xs font-semibold whitespace-nowrap">
          Step {step + 1} of {steps.length}
        </span>{" "}
        {steps[step]!.caption}
      </p>
      <div className="flex shrink-0 flex-wrap gap-2">
        {sheet && sheetOf && (
          <a
            href={`#${drawingSheetHash(sheet.fileId, sheet.sheet)}`}
            aria-label={`View drawing: ${sheetOf}, sheet ${sheet.sheet}`}
            className={button}
          >
            <DraftingCompass aria-hidden="true" />
            View sheet {sheet.sheet}
          </a>
        )}
        {!current && (
          <button type="button" onClick={() => go(step)} className={button}>
            Back to step {step + 1}
          </button>
        )}
        <button
          type="button"
          aria-disabled={step === 0}
          onClick={() => go(step - 1)}
          className={cn(button, step === 0 && "opacity-50")}
        >
          <ChevronLeft aria-hidden="true" />
          Previous
        </button>
        <button
          type="button"
          aria-disabled={step === last}
          onClick={() => go(step + 1)}
          className={cn(button, step === last && "opacity-50")}
        >
          Next
          <ChevronRight aria-hidden="true" />
        </button>
      </div>
    </section>
  );
}
