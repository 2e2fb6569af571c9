/**
 * pdf.js for the drawing viewer, its worker served by the site itself (Vite emits the worker's
 * file into the build, as it does the CAD reader's WebAssembly). Imported only when a drawing is
 * opened.
 */
import { getDocument, GlobalWorkerOptions } from "pdfjs-dist";
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";

GlobalWorkerOptions.workerSrc = workerUrl;

export { getDocument };
